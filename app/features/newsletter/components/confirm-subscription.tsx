import type { ConfirmOutcome } from "../schemas.ts";
import {
  BackHomeLink,
  IncompleteLinkPage,
  LinkTokenForm,
  NewsletterPage,
  SubscribeAgainLink,
  TooManyAttemptsPage,
} from "./newsletter-page.tsx";

/**
 * What /verify-email shows for a newsletter link before anything happens. Mail
 * scanners open every link, so only the button confirms.
 */
export function ConfirmSubscriptionPrompt({ token, submitting }: { token: string; submitting: boolean }) {
  return (
    <NewsletterPage title="Confirm your subscription">
      <p>
        One more step: press the button to confirm that you want the Marut newsletter at this address. We ask because
        anyone can type an email address into a form, and we only write to people who have said yes.
      </p>
      <LinkTokenForm token={token} type="newsletter" submitting={submitting}>
        Confirm my subscription
      </LinkTokenForm>
      <p className="text-base text-muted">
        Didn't ask for this? Simply close this page: we won't write to you unless you confirm.
      </p>
    </NewsletterPage>
  );
}

export type ConfirmSubscriptionResultState = ConfirmOutcome | "incomplete" | "rate-limited";

/** The page after the button was pressed, or for a link that cannot work. */
export function ConfirmSubscriptionResult({
  result,
  retryAfterSeconds = 0,
  announce = false,
}: {
  result: ConfirmSubscriptionResultState;
  retryAfterSeconds?: number;
  /** True when the result answers the reader's button press: the heading then takes focus. */
  announce?: boolean;
}) {
  const focusOn = announce ? result : undefined;
  switch (result) {
    case "confirmed":
    case "already-confirmed":
      return (
        <NewsletterPage title="You're subscribed" focusOn={focusOn}>
          <p>
            {result === "confirmed"
              ? "Thank you for confirming."
              : "Your subscription was already confirmed, so there is nothing more to do."}{" "}
            The Marut newsletter will come to this inbox with road-safety research, product news and stories from fleets
            that have cut collisions.
          </p>
          <p>Every issue has an unsubscribe link at the bottom, so you can stop at any time with one click.</p>
          <BackHomeLink />
        </NewsletterPage>
      );
    case "expired":
      return (
        <NewsletterPage title="This link has expired" focusOn={focusOn}>
          <p>Confirmation links work for 48 hours, and this one has run out, so your address is not subscribed yet.</p>
          <p>
            <SubscribeAgainLink>Subscribe again with the form below</SubscribeAgainLink> and we'll send you a fresh link
            straight away.
          </p>
        </NewsletterPage>
      );
    case "incomplete":
      return (
        <IncompleteLinkPage link="the link from your confirmation email" focusOn={focusOn}>
          <p>
            Can't find the email? <SubscribeAgainLink /> and we'll send you a new one.
          </p>
        </IncompleteLinkPage>
      );
    case "rate-limited":
      return (
        <TooManyAttemptsPage attempts="confirmation attempts" retryAfterSeconds={retryAfterSeconds} focusOn={focusOn}>
          and open the link from your email again.
        </TooManyAttemptsPage>
      );
    default:
      return (
        <NewsletterPage title="This link is not valid" focusOn={focusOn}>
          <p>
            It may be incomplete, or a newer confirmation email may have replaced it. Please use the link in the most
            recent email from us.
          </p>
          <p>
            If that doesn't work, <SubscribeAgainLink>subscribe again</SubscribeAgainLink> and we'll send you a new
            link.
          </p>
        </NewsletterPage>
      );
  }
}
