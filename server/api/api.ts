import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hono } from "hono";
import type { MergeSchemaPath } from "hono/types";
import { unacceptableJson } from "../request-bodies.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { bookingsRoutes } from "./admin/bookings.routes.ts";
import { campaignRoutes } from "./admin/campaigns.routes.ts";
import { careersRoutes } from "./admin/careers.routes.ts";
import { contentStudioRoutes } from "./admin/content.routes.ts";
import { contentImageRoutes } from "./admin/content-images.routes.ts";
import { directoryRoutes } from "./admin/directory.routes.ts";
import { leadsRoutes } from "./admin/leads.routes.ts";
import { requestsRoutes } from "./admin/requests.routes.ts";
import { staffRecoveryRoutes } from "./admin/staff-recovery.routes.ts";
import { subscribersRoutes } from "./admin/subscribers.routes.ts";
import { bookingRoutes } from "./booking/booking.routes.ts";
import { applicantRoutes } from "./careers/applicant.routes.ts";
import { applicationRoutes } from "./careers/applications.routes.ts";
import { jobRoutes } from "./careers/jobs.routes.ts";
import { contentRoutes } from "./content/content.routes.ts";
import { renderApiDocs } from "./docs-page.ts";
import { validationHook } from "./errors.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { leadRoutes } from "./leads/leads.routes.ts";
import { perIp } from "./limits.ts";
import { newsletterRoutes } from "./newsletter/newsletter.routes.ts";
import { searchRoutes } from "./search/search.routes.ts";
import type { ApiEnv, ApiServices } from "./types.ts";

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const acceptedBodyTypes = /^(application\/([\w.-]+\+)?json|multipart\/form-data)\b/i;
const jsonType = /^application\/([\w.-]+\+)?json\b/i;

/** Writes one client may send to the API per minute, counted before any body is read. */
export const apiWriteBudget = { bucket: "api-write-ip", limit: 300, windowMs: 60_000 } as const;

/** The JSON API mounted under /api. */
export function createApi(services: ApiServices) {
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
  // Sizes are enforced for every request in server/request-bodies.ts before
  // this runs. Each client gets a budget of writes before any body is read or
  // parsed; the routes' own, tighter limits follow.
  const writeBudget = perIp(services, apiWriteBudget);
  api.use("*", (c, next) => (bodyMethods.has(c.req.method) ? writeBudget(c, next) : next()));

  // PostgreSQL cannot store a NUL character in text, nor a lone UTF-16
  // surrogate (it has no UTF-8 form), so either in any JSON string would fail
  // at the database as a 500; and deeply nested JSON costs parsing and
  // validation time out of proportion to its size. Both are judged on the text
  // in one linear pass before anything parses it.
  api.use("*", async (c, next) => {
    if (bodyMethods.has(c.req.method) && jsonType.test(c.req.header("content-type") ?? "")) {
      const reason = unacceptableJson(await c.req.text());
      if (reason) return c.json({ message: reason }, 400);
    }
    await next();
  });

  // Every group is built by chaining its operations, so the type of `routes`
  // carries each path, input and answer: `ApiRoutes` below, the typed client's contract.
  const routes = api
    .route("/", healthRoutes(services))
    .route("/", newsletterRoutes(services))
    .route("/", leadRoutes(services))
    .route("/", bookingRoutes(services))
    .route("/", contentRoutes(services))
    .route("/", searchRoutes(services))
    .route("/", jobRoutes(services))
    .route("/", applicantRoutes(services))
    .route("/", applicationRoutes(services))
    .route("/", adminRoutes(services))
    .route("/", careersRoutes(services))
    .route("/", leadsRoutes(services))
    .route("/", bookingsRoutes(services))
    .route("/", subscribersRoutes(services))
    .route("/", requestsRoutes(services))
    .route("/", contentImageRoutes(services))
    .route("/", contentStudioRoutes(services))
    .route("/", campaignRoutes(services))
    .route("/", directoryRoutes(services))
    .route("/", staffRecoveryRoutes(services));

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
  return routes;
}

type ApiSchema = ReturnType<typeof createApi> extends OpenAPIHono<ApiEnv, infer Schema> ? Schema : never;

/**
 * The API's contract as a type, with the `/api` prefix it is mounted under
 * (server/app.ts): what `hc<ApiRoutes>` in app/lib/api-client.ts is typed from.
 * Only ever imported with `import type`; no server code reaches the browser.
 */
export type ApiRoutes = Hono<ApiEnv, MergeSchemaPath<ApiSchema, "/api">, "/">;
