import { data, Form, useNavigation } from "react-router";
import { CheckboxField, SuccessMessage } from "../components/ui/form-fields.tsx";
import { formAlertClass, secondaryButtonClass, signalButtonClass } from "../components/ui/form-styles.ts";
import { newsletterTopicLabels, newsletterTopics } from "../domain/campaigns.ts";
import {
  LinkProblemPage,
  NewsletterPage,
  SubscribeAgainLink,
} from "../features/newsletter/components/newsletter-page.tsx";
import { newsletterRateLimits, readPreferences, savePreferences } from "../features/newsletter/newsletter.server.ts";
import { linkTokenSchema, preferencesSchema } from "../features/newsletter/schemas.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { consumeRateLimit } from "../lib/rate-limiter.ts";
import type { Route } from "./+types/newsletter-preferences";

// Every campaign email links here as /newsletter/preferences?token=…: the
// reader chooses the topics they receive, or unsubscribes from everything
// (the unsubscribe page takes the same token). A plain form, so it works
// before (and without) JavaScript.

function readToken(raw: string | null | undefined) {
  const parsed = linkTokenSchema.safeParse({ token: raw ?? undefined });
  if (parsed.success) return { state: "present" as const, token: parsed.data.token };
  return { state: raw ? ("invalid" as const) : ("incomplete" as const) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readToken(new URL(request.url).searchParams.get("token"));
  if (token.state !== "present") return { view: { state: token.state }, token: "" };
  const { services } = context.get(pageContext);
  return { view: await readPreferences(services, token.token), token: token.token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const form = await request.formData().catch(() => new FormData());
  const value = form.get("token");
  const token = readToken(typeof value === "string" ? value : new URL(request.url).searchParams.get("token"));
  if (token.state !== "present") return data({ view: { state: token.state }, saved: false }, { status: 400 });

  const limit = await consumeRateLimit(page.services, newsletterRateLimits.unsubscribePerIp, page.clientIp);
  if (!limit.allowed) {
    return data(
      { view: { state: "rate-limited" as const, retryAfterSeconds: limit.retryAfterSeconds }, saved: false },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  // Only the topics on offer count: anything else in the form is ignored, not an error.
  const topics = form.getAll("topics").filter((topic) => (newsletterTopics as readonly unknown[]).includes(topic));
  const parsed = preferencesSchema.safeParse({ token: token.token, topics });
  if (!parsed.success) return data({ view: { state: "invalid" as const }, saved: false }, { status: 404 });
  const view = await savePreferences(page.services, parsed.data);
  if (view.state === "ready") return { view, saved: true };
  return data({ view, saved: false }, { status: view.state === "expired" ? 410 : 404 });
}

export function meta() {
  return [{ title: `Your newsletter preferences | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

// Shows the subscriber's address and topics: no cache may keep it.
export const handle: RouteHandle = { noStore: true };

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { token } = loaderData;
  const view = actionData?.view ?? loaderData.view;
  const focusOn = actionData && view.state !== "ready" ? view.state : undefined;

  if (view.state === "ready") {
    const receiving = view.status === "confirmed" || view.status === "pending";
    return (
      <NewsletterPage title="Your newsletter preferences">
        <p>
          Choose what the Marut newsletter sends to <strong className="break-all">{view.email}</strong>.
        </p>
        {actionData?.saved ? <SuccessMessage>Your preferences are saved.</SuccessMessage> : null}
        {receiving ? (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="token" value={token} />
            <fieldset className="min-w-0" aria-describedby="preferences-topics-hint">
              <legend className="text-xl font-bold">Topics</legend>
              <p id="preferences-topics-hint" className="text-base text-muted">
                Emails for every subscriber still reach you whatever you tick. To stop them too, unsubscribe below.
              </p>
              <div className="mt-1 space-y-1">
                {newsletterTopics.map((topic) => (
                  <CheckboxField
                    key={`${topic}-${view.topics.join(",")}`}
                    id={`preferences-topic-${topic}`}
                    name="topics"
                    value={topic}
                    label={newsletterTopicLabels[topic]}
                    defaultChecked={view.topics.includes(topic)}
                  />
                ))}
              </div>
            </fieldset>
            <button type="submit" aria-disabled={submitting || undefined} className={signalButtonClass}>
              {submitting && navigation.formAction?.startsWith("/newsletter/preferences")
                ? "Saving…"
                : "Save preferences"}
            </button>
          </Form>
        ) : (
          <p className={formAlertClass}>
            {view.status === "bounced"
              ? "Our emails to this address were refused by its mail server, so we send it nothing."
              : "This address is unsubscribed, so we send it nothing."}{" "}
            To receive the newsletter again, <SubscribeAgainLink>subscribe again</SubscribeAgainLink> with the form at
            the bottom of this page.
          </p>
        )}
        {receiving ? (
          <section aria-labelledby="preferences-unsubscribe-heading" className="border-t border-black/15 pt-2">
            <h2 id="preferences-unsubscribe-heading" className="text-xl font-bold">
              Stop every email
            </h2>
            <p className="mt-1">No more newsletters of any kind to this address. You can subscribe again later.</p>
            <Form method="post" action="/newsletter/unsubscribe" className="mt-1">
              <input type="hidden" name="token" value={token} />
              <button type="submit" disabled={submitting} className={secondaryButtonClass}>
                Unsubscribe from everything
              </button>
            </Form>
          </section>
        ) : null}
      </NewsletterPage>
    );
  }

  switch (view.state) {
    case "expired":
      return (
        <NewsletterPage title="This link has expired" focusOn={focusOn}>
          <p>
            The preferences link in this email no longer works. Please use the link in a more recent email from us: it
            opens your preferences straight away.
          </p>
        </NewsletterPage>
      );
    default:
      return (
        <LinkProblemPage
          problem={view.state}
          link="the preferences link from your email"
          attempts="changes to newsletter preferences"
          retryAfterSeconds={"retryAfterSeconds" in view ? view.retryAfterSeconds : 60}
          focusOn={focusOn}
        />
      );
  }
}
