// CSV for the back office's exports. Pure and shared.
//
// RFC 4180: records end in CRLF, the first record is the header, a field that
// holds a comma, a double quote, CR or LF is wrapped in double quotes and its
// quotes are doubled. A field with a semicolon or a TAB is quoted too: a
// spreadsheet set to a European locale (or told to split at TABs) treats those
// as separators, and would otherwise cut the field into cells of its own.
//
// Spreadsheet formula injection (CWE-1236): Excel, LibreOffice and Google
// Sheets run a cell that starts with =, +, -, @ (and TAB or CR, which some of
// them skip before looking) as a formula. Such a field gets a leading
// apostrophe, which spreadsheets show as plain text; quoting follows as needed.
// So does a field in which any part after a comma, semicolon or TAB starts that
// way ("ACME;=2+5*10"), in case a spreadsheet splits it there all the same.
// A phone number "+1 555" therefore exports as '+1 555: the price of safety.

import { isoDate } from "./dates.ts";

export type CsvValue = string | number | boolean | Date | null | undefined;

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => CsvValue;
};

/** The UTF-8 byte order mark: without it Excel reads UTF-8 as the local code page and mangles accents. */
export const CSV_BOM = "\uFEFF";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** The field, or any part of it after a separator a spreadsheet might split at, starts like a formula. */
const formulaStart = /(?:^|[,;\t])[=+\-@\t\r]/;
const needsQuotes = /[",;\t\r\n]/;

/** Text of one value: dates as ISO 8601, null and undefined as empty. */
function text(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  return String(value);
}

/** One field, neutralised against formulas and quoted per RFC 4180 when needed. */
export function csvField(value: CsvValue): string {
  let field = text(value);
  // Numbers are written by us, not typed by a visitor: -3 stays a number.
  if (typeof value !== "number" && formulaStart.test(field)) field = `'${field}`;
  return needsQuotes.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** One record (without its line end). */
export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",");
}

/** The whole document: header record, one record per row, each ending in CRLF. No BOM (see `csvDocument`). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [csvRecord(columns.map((column) => column.header))];
  for (const row of rows) lines.push(csvRecord(columns.map((column) => column.value(row))));
  return `${lines.join("\r\n")}\r\n`;
}

/** The file as served: BOM first, so Excel reads it as UTF-8. */
export function csvDocument<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  return CSV_BOM + toCsv(columns, rows);
}

/** `leads-2025-01-31.csv` for the prefix "leads" (the date in UTC). */
export function csvFileName(prefix: string, date: Date = new Date()): string {
  return `${prefix}-${isoDate(date)}.csv`;
}

/** Headers of a CSV download. The name must be plain ASCII without quotes (ours always are). */
export function csvHeaders(fileName: string): Record<string, string> {
  const safe = fileName.replace(/[^\w.-]/g, "_");
  return {
    "Content-Type": CSV_CONTENT_TYPE,
    "Content-Disposition": `attachment; filename="${safe}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
