import { unzipSync } from "fflate";
import { DOCX_MEDIA_TYPE, PDF_MEDIA_TYPE } from "./application-schemas.ts";

// What an uploaded résumé is, judged by its bytes only: the name and the
// browser's Content-Type are whatever the client says. See
// docs/decisions/0014-applications-and-uploads.md.

/** A DOCX may unpack to at most this much, and hold at most this many entries (zip bombs). */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 2000;

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

/** True when the zip holds `word/document.xml` and stays within the entry and unpacked-size caps. */
function isDocx(bytes: Uint8Array): boolean {
  let entries = 0;
  let unpacked = 0;
  let hasDocument = false;
  let withinLimits = true;
  try {
    const files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        unpacked += file.originalSize;
        if (entries > DOCX_MAX_ENTRIES || unpacked > DOCX_MAX_UNPACKED_BYTES) withinLimits = false;
        if (file.name === "word/document.xml") hasDocument = true;
        // Only the main document is unpacked, and only when the archive looks sane.
        return withinLimits && file.name === "word/document.xml" && file.originalSize <= DOCX_MAX_UNPACKED_BYTES;
      },
    });
    const document = files["word/document.xml"];
    return withinLimits && hasDocument && document !== undefined && document.length <= DOCX_MAX_UNPACKED_BYTES;
  } catch {
    return false;
  }
}

/** The media type of a PDF or DOCX résumé, or null for anything else. */
export function detectResumeType(bytes: Uint8Array): typeof PDF_MEDIA_TYPE | typeof DOCX_MEDIA_TYPE | null {
  if (startsWith(bytes, PDF_SIGNATURE)) return PDF_MEDIA_TYPE;
  if (startsWith(bytes, ZIP_SIGNATURE) && isDocx(bytes)) return DOCX_MEDIA_TYPE;
  return null;
}

/**
 * A file name safe to store and to put in a Content-Disposition header: no
 * folders, no control or quote characters, at most 120 characters, and the
 * extension that matches the detected type.
 */
export function sanitiseFileName(name: string, mediaType: string): string {
  const extension = mediaType === PDF_MEDIA_TYPE ? ".pdf" : ".docx";
  const base = (name.split(/[/\\]/).pop() ?? "")
    .normalize("NFC")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[ ._-]+|[ ._-]+$/g, "")
    .slice(0, 120);
  return `${base || "resume"}${extension}`;
}

/** `filename="…"` (ASCII fallback) and `filename*=` (UTF-8) for a download. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
