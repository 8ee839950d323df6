import { z } from "@hono/zod-openapi";
import { errorResponse } from "./errors.ts";

// The building blocks every route declaration (`createRoute` in
// server/api/*/*.routes.ts) is made of, so that each answer's schema is written
// once and the typed client (app/lib/api-client.ts) reads the same contract as
// the OpenAPI document.

/** A JSON request or answer body with this schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });

/** A required JSON request body: `request: jsonBody(schema)`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });

/** A JSON answer: `responses: { 200: answer("The job.", dataOf(jobSchema)) }`. */
export const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, ...json(schema) });

/** A CSV download (RFC 4180 with a UTF-8 BOM), as the back office's exports answer. */
export const csvAnswer = (description: string) => ({
  description,
  content: { "text/csv": { schema: z.string().openapi({ description: "RFC 4180 with a UTF-8 BOM" }) } },
});

/** The success envelope `{ data: … }` (decision 0002). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** An ISO 8601 timestamp as JSON carries it. */
export const dateTime = z.string().openapi({ format: "date-time" });

/** The paging of a list answer: `{ data: [...], meta: pageMeta }`. */
export const pageMeta = z.object({ total: z.number(), page: z.number(), pageSize: z.number() });

/** The `{id}` path parameter of back-office resources. */
export const idParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

/** The back office's cookie session (registered as a security scheme in admin.routes.ts). */
export const staffCookie = [{ staffCookie: [] }];

/** The careers portal's bearer token (registered as a security scheme in applicant.routes.ts). */
export const applicantBearer = [{ applicantBearer: [] }];

/** The answer of every applicant-only operation without a valid token. */
export const applicantUnauthorized = {
  401: errorResponse("The bearer token is missing, unknown, expired or revoked."),
};

/** The answers of a back-office operation: no session, or the wrong role, CSRF token or Origin. */
export const staffGuarded = {
  401: errorResponse("No session, or it expired (30 minutes idle, 12 hours at most) or was revoked."),
  403: errorResponse("The role may not use this area, or the CSRF token or Origin is wrong."),
};

/** A file answered as an attachment (its bytes, not JSON). */
export const fileAnswer = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }])),
});
