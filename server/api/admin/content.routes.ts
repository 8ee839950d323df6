import { createRoute, z } from "@hono/zod-openapi";
import { contentCollectionNames, contentStatuses } from "#app/domain/content.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import { loadDirectory } from "#app/features/content/directory.server.ts";
import { tryRenderMarkdown } from "#app/features/content/markdown.server.ts";
import { resolveReferences } from "#app/features/content/references.ts";
import {
  auditedItem,
  changeStudioStatus,
  createStudioItem,
  deleteStudioItem,
  getStudioItem,
  getStudioRevision,
  listStudioItems,
  listStudioRevisions,
  restoreStudioRevision,
  scheduleStudioItem,
  updateStudioItem,
} from "#app/features/content/studio.server.ts";
import {
  contentActionSchema,
  contentCreateSchema,
  contentListSchema,
  contentPreviewSchema,
  contentScheduleSchema,
  contentUpdateSchema,
} from "#app/features/content/studio-schemas.ts";
import { commonErrors, problemAnswer } from "../errors.ts";
import { answer, dataOf, dateTime, idParam, jsonBody, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiServices } from "../types.ts";
import { auditedChange, editorOf } from "./changes.ts";
import { documentProblems, documentRoutes } from "./documents.ts";

// The back office's content studio: blogs, articles, customer stories,
// whitepapers, press releases, announcements and events. Role marketing (admin
// passes too). Every save names the revision it started from and is refused
// with 409 when another save came first; every change writes its revision row
// and its audit entry in its own transaction. Business logic:
// app/features/content/studio.server.ts.

const tags = ["Back office: content"];

const statusSchema = z.enum(contentStatuses);
const studioListItemSchema = z
  .object({
    id: z.string().uuid(),
    collection: z.enum(contentCollectionNames),
    slug: z.string(),
    url: z.string(),
    title: z.string(),
    status: statusSchema,
    publishAt: dateTime.nullable(),
    publishedAt: dateTime.nullable(),
    revision: z.number().int(),
    updatedByName: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
    siteProblem: z
      .string()
      .nullable()
      .openapi({ description: "Why the site cannot show the item's body (it is left off the site), or null." }),
  })
  .openapi("ContentStudioListItem");
const studioItemSchema = studioListItemSchema
  .omit({ title: true })
  .extend({
    data: z.record(z.string(), z.unknown()),
    body: z.string(),
    coverImage: z
      .object({ id: z.string().uuid(), width: z.number().int(), height: z.number().int() })
      .nullable()
      .openapi({ description: "The cover photo from the image library; null shows the drawn cover." }),
  })
  .openapi("ContentStudioItem");
const revisionSchema = z
  .object({
    revision: z.number().int(),
    slug: z.string(),
    status: statusSchema,
    staffName: z.string(),
    createdAt: dateTime,
  })
  .openapi("ContentRevision");
const revisionDetailSchema = revisionSchema
  .extend({
    data: z.record(z.string(), z.unknown()),
    body: z.string(),
    bodyDiff: z.array(z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() })),
    changedFields: z.array(z.string()),
  })
  .openapi("ContentRevisionDetail");
const revisionParams = idParam.extend({
  revision: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: "revision", in: "path" } }),
});

const itemAnswer = answer("The item as it is now.", dataOf(studioItemSchema));

/** The content studio as a kind of document (decision 0036). */
const studioDocuments = {
  base: "/admin/content",
  tags,
  area: areaRoles.content,
  statuses: contentStatuses,
  texts: {
    notFound: "This content item does not exist.",
    notFoundAnswer: "Unknown item or revision.",
    conflictAnswer:
      "Someone saved the item since the given revision (the message names who and when), the address is in use, or the item is not in a status the action starts from.",
    itemAnswer: "The item as it is now.",
    deleted: "What was deleted.",
    page: "A page of items.",
    summaries: {
      list: "Items of every collection and status, filtered and searched, with counts per status",
      create: "Create a draft (revision 1); fields are checked by the collection's schema",
      get: "One item of any status, with its fields and body",
      update: "Save the fields, address and body over the revision the editor started from (its status stays)",
      remove: "Delete a draft that was never published",
      schedule: "Schedule publication at a date and time in a named time zone (stored in UTC; must be ahead)",
    },
  },
  schemas: {
    listQuery: contentListSchema,
    listItem: studioListItemSchema,
    item: studioItemSchema,
    create: contentCreateSchema,
    update: contentUpdateSchema,
    action: contentActionSchema,
    schedule: contentScheduleSchema,
  },
  steps: [
    { step: "publish", summary: "Publish now: the item goes live on the site" },
    { step: "unpublish", summary: "Unpublish: the item leaves the site" },
    { step: "draft", summary: "Take a scheduled or unpublished item back to draft" },
  ],
  audit: { prefix: "content", entityType: "content_item", row: auditedItem },
  features: {
    list: listStudioItems,
    get: getStudioItem,
    create: createStudioItem,
    update: updateStudioItem,
    remove: deleteStudioItem,
    schedule: scheduleStudioItem,
    step: changeStudioStatus,
  },
} as const;
const problems = documentProblems(studioDocuments.texts);

