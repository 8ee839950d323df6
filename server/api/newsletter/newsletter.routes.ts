import { createRoute, z } from "@hono/zod-openapi";
import { newsletterMessages } from "#app/features/newsletter/messages.ts";
import {
  confirmSubscription,
  newsletterRateLimits,
  signUp,
  unsubscribe,
} from "#app/features/newsletter/newsletter.server.ts";
import { linkTokenSchema, subscribeSchema } from "#app/features/newsletter/schemas.ts";
import { refusal } from "#server/rate-limit.ts";
import { commonErrors, errorResponse, routeGroup, tooManyRequestsAnswer } from "../errors.ts";
import { perIp } from "../limits.ts";
import { answer, dataOf, jsonBody } from "../openapi.ts";
import type { ApiServices } from "../types.ts";

const subscribeRoute = createRoute({
  method: "post",
  path: "/newsletters/subscribe",
  tags: ["Newsletter"],
  summary: "Subscribe an email address (double opt-in)",
  description:
    "Stores the address as pending and emails a confirmation link valid for 48 hours. A pending address gets at most one email per 10 minutes; the answer is 200 either way.",
  request: jsonBody(subscribeSchema),
  responses: {
    200: answer(
      "Confirmation email queued (or recently sent).",
      z.object({ data: z.object({ status: z.literal("pending") }), message: z.string() }),
    ),
    ...commonErrors,
    409: errorResponse(`The address has already confirmed: message "${newsletterMessages.apiAlreadySubscribed}".`),
  },
});

const linkMessages = {
  confirmUnknown:
    "This confirmation link is not valid. It may be incomplete, or a newer confirmation email may have replaced it.",
  confirmExpired: "This confirmation link has expired. Please subscribe again to receive a new one.",
  unsubscribeUnknown: "This unsubscribe link is not valid. It may be incomplete.",
  unsubscribeExpired: "This unsubscribe link has expired. Please use the link in a more recent email.",
} as const;

const confirmRoute = createRoute({
  method: "post",
  path: "/newsletters/confirm",
  tags: ["Newsletter"],
  summary: "Confirm a subscription with the token from the confirmation email",
  description:
    "Redeems the single-use token from the `/verify-email?token=…&type=newsletter` link. Sending a used token again after the address has confirmed answers 200 as well.",
  request: jsonBody(linkTokenSchema),
  responses: {
    200: answer("The address is confirmed.", dataOf(z.object({ status: z.literal("confirmed") }))),
    ...commonErrors,
    404: errorResponse("The token is unknown, or was replaced by a newer confirmation email."),
    410: errorResponse("The token has expired (confirmation links are valid for 48 hours)."),
  },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/newsletters/unsubscribe",
  tags: ["Newsletter"],
  summary: "Unsubscribe with the token from any newsletter email",
  description:
    "Redeems the token from the `/newsletter/unsubscribe?token=…` link. The token stays valid, so repeating the request answers 200 again.",
  request: jsonBody(linkTokenSchema),
  responses: {
    200: answer("The address is unsubscribed.", dataOf(z.object({ status: z.literal("unsubscribed") }))),
    ...commonErrors,
    404: errorResponse("The token is unknown."),
    410: errorResponse("The token has expired."),
  },
});

export function newsletterRoutes(services: ApiServices) {
  const api = routeGroup();
  // The limit per network is charged here, before the body is read; signUp does the rest.
  api.use("/newsletters/subscribe", perIp(services, newsletterRateLimits.subscribePerIp));
  api.use("/newsletters/confirm", perIp(services, newsletterRateLimits.confirmPerIp));
  api.use("/newsletters/unsubscribe", perIp(services, newsletterRateLimits.unsubscribePerIp));

  return api
    .openapi(subscribeRoute, async (c) => {
      // The same sign-up as the footer form's page action: limits, honeypot and messages live in signUp.
      const outcome = await signUp(services, c.req.valid("json"), "counted");
      switch (outcome.kind) {
        case "accepted":
          return c.json({ data: { status: "pending" as const }, message: outcome.message }, 200);
        case "already-subscribed":
          return c.json({ message: outcome.message }, 409);
        case "invalid":
          return c.json({ message: outcome.message, errors: outcome.errors }, 400);
        case "rate-limited":
          return tooManyRequestsAnswer(c, refusal(outcome.retryAfterSeconds, outcome.message));
      }
    })
    .openapi(confirmRoute, async (c) => {
      const outcome = await confirmSubscription(services, c.req.valid("json").token);
      if (outcome === "invalid") return c.json({ message: linkMessages.confirmUnknown }, 404);
      if (outcome === "expired") return c.json({ message: linkMessages.confirmExpired }, 410);
      return c.json({ data: { status: "confirmed" as const } }, 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const outcome = await unsubscribe(services, c.req.valid("json").token);
      if (outcome === "invalid") return c.json({ message: linkMessages.unsubscribeUnknown }, 404);
      if (outcome === "expired") return c.json({ message: linkMessages.unsubscribeExpired }, 410);
      return c.json({ data: { status: "unsubscribed" as const } }, 200);
    });
}
