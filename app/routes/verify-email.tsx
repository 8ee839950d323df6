import { data, Link, useNavigation } from "react-router";
import { applicantRateLimits, verifyApplicantEmail } from "../features/careers/applicants.server.ts";
import { safeNextPath } from "../features/careers/auth/next-path.ts";
import {
  VerifyApplicantEmailOutcome,
  VerifyApplicantEmailPrompt,
} from "../features/careers/components/verify-applicant-email.tsx";
import {
  ConfirmSubscriptionPrompt,
  ConfirmSubscriptionResult,
} from "../features/newsletter/components/confirm-subscription.tsx";
import { confirmSubscription, newsletterRateLimits } from "../features/newsletter/newsletter.server.ts";
import { linkTokenSchema } from "../features/newsletter/schemas.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { consumeRateLimit, type RateLimitResult } from "../lib/rate-limiter.ts";
import type { Services } from "../lib/services.ts";
import type { Route } from "./+types/verify-email";

// Emails link here as /verify-email?token=…&type=…; `type` says what is being
// verified ("newsletter" or "applicant"), and each type has its own prompt,
// action and result.

/** The link's parameters: from the form on POST (the query string as fallback), from the query string on GET. */
function readLink(url: URL, form?: FormData) {
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : (url.searchParams.get(name) ?? undefined);
  };
  const rawToken = field("token");
  const token = linkTokenSchema.safeParse({ token: rawToken });
  return {
    type: field("type"),
    token: token.success ? token.data.token : undefined,
    tokenState: token.success ? ("present" as const) : rawToken ? ("malformed" as const) : ("missing" as const),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const link = readLink(url);
  if (link.type === "applicant") {
    // The careers page the applicant was on when the link was sent (e.g. a job's apply page), if it is one.
    const next = safeNextPath(url.searchParams.get("next"));
    if (link.tokenState === "missing") return { type: "applicant" as const, state: "incomplete" as const, next };
    if (!link.token) return { type: "applicant" as const, state: "invalid" as const, next };
    return { type: "applicant" as const, state: "ready" as const, token: link.token, next };
  }
  if (link.type !== "newsletter") return { type: "unknown" as const };
  if (link.tokenState === "missing") return { type: "newsletter" as const, state: "incomplete" as const };
  if (!link.token) return { type: "newsletter" as const, state: "invalid" as const };
  return { type: "newsletter" as const, state: "ready" as const, token: link.token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const form = await request.formData().catch(() => new FormData());
  const link = readLink(new URL(request.url), form);
  if (link.type === "applicant") {
    return actOnLink(
      "applicant",
      link,
      () => consumeRateLimit(page.services, applicantRateLimits.verifyPerIp, page.clientIp),
      (token) => verifyApplicant(page.services, token),
    );
  }
  if (link.type !== "newsletter") return data({ type: "unknown" as const }, { status: 404 });
  return actOnLink(
    "newsletter",
    link,
    () => consumeRateLimit(page.services, newsletterRateLimits.confirmPerIp, page.clientIp),
    (token) => confirmNewsletter(page.services, token),
  );
}

export function meta() {
  return [{ title: `Verify your email address | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

// Opened by a token from an email: no cache may keep it.
export const handle: RouteHandle = { noStore: true };

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.type === "applicant") {
    return (
      <VerifyApplicantEmailOutcome
        result={actionData.result}
        retryAfterSeconds={actionData.retryAfterSeconds}
        returnTo={loaderData.type === "applicant" ? loaderData.next : null}
        announce
      />
    );
  }
  if (loaderData.type === "applicant" && actionData === undefined) {
    if (loaderData.state === "ready") {
      return <VerifyApplicantEmailPrompt token={loaderData.token} submitting={navigation.state === "submitting"} />;
    }
    return <VerifyApplicantEmailOutcome result={loaderData.state} />;
  }
  if (actionData?.type === "newsletter") {
    return (
      <ConfirmSubscriptionResult result={actionData.result} retryAfterSeconds={actionData.retryAfterSeconds} announce />
    );
  }
  if (loaderData.type === "newsletter" && actionData === undefined) {
    if (loaderData.state === "ready") {
      return <ConfirmSubscriptionPrompt token={loaderData.token} submitting={navigation.state === "submitting"} />;
    }
    return <ConfirmSubscriptionResult result={loaderData.state} />;
  }
  return (
    <>
      <section className="bg-ink text-white">
        <div className="page-container py-8 md:py-10">
          <p className="text-sm font-semibold tracking-widest text-signal uppercase">Email verification</p>
          <h1 className="page-title mt-1 max-w-3xl">This link is not valid</h1>
        </div>
      </section>
      <div className="page-container py-6 text-lg">
        <div className="max-w-3xl space-y-2">
          <p>
            We couldn't tell what this link is meant to verify. Please open it exactly as it appears in your email; if
            your email program split it across two lines, copy the whole address into your browser.
          </p>
          <p>
            <Link to="/" className="font-semibold underline underline-offset-4 hover:decoration-2">
              Back to the home page
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}

/**
 * The steps every kind of link takes when its button is pressed: a missing or malformed token is
 * refused, then the visitor's network spends one attempt, then `verify` gives the result and status.
 */
/** An applicant's verification link pressed: its result and the status it answers with. */
async function verifyApplicant(services: Services, token: string) {
  const outcome = await verifyApplicantEmail(services, token);
  if (outcome.ok) return { result: "verified" as const, status: 200 };
  return { result: outcome.reason, status: outcome.reason === "expired" ? 410 : 404 };
}

/** A newsletter confirmation link pressed: its result and the status it answers with. */
async function confirmNewsletter(services: Services, token: string) {
  const result = await confirmSubscription(services, token);
  return { result, status: result === "invalid" ? 404 : result === "expired" ? 410 : 200 };
}

async function actOnLink<Type extends string, Result extends string>(
  type: Type,
  link: ReturnType<typeof readLink>,
  consumeLimit: () => Promise<RateLimitResult>,
  verify: (token: string) => Promise<{ result: Result; status: number }>,
) {
  if (!link.token) {
    const result = link.tokenState === "missing" ? ("incomplete" as const) : ("invalid" as const);
    return data({ type, result, retryAfterSeconds: 0 }, { status: 400 });
  }
  const limit = await consumeLimit();
  if (!limit.allowed) {
    return data(
      { type, result: "rate-limited" as const, retryAfterSeconds: limit.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const { result, status } = await verify(link.token);
  return data({ type, result, retryAfterSeconds: 0 }, { status });
}