/** What only the studio has: the Markdown preview, and the revisions with their diff and restore. */
const routes = {
  preview: createRoute({
    method: "post",
    path: "/admin/content/preview",
    tags,
    security: staffCookie,
    summary: "Render a body's Markdown as the item's page will show it, references to the directory resolved",
    request: jsonBody(contentPreviewSchema),
    responses: {
      200: answer(
        "Sanitised HTML, with the references to the directory it names that do not exist (rendered as nothing).",
        dataOf(z.object({ html: z.string(), unknownReferences: z.array(z.string()) })),
      ),
      ...staffGuarded,
      ...commonErrors,
    },
  }),
  revisions: createRoute({
    method: "get",
    path: "/admin/content/{id}/revisions",
    tags,
    security: staffCookie,
    summary: "Every saved revision of the item, newest first, with who saved it and when",
    request: { params: idParam },
    responses: {
      200: answer("The revisions.", dataOf(z.array(revisionSchema))),
      ...staffGuarded,
      404: problems[404],
    },
  }),
  revision: createRoute({
    method: "get",
    path: "/admin/content/{id}/revisions/{revision}",
    tags,
    security: staffCookie,
    summary: "One revision, with its line diff to the current body and the fields that differ",
    request: { params: revisionParams },
    responses: {
      200: answer("The revision.", dataOf(revisionDetailSchema)),
      ...staffGuarded,
      400: commonErrors[400],
      404: problems[404],
    },
  }),
  restore: createRoute({
    method: "post",
    path: "/admin/content/{id}/revisions/{revision}/restore",
    tags,
    security: staffCookie,
    summary: "Restore a revision's address, fields and body as a new revision",
    request: { params: revisionParams, ...jsonBody(contentActionSchema) },
    responses: { 200: itemAnswer, ...staffGuarded, ...problems },
  }),
};

export function contentStudioRoutes(services: ApiServices) {
  return documentRoutes(services, studioDocuments)
    .openapi(routes.preview, async (c) => {
      const directory = await loadDirectory(services);
      const resolved = resolveReferences(c.req.valid("json").markdown, directory.references, { markdown: true });
      const render = tryRenderMarkdown(resolved.text);
      if (!render.ok) return c.json({ message: render.problem, errors: { markdown: [render.problem] } }, 400);
      return c.json({ data: { html: render.rendered.html, unknownReferences: resolved.unknown } }, 200);
    })
    .openapi(routes.revisions, async (c) => {
      const revisions = await listStudioRevisions(services.db, c.req.valid("param").id);
      if (!revisions) return c.json({ message: "This content item does not exist." }, 404);
      return c.json({ data: revisions }, 200);
    })
    .openapi(routes.revision, async (c) => {
      const { id, revision } = c.req.valid("param");
      const detail = await getStudioRevision(services.db, id, revision);
      if (!detail) return c.json({ message: "This item or revision does not exist." }, 404);
      return c.json({ data: detail }, 200);
    })
    .openapi(routes.restore, async (c) => {
      const { id, revision: from } = c.req.valid("param");
      const { revision } = c.req.valid("json");
      const result = await auditedChange(
        services,
        c,
        (tx) => restoreStudioRevision(tx, id, from, revision, editorOf(c)),
        ({ before, after }) => ({
          action: "content.restore",
          entityType: "content_item",
          entityId: id,
          before: auditedItem(before),
          after: auditedItem(after),
        }),
      );
      if (!result.ok) return problemAnswer(c, result);
      const item = await getStudioItem(services.db, id);
      if (!item) return c.json({ message: "This content item does not exist." }, 404);
      return c.json({ data: item }, 200);
    });
}
