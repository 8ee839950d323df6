import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteUnusedDirectoryEntry } from "#app/features/admin/directory/directory-uses.server.ts";
import { areaRoles } from "#app/features/admin/roles.ts";
import {
  createDirectoryEntry,
  type DirectoryChange,
  type DirectoryProblem,
  readDirectory,
  reorderDirectory,
  updateDirectoryEntry,
} from "#app/features/content/directory.server.ts";
import {
  type DirectoryInput,
  type DirectoryKind,
  faqInputSchema,
  figureInputSchema,
  officeInputSchema,
  personInputSchema,
  reorderInputSchema,
} from "#app/features/content/directory-schemas.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import type { Database } from "#db/client.ts";
import { clientIp } from "#server/client-ip.ts";
import { changeProblems, problemAnswer, routeGroup } from "../errors.ts";
import { answer, dataOf, dateTime, idParam, jsonBody, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// The back office's company directory: people, headline figures, offices and
// FAQs, shown by Team, About, Contact, FAQs, the figure-bearing pages and every
// content item that references them. Role marketing (admin passes too). Every
// write records its audit entry in its own transaction; the tables' triggers
// bump the page data version, so every instance shows the change within a
// second. Business logic: app/features/content/directory.server.ts. Rows are
// answered as stored (dates as ISO strings), so handlers hand them over as the
// routes' row schemas declare them.

const tags = ["Back office: directory"];
const writeProblems = changeProblems(
  "Unknown entry.",
  "The address, key or question is taken, the list changed since it was loaded, or the entry to delete is still quoted.",
);

const personSchema = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    city: z.string().nullable(),
    teamGroup: z.string().nullable(),
    portraitImageId: z.string().uuid().nullable(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    sortOrder: z.number().int(),
    updatedAt: dateTime,
  })
  .openapi("DirectoryPerson");
const figureSchema = z
  .object({
    key: z.string(),
    value: z.string(),
    label: z.string(),
    source: z.string(),
    asOf: z.string().openapi({ format: "date" }),
    updatedAt: dateTime,
  })
  .openapi("DirectoryFigure");
const officeSchema = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    role: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hours: z.string(),
    timeZone: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    sortOrder: z.number().int(),
    updatedAt: dateTime,
  })
  .openapi("DirectoryOffice");
const faqSchema = z
  .object({
    id: z.string().uuid(),
    category: z.string(),
    question: z.string(),
    answer: z.string(),
    sortOrder: z.number().int(),
    updatedAt: dateTime,
  })
  .openapi("DirectoryFaq");
const directorySchema = z
  .object({
    people: z.array(personSchema),
    figures: z.array(figureSchema),
    offices: z.array(officeSchema),
    faqs: z.array(faqSchema),
  })
  .openapi("Directory");

const entryRoutes = <K extends DirectoryKind, I extends z.ZodType, R extends z.ZodType>(
  kind: K,
  what: string,
  input: I,
  row: R,
) => ({
  create: createRoute({
    method: "post",
    path: `/admin/directory/${kind}` as `/admin/directory/${K}`,
    tags,
    security: staffCookie,
    summary: `Add ${what}`,
    request: jsonBody(input),
    responses: { 201: answer(`The new ${what}.`, dataOf(row)), ...staffGuarded, ...writeProblems },
  }),
  update: createRoute({
    method: "put",
    path: `/admin/directory/${kind}/{id}` as `/admin/directory/${K}/{id}`,
    tags,
    security: staffCookie,
    summary: `Change ${what}`,
    description:
      "A figure's key and a person's address are fixed once created (content quotes them by it): a different one is refused with 400.",
    request: { params: idParam, ...jsonBody(input) },
    responses: { 200: answer(`The ${what} as it is now.`, dataOf(row)), ...staffGuarded, ...writeProblems },
  }),
  remove: createRoute({
    method: "delete",
    path: `/admin/directory/${kind}/{id}` as `/admin/directory/${K}/{id}`,
    tags,
    security: staffCookie,
    summary: `Delete ${what}`,
    description:
      "A person or a figure that a page, a studio item or a campaign still to send quotes is refused with 409, naming where it is used.",
    request: { params: idParam },
    responses: {
      200: answer("What was deleted.", dataOf(z.object({ id: z.string() }))),
      ...staffGuarded,
      ...writeProblems,
    },
  }),
});

const reorderRoute = <K extends "people" | "offices" | "faqs">(kind: K) =>
  createRoute({
    method: "put",
    path: `/admin/directory/${kind}/order` as `/admin/directory/${K}/order`,
    tags,
    security: staffCookie,
    summary: `Put the ${kind} in a new order (every id once)`,
    request: jsonBody(reorderInputSchema),
    responses: {
      200: answer("The new order.", dataOf(z.object({ ids: z.array(z.string()) }))),
      ...staffGuarded,
      ...writeProblems,
    },
  });

