import type { Context } from "hono";
import { readVariant } from "#app/features/content/images.server.ts";
import { imageMediaTypes, parseMediaPath } from "#app/features/content/images.ts";
import { idSchema } from "#app/lib/list-query.ts";
import type { ApiEnv, ApiServices } from "./api/types.ts";

// The content studio's images, served at /media/<id>/<width>.<avif|webp|jpg>
// (decision 0023). A variant never changes once stored (a new upload is a new
// id), so every answer may be kept for a year by browsers and shared caches.
// Only the three image types of images.ts are ever answered, with nosniff and
// a policy that loads nothing: no upload can be served as HTML or SVG.

/** Headers of every variant besides its type and length (the security middleware adds the rest). */
const variantHeaders = {
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "Content-Disposition": "inline",
  // Newsletter emails show these images in mail programs, and link previews on
  // other sites show covers: they are public, unlike the site's other answers.
  "Cross-Origin-Resource-Policy": "cross-origin",
} as const;

const notFound = (c: Context) => c.json({ message: "There is no such image." }, 404, { "Cache-Control": "no-store" });

/** GET /media/*: one variant of a stored image, read from the file storage per request. */
export function mediaHandler(services: Pick<ApiServices, "db" | "files">) {
  return async (c: Context<ApiEnv>) => {
    const wanted = parseMediaPath(c.req.path);
    // The path's pattern admits any 36 hex digits and dashes; the database only UUIDs.
    if (!wanted || !idSchema.safeParse({ id: wanted.id }).success) return notFound(c);
    const bytes = await readVariant(services, wanted);
    if (!bytes) return notFound(c);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...variantHeaders,
      "Content-Type": imageMediaTypes[wanted.format],
      "Content-Length": String(bytes.byteLength),
    });
  };
}
