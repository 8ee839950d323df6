import { createRoute, z } from "@hono/zod-openapi";
import { loadDirectory } from "#app/features/content/directory.server.ts";
import { recordLeadEstimate } from "#app/features/leads/estimates.server.ts";
import { checkAgainstReferenceData, sendVerificationCode, submitLead } from "#app/features/leads/leads.server.ts";
import { codeMessages, leadDraftSchema, leadEstimateSchema, sendCodeSchema } from "#app/features/leads/schemas.ts";
import { estimateSavings } from "#app/lib/savings.ts";
import { generateToken } from "#app/lib/tokens.server.ts";
import { refusal } from "#server/rate-limit.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup, tooManyRequestsAnswer } from "../errors.ts";
import { perIp } from "../limits.ts";
import type { ApiServices } from "../types.ts";

const sendCodeRoute = createRoute({
  method: "post",
  path: "/leads/send-code",
  tags: ["Leads"],
  summary: "Email a 6-digit verification code to the lead's address",
  description:
    "The code is valid for 10 minutes and allows 5 attempts. A new code can be requested every 30 seconds, at most 5 times an hour per address.",
  request: { body: { required: true, content: { "application/json": { schema: sendCodeSchema } } } },
  responses: {
    200: {
      description: "The code is on its way.",
      content: {
        "application/json": {
          schema: z.object({ data: z.object({ sent: z.literal(true), expiresInSeconds: z.number() }) }),
        },
      },
    },
    ...commonErrors,
  },
});

const submitRoute = createRoute({
  method: "post",
  path: "/leads",
  tags: ["Leads"],
  summary: "Send the lead wizard's draft with its verification code",
  description:
    'Wrong code: 400 "Invalid verification code". Expired: 400 "Verification code expired. Request a new one." Sixth attempt: 429.',
  request: { body: { required: true, content: { "application/json": { schema: leadDraftSchema } } } },
  responses: {
    201: {
      description: "Lead stored; a confirmation goes to the visitor and a notification to sales.",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({
              id: z.string(),
              status: z.literal("new"),
              bookingToken: z.string().openapi({
                description: "The token of the signed link to book a demo: /book-a-demo?t={bookingToken}.",
              }),
            }),
          }),
        },
      },
    },
    ...commonErrors,
    400: errorResponse("Invalid draft, or a wrong or expired verification code."),
  },
});

const estimateRoute = createRoute({
  method: "post",
  path: "/leads/{id}/estimate",
  tags: ["Leads"],
  summary: "Link a savings-calculator estimate to the lead just sent",
  description:
    "Sent by the lead wizard right after POST /leads, with the lead's email address and the code it was verified with, which prove the caller sent the lead. The results are computed here from the calculator's figures, never taken from the caller. Within an hour of the lead, once per lead; sales get a short email with it.",
  request: {
    params: z.object({ id: z.uuid({ message: "Unknown lead." }).openapi({ param: { name: "id", in: "path" } }) }),
    body: { required: true, content: { "application/json": { schema: leadEstimateSchema } } },
  },
  responses: {
    201: {
      description: "The estimate is linked to the lead.",
      content: { "application/json": { schema: z.object({ data: z.object({ id: z.string() }) }) } },
    },
    ...commonErrors,
    404: errorResponse("No lead of this visitor: unknown, another address or code, or more than an hour old."),
    409: errorResponse("The lead already has its estimate."),
  },
});

export function leadRoutes(services: ApiServices) {
  const api = routeGroup();
  const tenMinutes = 10 * 60_000;
  api.use("/leads/send-code", perIp(services, { bucket: "lead-send-code-ip", limit: 10, windowMs: tenMinutes }));
  api.use("/leads", perIp(services, { bucket: "lead-submit-ip", limit: 20, windowMs: tenMinutes }));
  api.use("/leads/:id/estimate", perIp(services, { bucket: "lead-estimate-ip", limit: 10, windowMs: tenMinutes }));

  return api
    .openapi(sendCodeRoute, async (c) => {
      const { email } = c.req.valid("json");
      const result = await sendVerificationCode(services, email);
      if (!result.ok) {
        return tooManyRequestsAnswer(c, result);
      }
      return c.json({ data: { sent: true as const, expiresInSeconds: 600 } }, 200);
    })
    .openapi(submitRoute, async (c) => {
      const draft = c.req.valid("json");
      // Bots fill the hidden field: they get a normal-looking answer and nothing is kept.
      if (draft.website) {
        return c.json(
          { data: { id: crypto.randomUUID(), status: "new" as const, bookingToken: generateToken() } },
          201,
        );
      }
      const errors = checkAgainstReferenceData(draft);
      const fields = Object.keys(errors);
      if (fields.length > 0) {
        const first = fields[0] as string;
        return c.json({ message: errors[first]?.[0] ?? "Please check the form.", errors }, 400);
      }
      const result = await submitLead(services, draft, { userAgent: c.req.header("user-agent") ?? null });
      if (result.ok) {
        return c.json({ data: { id: result.id, status: "new" as const, bookingToken: result.bookingToken } }, 201);
      }
      if (result.reason === "too-many-attempts")
        return tooManyRequestsAnswer(c, refusal(600, codeMessages.tooManyAttempts));
      return c.json({ message: result.reason === "expired-code" ? codeMessages.expired : codeMessages.invalid }, 400);
    })
    .openapi(estimateRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { email, code, inputs } = c.req.valid("json");
      const directory = await loadDirectory(services);
      const results = estimateSavings(inputs, directory.figures);
      const linked = await recordLeadEstimate(services, { leadId: id, email, code, inputs, results });
      if (!linked.ok) return problemAnswer(c, linked);
      return c.json({ data: { id: linked.id } }, 201);
    });
}
