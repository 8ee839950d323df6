import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { MessagePage } from "#app/components/ui/message-page.tsx";

// What /verify-email?type=applicant shows: a button first (mail scanners open
// every link, so only a press verifies), then the outcome with a way into the
// careers portal.

const linkClass = "font-semibold underline underline-offset-4 hover:decoration-2";
const buttonClass =
  "rounded-md bg-signal px-2 py-1 font-bold text-ink hover:bg-[#ffd54d] disabled:cursor-wait disabled:opacity-75";

function VerifyPage({ title, focus, children }: { title: string; focus?: boolean; children: ReactNode }) {
  return (
    <MessagePage eyebrow="Marut Careers" title={title} focusOn={focus ? title : undefined}>
      {children}
    </MessagePage>
  );
}

export function VerifyApplicantEmailPrompt({ token, submitting }: { token: string; submitting: boolean }) {
  return (
    <VerifyPage title="Verify your email address">
      <p>Press the button to confirm that this email address belongs to your Marut Careers account.</p>
      <Form method="post" className="pt-1">
        <input type="hidden" name="type" value="applicant" />
        <input type="hidden" name="token" value={token} />
        <button type="submit" disabled={submitting} className={buttonClass}>
          Verify my email address
        </button>
      </Form>
    </VerifyPage>
  );
}

export type VerifyApplicantEmailResult = "verified" | "invalid" | "expired" | "incomplete" | "rate-limited";

/** "/careers/jobs/<job>/apply": the page the applicant left to verify was an application. */
const applyPath = /^\/careers\/jobs\/[^/?#]+\/apply(?:[?#]|$)/;

export function VerifyApplicantEmailOutcome({
  result,
  retryAfterSeconds = 0,
  returnTo = null,
  announce = false,
}: {
  result: VerifyApplicantEmailResult;
  retryAfterSeconds?: number;
  /** The careers page the verification link leads back to (checked by the route with `safeNextPath`). */
  returnTo?: string | null;
  announce?: boolean;
}) {
  if (result === "verified") {
    return (
      <VerifyPage title="Your email address is verified" focus={announce}>
        <p>Thank you. You can now apply for roles at Marut, and news about your applications will reach this inbox.</p>
        {returnTo ? (
          <p className="pt-1">
            <Link to={returnTo} className={`${buttonClass} inline-block`}>
              {applyPath.test(returnTo) ? "Continue your application" : "Continue where you left off"}
            </Link>
          </p>
        ) : null}
        <p>
          <Link to="/careers/jobs/profile" className={linkClass}>
            Go to your profile
          </Link>{" "}
          or{" "}
          <Link to="/careers/jobs/positions" className={linkClass}>
            browse open positions
          </Link>
          .
        </p>
      </VerifyPage>
    );
  }
  const title =
    result === "expired"
      ? "This verification link has expired"
      : result === "rate-limited"
        ? "Too many attempts"
        : result === "incomplete"
          ? "This link is incomplete"
          : "This verification link is not valid";
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return (
    <VerifyPage title={title} focus={announce}>
      <p>
        {result === "expired"
          ? "Verification links work for 48 hours."
          : result === "rate-limited"
            ? `We've had many attempts from your network. Please wait ${wait} and open the link again.`
            : result === "incomplete"
              ? "The address is missing its code. Open the link from your email again; if your email program split it across two lines, copy the whole address into your browser."
              : "It may have been used already, or a newer verification email may have replaced it."}
      </p>
      <p>
        Log in and use <strong>Resend verification email</strong> on your profile to get a new link.
      </p>
      <p>
        <Link to="/careers/jobs/profile" className={linkClass}>
          Go to your profile
        </Link>
      </p>
    </VerifyPage>
  );
}
