import { data, useNavigation } from "react-router";
import {
  BackHomeLink,
  LinkProblemPage,
  LinkTokenForm,
  NewsletterPage,
  SubscribeAgainLink,
} from "../features/newsletter/components/newsletter-page.tsx";
import { newsletterRateLimits, unsubscribe } from "../features/newsletter/newsletter.server.ts";
import { linkTokenSchema } from "../features/newsletter/schemas.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { consumeRateLimit } from "../lib/rate-limiter.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

// Every newsletter email links here as /newsletter/unsubscribe?token=…, and
// names this address in its List-Unsubscribe header, so mail programs may POST
// `List-Unsubscribe=One-Click` to it directly (RFC 8058).

function readToken(url: URL, form?: FormData) {
  const value = form?.get("token");
  const raw = typeof value === "string" ? value : (url.searchParams.get("token") ?? undefined);
  const parsed = linkTokenSchema.safeParse({ token: raw });
  if (parsed.success) return { state: "present" as const, token: parsed.data.token };
  return { state: raw ? ("invalid" as const) : ("incomplete" as const) };
}

export function loader({ request }: Route.LoaderArgs) {
  const token = readToken(new URL(request.url));
  return token.state === "present" ? { state: "ready" as const, token: token.token } : { state: token.state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const form = await request.formData().catch(() => new FormData());
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const token = readToken(new URL(request.url), form);
  if (token.state !== "present") return data({ result: token.state, retryAfterSeconds: 0 }, { status: 400 });

  const rule = oneClick ? newsletterRateLimits.oneClickUnsubscribePerIp : newsletterRateLimits.unsubscribePerIp;
  const limit = await consumeRateLimit(page.services, rule, page.clientIp);
  if (!limit.allowed) {
    return data(
      { result: "rate-limited" as const, retryAfterSeconds: limit.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const result = await unsubscribe(page.services, token.token);
  const status = result === "invalid" ? 404 : result === "expired" ? 410 : 200;
  return data({ result, retryAfterSeconds: 0 }, { status });
}

export function meta() {
  return [{ title: `Unsubscribe from the newsletter | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

// Opened by a subscriber's own link: no cache may keep it.
export const handle: RouteHandle = { noStore: true };

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const state = actionData?.result ?? loaderData.state;
  const focusOn = actionData ? actionData.result : undefined;

  switch (state) {
    case "ready":
      return (
        <NewsletterPage title="Unsubscribe from the newsletter">
          <p>
            Press the button to stop receiving the Marut newsletter at this address. It takes effect straight away, and
            you can subscribe again whenever you like.
          </p>
          <LinkTokenForm
            token={loaderData.state === "ready" ? loaderData.token : ""}
            submitting={navigation.state === "submitting"}
          >
            Unsubscribe
          </LinkTokenForm>
        </NewsletterPage>
      );
    case "unsubscribed":
      return (
        <NewsletterPage title="You've been unsubscribed" focusOn={focusOn}>
          <p>We won't send the newsletter to this address again. Thank you for having read it.</p>
          <p>
            Changed your mind? <SubscribeAgainLink /> with the form at the bottom of this page; we'll ask you to confirm
            by email first.
          </p>
          <BackHomeLink />
        </NewsletterPage>
      );
    case "expired":
      return (
        <NewsletterPage title="This link has expired" focusOn={focusOn}>
          <p>
            This link belongs to an earlier subscription of this address, or is more than five years old. Please use the
            unsubscribe link in a more recent email from us: it stops the newsletter at once.
          </p>
        </NewsletterPage>
      );
    default:
      return (
        <LinkProblemPage
          problem={state}
          link="the unsubscribe link from your email"
          attempts="unsubscribe requests"
          retryAfterSeconds={actionData?.retryAfterSeconds ?? 60}
          focusOn={focusOn}
        />
      );
  }
}
