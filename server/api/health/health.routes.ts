import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse, routeGroup } from "../errors.ts";
import type { ApiServices } from "../types.ts";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "Liveness: the process is up and answering",
  responses: {
    200: {
      description: "Alive.",
      content: { "application/json": { schema: z.object({ data: z.object({ status: z.literal("ok") }) }) } },
    },
  },
});

const readyRoute = createRoute({
  method: "get",
  path: "/ready",
  tags: ["Operations"],
  summary: "Readiness: the database answers",
  responses: {
    200: {
      description: "Ready to take traffic.",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
          }),
        },
      },
    },
    503: errorResponse("The database does not answer."),
  },
});

/** The liveness answer; the server also serves it from memory (server/main.ts). */
export const liveAnswer = { data: { status: "ok" as const } };

export function healthRoutes(services: ApiServices) {
  return routeGroup()
    .openapi(healthRoute, (c) => c.json(liveAnswer, 200))
    .openapi(readyRoute, async (c) => {
      try {
        await services.database.ping();
      } catch (error) {
        services.logger.warn({ err: error }, "readiness check: database unreachable");
        return c.json({ message: "The database is not reachable." }, 503);
      }
      return c.json({ data: { status: "ready" as const, database: services.database.kind } }, 200);
    });
}
