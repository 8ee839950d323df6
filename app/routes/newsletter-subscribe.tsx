import { data, Link } from "react-router";
import { linkClass } from "../components/ui/form-styles.ts";
import { NewsletterPage, SubscribeAgainLink } from "../features/newsletter/components/newsletter-page.tsx";
import { newsletterMessages } from "../features/newsletter/messages.ts";
import { signUp } from "../features/newsletter/newsletter.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext } from "../lib/page-context.ts";
import type { Route } from "./+types/newsletter-subscribe";

// The footer form posts here when JavaScript is not running; with JavaScript it
// calls POST /api/newsletters/subscribe instead. Both call `signUp`.

/** The same-site page the form was sent from, to offer a way back. */
function pageSentFrom(request: Request, publicUrl: string): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    const sameSite = from.origin === new URL(request.url).origin || from.origin === new URL(publicUrl).origin;
    if (!sameSite || from.pathname === "/newsletter/subscribe") return "/";
    return `${from.pathname}${from.search}`;
  } catch {
    return "/";
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  const backTo = pageSentFrom(request, services.publicUrl);
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const outcome = await signUp(services, { email: text("email"), website: text("website") || undefined }, clientIp);
  switch (outcome.kind) {
    case "accepted":
      return { result: "success" as const, reason: "", backTo };
    case "already-subscribed":
      return data({ result: "already-subscribed" as const, reason: "", backTo }, { status: 409 });
    case "invalid":
      return data({ result: "error" as const, reason: outcome.message, backTo }, { status: 400 });
    case "rate-limited":
      return data(
        { result: "error" as const, reason: outcome.message, backTo },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
  }
}

/** The footer form's three messages, in colours that meet WCAG AA on this page's light background. */
const results = {
  success: { title: "Check your inbox", message: newsletterMessages.success, className: "text-[#166534]" },
  "already-subscribed": {
    title: "You're already subscribed",
    message: newsletterMessages.alreadySubscribed,
    className: "text-[#8a4b00]",
  },
  error: { title: "We couldn't subscribe you", message: newsletterMessages.error, className: "text-[#b42318]" },
} as const;

export function meta() {
  return [{ title: `Newsletter | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <NewsletterPage title="Subscribe to the newsletter">
        <p>
          Road-safety research, product news and stories from fleets that have cut collisions.{" "}
          <SubscribeAgainLink>Sign up with the form at the bottom of this page</SubscribeAgainLink>; we'll ask you to
          confirm by email first.
        </p>
      </NewsletterPage>
    );
  }
  const shown = results[actionData.result];
  return (
    <NewsletterPage title={shown.title}>
      <p className={`font-semibold ${shown.className}`}>{shown.message}</p>
      {actionData.reason && <p>{actionData.reason}</p>}
      {actionData.result === "success" && (
        <p>The confirmation link in the email works for 48 hours. Nothing arrived? Check your spam folder.</p>
      )}
      <p>
        <Link to={actionData.backTo} className={linkClass}>
          {actionData.backTo === "/" ? "Back to the home page" : "Back to the page you were on"}
        </Link>
      </p>
    </NewsletterPage>
  );
}
