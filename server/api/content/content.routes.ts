import { createRoute, z } from "@hono/zod-openapi";
import {
  contentRateLimits,
  recipientOf,
  redeemDownload,
  registerForEvent,
  requestWhitepaper,
} from "#app/features/content/requests.server.ts";
import { contentRequestSchema } from "#app/features/content/schema.ts";
import { consumeRateLimit } from "#app/lib/rate-limiter.ts";
import { refusal } from "#server/rate-limit.ts";
import { commonErrors, errorResponse, problemAnswer, routeGroup, tooManyRequestsAnswer } from "../errors.ts";
import { perIp } from "../limits.ts";
import { answer, dataOf, fileAnswer, jsonBody } from "../openapi.ts";
import type { ApiServices } from "../types.ts";

const slugParam = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "The address does not name a whitepaper or event.")
    .max(120)
    .openapi({ param: { name: "slug", in: "path" }, example: "fatigue-risk-in-night-operations" }),
});

const accepted = dataOf(z.object({ message: z.string(), downloadUrl: z.string().optional() }));

const whitepaperRoute = createRoute({
  method: "post",
  path: "/whitepapers/{slug}/requests",
  tags: ["Content"],
  summary: "Request a whitepaper: records the lead, emails a download link and returns it",
  request: { params: slugParam, ...jsonBody(contentRequestSchema) },
  responses: {
    201: answer("Recorded; the download link is in `data.downloadUrl` and on its way by email.", accepted),
    ...commonErrors,
    404: errorResponse("No whitepaper has this slug."),
  },
});

const downloadRoute = createRoute({
  method: "get",
  path: "/whitepapers/{slug}/download",
  tags: ["Content"],
  summary: "Download a whitepaper's PDF with the token from its request",
  request: {
    params: slugParam,
    query: z.object({ token: z.string().min(1, "The download link is incomplete.").max(200) }),
  },
  responses: {
    200: fileAnswer("The PDF.", ["application/pdf"]),
    400: errorResponse("The link is incomplete."),
    404: errorResponse("Unknown whitepaper, or the link is wrong or has expired."),
  },
});

const eventRoute = createRoute({
  method: "post",
  path: "/events/{slug}/registrations",
  tags: ["Content"],
  summary: "Register for an upcoming event",
  request: { params: slugParam, ...jsonBody(contentRequestSchema) },
  responses: {
    201: answer("Registered; a confirmation is on its way by email.", accepted),
    ...commonErrors,
    404: errorResponse("No event has this slug."),
    409: errorResponse("The address is already registered for this event, or registration is closed."),
    410: errorResponse("The event has taken place, registration has closed, or it is full."),
  },
});

export function contentRoutes(services: ApiServices) {
  const api = routeGroup();
  api.use("/whitepapers/*", perIp(services, contentRateLimits.whitepaperPerIp));
  api.use("/events/*", perIp(services, contentRateLimits.eventPerIp));
  /** A 429 once the address has had its emails from these forms today; counted before anything is sent. */
  const recipientLimited = async (input: { email: string }) => {
    const limit = await consumeRateLimit(services, contentRateLimits.perRecipient, recipientOf(input));
    if (limit.allowed) return undefined;
    return refusal(
      limit.retryAfterSeconds,
      "This address has already had several emails from these forms today. Please try again later.",
    );
  };

  return api
    .openapi(whitepaperRoute, async (c) => {
      const { slug } = c.req.valid("param");
      const input = c.req.valid("json");
      // Bots fill the hidden field: they get a normal-looking answer and nothing is kept.
      if (input.website) return c.json({ data: { message: "Thank you. The PDF is on its way by email." } }, 201);
      const limited = await recipientLimited(input);
      if (limited) return tooManyRequestsAnswer(c, limited);
      const outcome = await requestWhitepaper(services, slug, input, { userAgent: c.req.header("user-agent") ?? null });
      if (!outcome.ok) return problemAnswer(c, outcome);
      return c.json({ data: { message: outcome.message, downloadUrl: outcome.downloadUrl } }, 201);
    })
    .openapi(downloadRoute, async (c) => {
      const { slug } = c.req.valid("param");
      const { token } = c.req.valid("query");
      const paper = await redeemDownload(services, slug, token);
      if (!paper) {
        return c.json(
          { message: "This download link is wrong or has expired. Request a new copy on the whitepaper's page." },
          404,
        );
      }
      // PDF generation (pdfkit, its fonts and fontkit: about 30 MiB resident) is
      // loaded on the first download, not at start: most processes never serve one.
      const { whitepaperPdf } = await import("#app/features/content/whitepaper-pdf.server.ts");
      const { file } = await whitepaperPdf(paper);
      return new Response(new Uint8Array(file), {
        status: 200,
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${slug}.pdf"`,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    })
    .openapi(eventRoute, async (c) => {
      const { slug } = c.req.valid("param");
      const input = c.req.valid("json");
      if (input.website)
        return c.json({ data: { message: "You are registered. The confirmation is on its way." } }, 201);
      const limited = await recipientLimited(input);
      if (limited) return tooManyRequestsAnswer(c, limited);
      const outcome = await registerForEvent(services, slug, input, { userAgent: c.req.header("user-agent") ?? null });
      if (!outcome.ok) return problemAnswer(c, outcome);
      return c.json({ data: { message: outcome.message } }, 201);
    });
}