const routes = {
  list: createRoute({
    method: "get",
    path: "/admin/directory",
    tags,
    security: staffCookie,
    summary: "The whole directory: people, figures, offices and FAQs, each in its order",
    responses: { 200: answer("The directory.", dataOf(directorySchema)), ...staffGuarded },
  }),
  people: entryRoutes("people", "a person", personInputSchema, personSchema),
  figures: entryRoutes(
    "figures",
    "a headline figure (with its source and as-of date)",
    figureInputSchema,
    figureSchema,
  ),
  offices: entryRoutes("offices", "an office", officeInputSchema, officeSchema),
  faqs: entryRoutes("faqs", "a frequently asked question", faqInputSchema, faqSchema),
  peopleOrder: reorderRoute("people"),
  officesOrder: reorderRoute("offices"),
  faqsOrder: reorderRoute("faqs"),
};

/** A row as the API answers it: its last change as an ISO string. */
const dated = <Row extends { updatedAt: Date }>(row: Row) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export function directoryRoutes(services: ApiServices) {
  const api = routeGroup();
  const area = requireStaff(services, [...areaRoles.directory]);
  for (const path of ["/admin/directory", "/admin/directory/*"]) api.use(path, area);

  /** Runs a change and writes its audit entry in the same transaction; a refused change writes nothing. */
  const audited = <Done extends DirectoryChange>(
    c: Context<ApiEnv>,
    kind: DirectoryKind,
    verb: string,
    change: (tx: Database) => Promise<Done | DirectoryProblem>,
  ) =>
    services.db.transaction(async (tx) => {
      const done = await change(tx);
      if (!done.ok) return done;
      await recordAudit(tx, {
        staff: currentStaff(c),
        ip: clientIp(c, services.trustProxy),
        action: `directory.${kind}.${verb}`,
        entityType: `directory_${kind}`,
        entityId: done.id,
        before: done.before,
        after: done.after,
      });
      return done;
    });

  const create = async <K extends DirectoryKind>(c: Context<ApiEnv>, kind: K, input: DirectoryInput[K]) => {
    const result = await audited(c, kind, "create", (tx) => createDirectoryEntry(tx, kind, input));
    if (!result.ok) return problemAnswer(c, result);
    return c.json({ data: dated(result.after) }, 201);
  };
  const update = async <K extends DirectoryKind>(c: Context<ApiEnv>, kind: K, id: string, input: DirectoryInput[K]) => {
    const result = await audited(c, kind, "update", (tx) => updateDirectoryEntry(tx, kind, id, input));
    if (!result.ok) return problemAnswer(c, result);
    return c.json({ data: dated(result.after) }, 200);
  };
  const remove = async (c: Context<ApiEnv>, kind: DirectoryKind, id: string) => {
    const result = await audited(c, kind, "delete", (tx) => deleteUnusedDirectoryEntry(tx, kind, id));
    if (!result.ok) return problemAnswer(c, result);
    return c.json({ data: { id } }, 200);
  };
  const reorder = async (c: Context<ApiEnv>, kind: "people" | "offices" | "faqs", ids: string[]) => {
    const result = await audited(c, kind, "reorder", (tx) => reorderDirectory(tx, kind, ids));
    if (!result.ok) return problemAnswer(c, result);
    return c.json({ data: { ids } }, 200);
  };

  return api
    .openapi(routes.list, async (c) => {
      const { references: _references, ...directory } = await readDirectory(services.db);
      return c.json(
        {
          data: {
            people: directory.people.map(({ portrait: _portrait, ...person }) => dated(person)),
            figures: directory.figures.map(dated),
            offices: directory.offices.map(dated),
            faqs: directory.faqs.map(dated),
          },
        },
        200,
      );
    })
    .openapi(routes.peopleOrder, (c) => reorder(c, "people", c.req.valid("json").ids))
    .openapi(routes.officesOrder, (c) => reorder(c, "offices", c.req.valid("json").ids))
    .openapi(routes.faqsOrder, (c) => reorder(c, "faqs", c.req.valid("json").ids))
    .openapi(routes.people.create, (c) => create(c, "people", c.req.valid("json")))
    .openapi(routes.people.update, (c) => update(c, "people", c.req.valid("param").id, c.req.valid("json")))
    .openapi(routes.people.remove, (c) => remove(c, "people", c.req.valid("param").id))
    .openapi(routes.figures.create, (c) => create(c, "figures", c.req.valid("json")))
    .openapi(routes.figures.update, (c) => update(c, "figures", c.req.valid("param").id, c.req.valid("json")))
    .openapi(routes.figures.remove, (c) => remove(c, "figures", c.req.valid("param").id))
    .openapi(routes.offices.create, (c) => create(c, "offices", c.req.valid("json")))
    .openapi(routes.offices.update, (c) => update(c, "offices", c.req.valid("param").id, c.req.valid("json")))
    .openapi(routes.offices.remove, (c) => remove(c, "offices", c.req.valid("param").id))
    .openapi(routes.faqs.create, (c) => create(c, "faqs", c.req.valid("json")))
    .openapi(routes.faqs.update, (c) => update(c, "faqs", c.req.valid("param").id, c.req.valid("json")))
    .openapi(routes.faqs.remove, (c) => remove(c, "faqs", c.req.valid("param").id));
}
