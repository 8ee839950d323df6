import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { StaffRole } from "#app/domain/staff.ts";
import type { Problem } from "#app/lib/problems.ts";
import type { Editor, WriteProblem } from "#app/lib/revisions.ts";
import type { Database } from "#db/client.ts";
import { changeProblems, commonErrors, problemAnswer, routeGroup } from "../errors.ts";
import { answer, dataOf, idParam, jsonBody, pageMeta, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { auditedChange, editorOf } from "./changes.ts";
import { requireStaff } from "./staff-auth.ts";

// The document kit's API (decision 0036): the operations every kind of
// back-office document has — list, one, create, save over a revision, delete a
// draft, schedule, and its workflow steps — declared once. A kind (content
// items, campaigns) hands its schemas, paths, texts, feature functions and
// audit names to `documentRoutes`, which answers its OpenAPI routes and
// handlers as one group; what only that kind has is chained after it in its
// own *.routes.ts. `documentRevisionRoutes` adds the revisions, one revision
// with its diff, and restore, for a kind that keeps them.

/** A change of an existing document: its row before and after. */
export type DocumentChange<Row> = { ok: true; before: Row; after: Row };

/** A feature function that changes an existing document by an editor's input. */
type DocumentEdit<Input, Row> = (
  tx: Database,
  id: string,
  input: Input,
  editor: Editor,
) => Promise<DocumentChange<Row> | WriteProblem>;

/** The texts a kind's operations are described and answered with. */
export type DocumentTexts = {
  /** The answer to an unknown id: "This content item does not exist." */
  notFound: string;
  /** The OpenAPI description of a 404. */
  notFoundAnswer: string;
  /** The OpenAPI description of a 409. */
  conflictAnswer: string;
  /** The description of the document's answer: "The item as it is now." */
  itemAnswer: string;
  /** The description of the delete answer. */
  deleted: string;
  /** The summaries of the shared operations. */
  summaries: Record<"list" | "create" | "get" | "update" | "remove" | "schedule", string>;
  /** The description of a list answer: "A page of items." */
  page: string;
};

/** The schemas a kind's operations read and answer with. */
export type DocumentSchemas = {
  listQuery: z.ZodObject;
  listItem: z.ZodType;
  item: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  /** The body of a workflow step: the revision it starts from. */
  action: z.ZodType<{ revision: number }>;
  schedule: z.ZodType<{ revision: number }>;
};

/** A kind of document, as its API declares it. */
export type DocumentDeclaration<
  Base extends string,
  Steps extends readonly string[],
  Statuses extends readonly [string, ...string[]],
  Schemas extends DocumentSchemas,
  Row extends { id: string },
> = {
  /** Where its operations live: "/admin/content". */
  base: Base;
  tags: string[];
  /** The roles of its back-office area (app/features/admin/roles.ts). */
  area: readonly StaffRole[];
  statuses: Statuses;
  texts: DocumentTexts;
  schemas: Schemas;
  /** The workflow steps, each at `{base}/{id}/{step}`, with its summary. */
  steps: { [I in keyof Steps]: { step: Steps[I]; summary: string } };
  /** How the audit log names its changes: `${prefix}.${verb}` on `entityType`, keeping `row(row)`. */
  audit: { prefix: string; entityType: string; row: (row: Row) => Record<string, unknown> };
  /** The feature's functions (each change takes the transaction its audit entry is written in). */
  features: {
    list: (
      db: Database,
      query: z.infer<Schemas["listQuery"]>,
    ) => Promise<{
      data: z.infer<Schemas["listItem"]>[];
      meta: z.infer<typeof pageMeta>;
      counts: Record<string, number>;
    }>;
    get: (db: Database, id: string) => Promise<z.infer<Schemas["item"]> | null | undefined>;
    create: (
      tx: Database,
      input: z.infer<Schemas["create"]>,
      editor: Editor,
    ) => Promise<{ ok: true; row: Row } | WriteProblem>;
    update: DocumentEdit<z.infer<Schemas["update"]>, Row>;
    remove: (tx: Database, id: string) => Promise<{ ok: true; row: Row } | WriteProblem>;
    schedule: DocumentEdit<z.infer<Schemas["schedule"]>, Row>;
    step: (
      tx: Database,
      id: string,
      step: Steps[number],
      revision: number,
      editor: Editor,
    ) => Promise<DocumentChange<Row> | WriteProblem>;
  };
  /** Runs after a change is committed (campaigns wake the outbox worker for "send-now"). */
  afterChange?: (services: ApiServices, verb: string) => void;
};

/** What a change of a kind's document may answer besides success. */
export const documentProblems = (texts: DocumentTexts) => changeProblems(texts.notFoundAnswer, texts.conflictAnswer);

/** The path of a document's sub-resource: `/admin/content/{id}/publish`. */
type DocumentPath<Base extends string, Rest extends string> = `${Base}/{id}/${Rest}`;

/** The OpenAPI route of one workflow step. */
function stepRoute<
  Base extends string,
  Step extends string,
  Action extends z.ZodType,
  Answer extends RouteConfig["responses"],
>(base: Base, step: Step, summary: string, tags: string[], action: Action, responses: Answer) {
  return createRoute({
    method: "post",
    path: `${base}/{id}/${step}` as DocumentPath<Base, Step>,
    tags,
    security: staffCookie,
    summary,
    request: { params: idParam, ...jsonBody(action) },
    responses,
  });
}

/** The OpenAPI routes of a kind's shared operations (they need nothing of its rows and functions). */
export function documentRouteConfigs<
  Base extends string,
  Steps extends readonly string[],
  Statuses extends readonly [string, ...string[]],
  Schemas extends DocumentSchemas,
>(
  kind: Pick<
    DocumentDeclaration<Base, Steps, Statuses, Schemas, { id: string }>,
    "base" | "tags" | "texts" | "statuses" | "schemas" | "steps"
  >,
) {
  const { base, tags, texts } = kind;
  // Read through a mapped type, each schema keeps the kind's own type (on `Schemas`
  // itself a property reads as its bound in DocumentSchemas, and the answers lose their shape).
  const schemas: { [K in keyof Schemas]: Schemas[K] } = kind.schemas;
  const problems = documentProblems(texts);
  const itemAnswer = answer(texts.itemAnswer, dataOf(schemas.item));
  const changed = { 200: itemAnswer, ...staffGuarded, ...problems };
  const withId = `${base}/{id}` as `${Base}/{id}`;
  return {
    list: createRoute({
      method: "get",
      path: base,
      tags,
      security: staffCookie,
      summary: texts.summaries.list,
      request: { query: schemas.listQuery },
      responses: {
        200: answer(
          texts.page,
          z.object({
            data: z.array(schemas.listItem),
            meta: pageMeta.extend({ counts: z.record(z.enum(kind.statuses), z.number().int()) }),
          }),
        ),
        ...staffGuarded,
        400: commonErrors[400],
      },
    }),
    create: createRoute({
      method: "post",
      path: base,
      tags,
      security: staffCookie,
      summary: texts.summaries.create,
      request: jsonBody(schemas.create),
      responses: { 201: answer("The draft.", dataOf(schemas.item)), ...staffGuarded, ...problems },
    }),
    get: createRoute({
      method: "get",
      path: withId,
      tags,
      security: staffCookie,
      summary: texts.summaries.get,
      request: { params: idParam },
      responses: { 200: itemAnswer, ...staffGuarded, 404: problems[404] },
    }),
    update: createRoute({
      method: "put",
      path: withId,
      tags,
      security: staffCookie,
      summary: texts.summaries.update,
      request: { params: idParam, ...jsonBody(schemas.update) },
      responses: changed,
    }),
    remove: createRoute({
      method: "delete",
      path: withId,
      tags,
      security: staffCookie,
      summary: texts.summaries.remove,
      request: { params: idParam },
      responses: {
        200: answer(texts.deleted, dataOf(z.object({ id: z.string().uuid() }))),
        ...staffGuarded,
        ...problems,
      },
    }),
    schedule: stepRoute(base, "schedule", texts.summaries.schedule, tags, schemas.schedule, changed),
    steps: kind.steps.map(({ step, summary }) => stepRoute(base, step, summary, tags, schemas.action, changed)) as {
      [I in keyof Steps]: ReturnType<typeof stepRoute<Base, Steps[I], Schemas["action"], typeof changed>>;
    },
  };
}

/** The answer with a document as it is now, or the kind's 404. */
async function documentNow<S extends 200 | 201>(
  c: Context<ApiEnv>,
  get: () => Promise<unknown>,
  notFound: string,
  status: S,
) {
  const document = await get();
  if (!document) return c.json({ message: notFound }, 404);
  return c.json({ data: document }, status);
}

/** What a handler reads of its request, as the route's schemas checked it. */
type Valid<Out extends object> = Context<ApiEnv, string, { out: Out }>;

/**
 * The group of a kind's shared operations: its area's role check, and the
 * routes of `documentRouteConfigs` with their handlers; every change runs in a
 * transaction with its audit entry (`auditedChange`) and answers the document
 * as it is now, or the feature's refusal (`problemAnswer`).
 */
export function documentRoutes<
  Base extends string,
  const Steps extends readonly string[],
  const Statuses extends readonly [string, ...string[]],
  Schemas extends DocumentSchemas,
  Row extends { id: string },
>(services: ApiServices, kind: DocumentDeclaration<Base, Steps, Statuses, Schemas, Row>) {
  const routes = documentRouteConfigs(kind);
  const { features, audit, texts } = kind;
  const api = routeGroup();
  const area = requireStaff(services, [...kind.area]);
  for (const path of [kind.base, `${kind.base}/*`]) api.use(path, area);

  const now = <S extends 200 | 201>(c: Context<ApiEnv>, id: string, status: S) =>
    documentNow(c, () => features.get(services.db, id), texts.notFound, status);

  /** A change of an existing document, audited with its state before and after. */
  const change = async (
    c: Context<ApiEnv>,
    id: string,
    verb: string,
    run: (tx: Database) => Promise<DocumentChange<Row> | WriteProblem>,
  ) => {
    const result = await auditedChange(services, c, run, ({ before, after }) => ({
      action: `${audit.prefix}.${verb}`,
      entityType: audit.entityType,
      entityId: id,
      before: audit.row(before),
      after: audit.row(after),
    }));
    if (!result.ok) return problemAnswer(c, result);
    kind.afterChange?.(services, verb);
    return now(c, id, 200);
  };

  /** A change that creates or deletes a row, audited with that row. */
  const rowChange = async (
    c: Context<ApiEnv>,
    verb: "create" | "delete",
    run: (tx: Database) => Promise<{ ok: true; row: Row } | Problem<WriteProblem["kind"]>>,
    idOf: (row: Row) => string,
  ) =>
    auditedChange(services, c, run, ({ row }) => ({
      action: `${audit.prefix}.${verb}`,
      entityType: audit.entityType,
      entityId: idOf(row),
      ...(verb === "create" ? { after: audit.row(row) } : { before: audit.row(row) }),
    }));

  const stepHandlers = kind.steps.map(({ step }, index) => ({
    route: routes.steps[index],
    handler: (c: Valid<{ param: { id: string }; json: { revision: number } }>) => {
      const { id } = c.req.valid("param");
      const { revision } = c.req.valid("json");
      return change(c, id, step, (tx) => features.step(tx, id, step, revision, editorOf(c)));
    },
  })) as { [I in keyof Steps]: { route: (typeof routes.steps)[I]; handler: unknown } };

  return api.openapiRoutes([
    {
      route: routes.list,
      handler: async (c: Valid<{ query: z.infer<Schemas["listQuery"]> }>) => {
        const { counts, ...page } = await features.list(services.db, c.req.valid("query"));
        return c.json({ data: page.data, meta: { ...page.meta, counts } }, 200);
      },
    },
    {
      route: routes.create,
      handler: async (c: Valid<{ json: z.infer<Schemas["create"]> }>) => {
        const input = c.req.valid("json");
        const result = await rowChange(
          c,
          "create",
          (tx) => features.create(tx, input, editorOf(c)),
          (row) => row.id,
        );
        if (!result.ok) return problemAnswer(c, result);
        return now(c, result.row.id, 201);
      },
    },
    {
      route: routes.get,
      handler: (c: Valid<{ param: { id: string } }>) => now(c, c.req.valid("param").id, 200),
    },
    {
      route: routes.update,
      handler: (c: Valid<{ param: { id: string }; json: z.infer<Schemas["update"]> }>) => {
        const { id } = c.req.valid("param");
        const input = c.req.valid("json");
        return change(c, id, "update", (tx) => features.update(tx, id, input, editorOf(c)));
      },
    },
    {
      route: routes.remove,
      handler: async (c: Valid<{ param: { id: string } }>) => {
        const { id } = c.req.valid("param");
        const result = await rowChange(
          c,
          "delete",
          (tx) => features.remove(tx, id),
          () => id,
        );
        if (!result.ok) return problemAnswer(c, result);
        return c.json({ data: { id } }, 200);
      },
    },
    {
      route: routes.schedule,
      handler: (c: Valid<{ param: { id: string }; json: z.infer<Schemas["schedule"]> }>) => {
        const { id } = c.req.valid("param");
        const input = c.req.valid("json");
        return change(c, id, "schedule", (tx) => features.schedule(tx, id, input, editorOf(c)));
      },
    },
    ...stepHandlers,
  ] as const);
}
