import type { Context } from "hono";
import { attachmentDisposition } from "#app/features/careers/resume-files.server.ts";
import { type CsvColumn, csvDocument, csvFileName, csvHeaders } from "#app/lib/csv.ts";

/** A stored file answered as a private, never-cached attachment with its own name and type. */
export function sendAttachment(c: Context, file: { fileName: string; mediaType: string; bytes: Uint8Array }) {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.mediaType,
    "Content-Length": String(file.bytes.length),
    "Content-Disposition": attachmentDisposition(file.fileName),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
}

/** Rows answered as a CSV download named after `prefix` and today's date (app/lib/csv.ts). */
export function sendCsv<Row>(c: Context, prefix: string, columns: readonly CsvColumn<Row>[], rows: Iterable<Row>) {
  return c.body(csvDocument(columns, rows), 200, csvHeaders(csvFileName(prefix)));
}
