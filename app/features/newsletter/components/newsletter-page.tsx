import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { linkClass, signalButtonClass } from "#app/components/ui/form-styles.ts";
import { MessagePage } from "#app/components/ui/message-page.tsx";
import { formatWait } from "../messages.ts";

/** Frame of the newsletter's own pages (confirm, unsubscribe, sign-up result). */
export function NewsletterPage({
  eyebrow = "Newsletter",
  ...page
}: {
  title: string;
  eyebrow?: string;
  focusOn?: string;
  children: ReactNode;
}) {
  return <MessagePage eyebrow={eyebrow} {...page} />;
}

/** An emailed link that reached us without its code; `link` names it, e.g. "the unsubscribe link from your email". */
export function IncompleteLinkPage({
  link,
  focusOn,
  children,
}: {
  link: string;
  focusOn?: string;
  children?: ReactNode;
}) {
  return (
    <NewsletterPage title="This link is incomplete" focusOn={focusOn}>
      <p>
        The address is missing the code that identifies your subscription. Open {link} again; if your email program
        split it across two lines, copy the whole address into your browser.
      </p>
      {children}
    </NewsletterPage>
  );
}

/** What an unsubscribe or preferences link whose token matches no subscription leads to. */
export function UnknownLinkPage({ link, focusOn }: { link: string; focusOn?: string }) {
  return (
    <NewsletterPage title="This link is not valid" focusOn={focusOn}>
      <p>
        We couldn't find a subscription for this link; it may be incomplete. Open {link} again, or copy the whole
        address into your browser.
      </p>
    </NewsletterPage>
  );
}

/** Too many `attempts` from the reader's network: how long to wait, then `children` says what to do. */
export function TooManyAttemptsPage({
  attempts,
  retryAfterSeconds,
  focusOn,
  children,
}: {
  attempts: string;
  retryAfterSeconds: number;
  focusOn?: string;
  children: ReactNode;
}) {
  return (
    <NewsletterPage title="Too many attempts" focusOn={focusOn}>
      <p>
        We've had a lot of {attempts} from your network in the last few minutes. Please wait{" "}
        {formatWait(retryAfterSeconds)} {children}
      </p>
    </NewsletterPage>
  );
}

/**
 * What an unsubscribe or preferences link leads to when it cannot act: `problem` "incomplete" (no
 * code), "rate-limited" (too many `attempts` from the reader's network) or any other for an unknown link.
 */
export function LinkProblemPage({
  problem,
  link,
  attempts,
  retryAfterSeconds,
  focusOn,
}: {
  problem: string;
  link: string;
  attempts: string;
  retryAfterSeconds: number;
  focusOn?: string;
}) {
  if (problem === "incomplete") return <IncompleteLinkPage link={link} focusOn={focusOn} />;
  if (problem === "rate-limited") {
    return (
      <TooManyAttemptsPage attempts={attempts} retryAfterSeconds={retryAfterSeconds} focusOn={focusOn}>
        and then open the link from your email again.
      </TooManyAttemptsPage>
    );
  }
  return <UnknownLinkPage link={link} focusOn={focusOn} />;
}

/** Invites the reader to the footer form, which is on every page. */
export function SubscribeAgainLink({ children = "Subscribe again" }: { children?: ReactNode }) {
  return (
    <a href="#newsletter" className={linkClass}>
      {children}
    </a>
  );
}

/**
 * The button that acts on an emailed link (confirm, unsubscribe). Mail scanners open every link, so
 * only this press changes anything; it posts the link's token, and `type` when the page serves several.
 */
export function LinkTokenForm({
  token,
  type,
  submitting,
  children,
}: {
  token: string;
  type?: string;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="pt-1">
      {type === undefined ? null : <input type="hidden" name="type" value={type} />}
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={submitting} className={signalButtonClass}>
        {children}
      </button>
    </Form>
  );
}

/** The way out once a newsletter page is done. */
export function BackHomeLink() {
  return (
    <p>
      <Link to="/" className={linkClass}>
        Back to the home page
      </Link>
    </p>
  );
}
