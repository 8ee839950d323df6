import { data, Link } from "react-router";
import {
  formatWait,
  NewsletterPage,
  pageLinkClass,
  SubscribeAgainLink,
} from "../features/newsletter/components/newsletter-page.tsx";
import { newsletterMessages } from "../features/newsletter/messages.ts";
import { consumeRateLimit, newsletterRateLimits, subscribe } from "../features/newsletter/newsletter.server.ts";
import { subscribeSchema } from "../features/newsletter/schemas.ts";
import { brand } from "../lib/brand.ts";
import { pageContext } from "../lib/page-context.ts";
import type { Route } from "./+types/newsletter-subscribe";

// The footer form posts here when JavaScript is not running; with JavaScript it
// calls POST /api/newsletters/subscribe instead. Both apply the same rules.

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
  const error = (status: number, reason: string, headers?: HeadersInit) =>
    data({ result: "error" as const, reason, backTo }, { status, headers });

  const perIp = await consumeRateLimit(services, newsletterRateLimits.subscribePerIp, clientIp);
  if (!perIp.allowed) {
    return error(
      429,
      `There have been too many sign-ups from your network. Please wait ${formatWait(perIp.retryAfterSeconds)}.`,
      {
        "Retry-After": String(perIp.retryAfterSeconds),
      },
    );
  }
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = subscribeSchema.safeParse({ email: text("email"), website: text("website") || undefined });
  if (!parsed.success) return error(400, parsed.error.issues[0]?.message ?? "Please enter a valid email address.");

  const accepted = { result: "success" as const, reason: "", backTo };
  // Bots fill the hidden field; they get the same answer and nothing is stored.
  if (parsed.data.website) return accepted;
  const { email } = parsed.data;
  const perAddress = await consumeRateLimit(services, newsletterRateLimits.subscribePerAddress, email.toLowerCase());
  if (!perAddress.allowed) {
    return error(
      429,
      `This address has been signed up too often. Please wait ${formatWait(perAddress.retryAfterSeconds)}.`,
      {
        "Retry-After": String(perAddress.retryAfterSeconds),
      },
    );
  }
  const outcome = await subscribe(services, email);
  if (outcome === "already-subscribed") {
    return data({ result: "already-subscribed" as const, reason: "", backTo }, { status: 409 });
  }
  return accepted;
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
        <Link to={actionData.backTo} className={pageLinkClass}>
          {actionData.backTo === "/" ? "Back to the home page" : "Back to the page you were on"}
        </Link>
      </p>
    </NewsletterPage>
  );
}
