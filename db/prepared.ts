import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/**
 * A query built once per database and prepared under a name: drizzle assembles
 * its SQL text once instead of on every call, and PostgreSQL (or PGlite) parses
 * and plans it once per connection. For the statements a busy request runs
 * every time; its varying values are `sql.placeholder`s.
 *
 *   const jobPage = preparedPerDatabase((db) => db.select()…where(eq(jobs.slug, sql.placeholder("slug"))).prepare("job_page"));
 *   await jobPage(db).execute({ slug });
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const queries = new WeakMap<Database, Query>();
  return (db) => {
    let query = queries.get(db);
    if (!query) {
      query = build(db);
      queries.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A statement written with the `sql` template (CTEs and all) prepared under a
 * name, the way the query builder's `.prepare(name)` prepares its queries; its
 * varying values are `sql.placeholder`s, filled by `execute`. Build it once,
 * through `preparedPerDatabase`.
 */
export function preparedStatement<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  statement: SQL,
): { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return { execute: (values) => prepared.execute(values) as Promise<{ rows: Row[] }> };
}

/** A placeholder for each name, called `${prefix}${name}`: the row of a prepared insert (`insertFrom`). */
export function placeholders<Name extends string>(names: readonly Name[], prefix = ""): Record<Name, Placeholder> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(`${prefix}${name}`)])) as Record<
    Name,
    Placeholder
  >;
}

/** `values` under the names `placeholders(…, prefix)` gave them. */
export function withPrefix(values: Record<string, unknown>, prefix: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}${name}`, value]));
}
