import { fillPlaceholders, type Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Database, namedStatementRunner } from "./client.ts";

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
 * varying values are `sql.placeholder`s, filled by `execute` (each encoded by
 * its column where the statement names one). Drizzle-orm has no public way to
 * prepare a template, so the statement's text and parameters come from its
 * public dialect and `fillPlaceholders`, and it runs through the driver's own
 * API (`namedStatementRunner`, db/client.ts). Build it once, through
 * `preparedPerDatabase`, on a database handle (not a transaction).
 */
export function preparedStatement<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  statement: SQL,
): { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  const query = dialect.sqlToQuery(statement);
  const run = namedStatementRunner(db);
  return {
    execute: (values) => run(name, query.sql, fillPlaceholders(query.params, values)) as Promise<{ rows: Row[] }>,
  };
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
