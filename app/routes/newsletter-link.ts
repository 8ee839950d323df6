import { followClickLink } from "../features/campaigns/campaigns.server.ts";
import { newsletterRateLimits } from "../features/newsletter/newsletter.server.ts";
import { brand } from "../lib/brand.ts";
import { pageContext } from "../lib/page-context.ts";
import { consumeRateLimit } from "../lib/rate-limiter.ts";
import type { Route } from "./+types/newsletter-link";

// Every link in a campaign email goes through here as
// /newsletter/link/<delivery>/<link number>/<signature>: the click is counted
// for the campaign's results (first-party, no tracking pixel) and the reader
// goes on to the address the campaign links to.

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, clientIp } = context.get(pageContext);
  const limit = await consumeRateLimit(services, newsletterRateLimits.clickPerIp, clientIp);
  const index = /^\d{1,4}$/.test(params.index) ? Number(params.index) : -1;
  const target =
    limit.allowed && index >= 0
      ? await followClickLink(services.db, { deliveryId: params.delivery, index, signature: params.signature })
      : null;
  if (target) {
    return new Response(null, {
      status: 302,
      headers: { Location: target, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
    });
  }
  // A link from an email should always lead somewhere: to the site's home page, with a word on why.
  const body = limit.allowed
    ? `This link is not valid: it may be incomplete. Visit ${brand.name} at ${services.publicUrl}/`
    : `Too many links were followed from your network. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`;
  return new Response(body, {
    status: limit.allowed ? 404 : 429,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...(limit.allowed ? {} : { "Retry-After": String(limit.retryAfterSeconds) }),
    },
  });
}
