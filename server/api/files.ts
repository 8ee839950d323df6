import type { Context } from "hono";
import { attachmentDisposition } from "#app/features/careers/resume-files.server.ts";

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
