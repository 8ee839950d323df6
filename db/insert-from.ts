import { getTableColumns, is, Placeholder, SQL, type SQLChunk, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * `insert into <table> (<columns>) select <values> from <source>`: one row for
 * each row of `source`, a CTE of the same statement, and none when it has none.
 * It lets one statement write a row only if another of its writes happened (a
 * data-modifying CTE cannot be made conditional with `values`), instead of a
 * transaction that runs the write and rolls back when the condition fails.
 *
 * Each value is encoded by its column as drizzle's own inserts encode it
 * (JSON, dates), and PostgreSQL takes the parameters' types from the columns.
 * Columns left out get their defaults. A value may be an `sql.placeholder` of a
 * prepared statement (db/prepared.ts): its column encodes what fills it.
 */
export function insertFrom<T extends PgTable>(
  table: T,
  row: { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL | Placeholder },
  source: SQL,
): SQL {
  const columns = getTableColumns(table);
  const names: SQLChunk[] = [];
  // Encoded values, given to the query as they are: the way the sql template takes an
  // interpolated value, and cheaper to build than sql.param, whose encoder drizzle matches
  // against every kind of chunk (a lead's statement is built for every request).
  const values: unknown[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    names.push(sql.identifier(column.name));
    if (is(value, Placeholder)) {
      values.push(sql.param(value, column));
      continue;
    }
    const encoded = is(value, SQL) || value === null ? value : column.mapToDriverValue(value);
    // An array would be read as a list of chunks: it goes as one parameter.
    values.push(Array.isArray(encoded) ? sql.param(encoded) : encoded);
  }
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values as SQLChunk[], sql`, `)} from ${source}`;
}
