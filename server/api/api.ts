import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { applicationMessages, UPLOAD_BODY_MAX_BYTES } from "../../app/features/careers/application-schemas.ts";
import { registerAdminRoutes } from "./admin/admin.routes.ts";
import { registerHrRoutes } from "./admin/hr.routes.ts";
import { registerSalesRoutes } from "./admin/sales.routes.ts";
import { registerStaffRecoveryRoutes } from "./admin/staff-recovery.routes.ts";
import { registerApplicantRoutes } from "./careers/applicant.routes.ts";
import { registerApplicationRoutes, uploadPathPattern } from "./careers/applications.routes.ts";
import { registerJobRoutes } from "./careers/jobs.routes.ts";
import { registerContentRoutes } from "./content/content.routes.ts";
import { renderApiDocs } from "./docs-page.ts";
import { validationHook } from "./errors.ts";
import { registerHealthRoutes } from "./health/health.routes.ts";
import { registerLeadRoutes } from "./leads/leads.routes.ts";
import { registerNewsletterRoutes } from "./newsletter/newsletter.routes.ts";
import type { ApiEnv, ApiServices } from "./types.ts";

/** Largest JSON body the API reads. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const acceptedBodyTypes = /^(application\/([\w.-]+\+)?json|multipart\/form-data)\b/i;

const jsonType = /^application\/([\w.-]+\+)?json\b/i;
export const nulMessage = "Text may not contain NUL characters (\\u0000).";
export const surrogateMessage = "Text may not contain unpaired surrogate characters (\\ud800 to \\udfff).";

/** Why a string cannot be stored in PostgreSQL text: a NUL, or UTF-16 with no UTF-8 form. */
function unstorable(text: string): string | null {
  if (text.includes("\u0000")) return nulMessage;
  if (!text.isWellFormed()) return surrogateMessage;
  return null;
}

/** The first reason any string or key in a parsed JSON value cannot be stored, or null. */
function unstorableText(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return unstorable(value);
  if (value === null || typeof value !== "object" || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const reason = unstorableText(item, depth + 1);
      if (reason) return reason;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const reason = unstorable(key) ?? unstorableText(item, depth + 1);
    if (reason) return reason;
  }
  return null;
}

/** The JSON API mounted under /api. */
export function createApi(services: ApiServices): OpenAPIHono<ApiEnv> {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  api.use("*", async (c, next) => {
    if (bodyMethods.has(c.req.method)) {
      const type = c.req.header("content-type");
      const length = c.req.header("content-length");
      const hasBody =
        type !== undefined || (length !== undefined && length !== "0") || c.req.header("transfer-encoding");
      if (hasBody && !acceptedBodyTypes.test(type ?? "")) {
        return c.json({ message: "Send the request body as JSON with Content-Type: application/json." }, 415);
      }
    }
    await next();
  });
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: "The request body is too large; the limit is 1 MB." }, 413),
  });
  // Résumé uploads: the 5 MB file plus the form's other fields, counted while
  // the body is read (a missing or false Content-Length cannot get past it).
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_MAX_BYTES,
    onError: (c) => c.json({ message: applicationMessages.bodyTooLarge }, 413),
  });
  api.use("*", (c, next) =>
    c.req.method === "POST" && uploadPathPattern.test(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next),
  );

  // PostgreSQL cannot store a NUL character in text, nor a lone UTF-16
  // surrogate (it has no UTF-8 form), so either in any JSON string would fail
  // at the database as a 500. Refuse them up front for every route (the fuzz
  // suite found them in the whitepaper and event forms and the staff sign-in).
  api.use("*", async (c, next) => {
    if (bodyMethods.has(c.req.method) && jsonType.test(c.req.header("content-type") ?? "")) {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return next(); // malformed: the route's validation answers 400
      }
      const reason = unstorableText(body);
      if (reason) return c.json({ message: reason }, 400);
    }
    await next();
  });

  registerHealthRoutes(api, services);
  registerNewsletterRoutes(api, services);
  registerLeadRoutes(api, services);
  registerContentRoutes(api, services);
  registerJobRoutes(api, services);
  registerApplicantRoutes(api, services);
  registerApplicationRoutes(api, services);
  registerAdminRoutes(api, services);
  registerHrRoutes(api, services);
  registerSalesRoutes(api, services);
  registerStaffRecoveryRoutes(api, services);

  const documentConfig = {
    openapi: "3.1.0",
    info: {
      title: "Marut website API",
      version: "1.0.0",
      description: "The API behind the Marut website, careers portal, lead wizard and newsletter.",
    },
    servers: [{ url: "/api" }],
  };
  api.doc31("/openapi.json", documentConfig);
  api.get("/docs", (c) => {
    const document = api.getOpenAPI31Document(documentConfig);
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    return c.html(renderApiDocs(document as unknown as Parameters<typeof renderApiDocs>[0]));
  });
  return api;
}
