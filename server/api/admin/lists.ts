import { createRoute, z } from "@hono/zod-openapi";
import { commonErrors } from "../errors.ts";
import { answer, csvAnswer, pageMeta, staffCookie, staffGuarded } from "../openapi.ts";

// The back office's filtered lists with their CSV export (leads, subscribers,
// downloads and registrations): one page of rows as JSON at the list's path,
// and every row the same filters match as a CSV file at `{path}/export.csv`.

/** The summary, description and query of one of the two operations. */
type Operation<Query extends z.ZodObject> = { summary: string; description: string; query: Query };

/** The OpenAPI routes of a list (`list`) and its CSV export (`export`). */
export function listWithExportRoutes<
  Path extends string,
  Item extends z.ZodType,
  ListQuery extends z.ZodObject,
  ExportQuery extends z.ZodObject,
>(path: Path, tags: string[], item: Item, operations: { list: Operation<ListQuery>; export: Operation<ExportQuery> }) {
  const { list, export: csv } = operations;
  return {
    list: createRoute({
      method: "get",
      path,
      tags,
      summary: list.summary,
      description: list.description,
      security: staffCookie,
      request: { query: list.query },
      responses: {
        200: answer("One page.", z.object({ data: z.array(item), meta: pageMeta })),
        ...commonErrors,
        ...staffGuarded,
      },
    }),
    export: createRoute({
      method: "get",
      path: `${path}/export.csv` as `${Path}/export.csv`,
      tags,
      summary: csv.summary,
      description: csv.description,
      security: staffCookie,
      request: { query: csv.query },
      responses: { 200: csvAnswer("The CSV file, as an attachment."), ...commonErrors, ...staffGuarded },
    }),
  };
}
