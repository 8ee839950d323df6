import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { areaRoles } from "#app/features/admin/roles.ts";
import { imageRateLimits, listImages, saveImage } from "#app/features/content/images.server.ts";
import { IMAGE_MAX_BYTES, imageMessages } from "#app/features/content/images.ts";
import { imageAltSchema, imageListQuerySchema } from "#app/features/content/images-schemas.ts";
import { fieldErrorsOf } from "#app/lib/validation.ts";
import { clientIp } from "#server/client-ip.ts";
import { errorResponse, problemAnswer, routeGroup } from "../errors.ts";
import { perIp } from "../limits.ts";
import { answer, dataOf, dateTime, pageMeta, staffCookie, staffGuarded } from "../openapi.ts";
import type { ApiEnv, ApiServices } from "../types.ts";
import { currentStaff, requireStaff } from "./staff-auth.ts";

// The content studio's image library (decision 0023): uploads and the list
// the editor picks from. Role marketing (admin passes too); an upload that
// stores a new image writes its audit entry in the same transaction. The
// upload reads its multipart body itself, within the body limit
// server/request-bodies.ts gives `imageUploadPathPattern`, so every malformed
// form gets a 4xx; its contract is still in the OpenAPI document. Business
// logic: app/features/content/images.server.ts.

const tags = ["Back office: content"];

const contentImageSchema = z
  .object({
    id: z.string().uuid(),
    alt: z.string(),
    width: z.number().int().openapi({ description: "Width of the largest variant, in pixels." }),
    height: z.number().int(),
    widths: z.array(z.number().int()).openapi({ description: "The widths it is served in, smallest first." }),
    createdAt: dateTime,
  })
  .openapi("ContentImage");

const uploadFormSchema = z.object({
  image: z.string().openapi({
    type: "string",
    format: "binary",
    description: "JPEG, PNG, WebP or AVIF, at most 10 MB and 50 megapixels; judged by its bytes.",
  }),
  alt: z.string().min(1).max(250).openapi({ description: "What the image shows, for people who cannot see it." }),
});

const routes = {
  list: createRoute({
    method: "get",
    path: "/admin/content/images",
    tags,
    security: staffCookie,
    summary: "The image library, newest first",
    request: { query: imageListQuerySchema },
    responses: {
      200: answer("A page of images.", z.object({ data: z.array(contentImageSchema), meta: pageMeta })),
      ...staffGuarded,
      400: errorResponse("A malformed page number."),
    },
  }),
  upload: createRoute({
    method: "post",
    path: "/admin/content/images",
    tags,
    security: staffCookie,
    summary: "Upload an image: stored as AVIF, WebP and JPEG at 480, 960 and 1600 pixels wide",
    description:
      "Multipart form: `image` (a file) and `alt` (1–250 characters). The same bytes uploaded again answer 200 with the image already stored.",
    request: { body: { required: true, content: { "multipart/form-data": { schema: uploadFormSchema } } } },
    responses: {
      201: answer("Stored.", dataOf(contentImageSchema)),
      200: answer("The same image was stored before: that one.", dataOf(contentImageSchema)),
      400: errorResponse("A missing file or alt text, an empty or damaged image, or a body that is not multipart."),
      ...staffGuarded,
      413: errorResponse("The image is larger than 10 MB or 50 megapixels."),
      415: errorResponse("The file is not a JPEG, PNG, WebP or AVIF image."),
      429: errorResponse("Too many uploads from this address; see the Retry-After header."),
    },
  }),
};

/** The routes that take image uploads; server/request-bodies.ts gives them their body limit. */
export const imageUploadPathPattern = /^\/api\/admin\/content\/images\/?$/;

/** The upload's context: it reads its multipart body itself, so the form is declared here for the typed client. */
type UploadContext = Context<
  ApiEnv,
  "/admin/content/images",
  { in: { form: { image: File | Blob; alt: string } }; out: object }
>;

const badForm = (c: Context<ApiEnv>, message: string, field: string) =>
  c.json({ message: `${field}: ${message}`, errors: { [field]: [message] } }, 400);

export function contentImageRoutes(services: ApiServices) {
  const api = routeGroup();
  const area = requireStaff(services, [...areaRoles.content]);
  api.use("/admin/content/images", area);
  const uploads = perIp(services, imageRateLimits.uploadPerIp);
  api.use("/admin/content/images", (c, next) => (c.req.method === "POST" ? uploads(c, next) : next()));
  api.openAPIRegistry.registerPath(routes.upload);

  return api
    .openapi(routes.list, async (c) => c.json(await listImages(services.db, c.req.valid("query")), 200))
    .post("/admin/content/images", async (c: UploadContext) => {
      if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "")) {
        return c.json({ message: imageMessages.notMultipart }, 400);
      }
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        return c.json({ message: imageMessages.notMultipart }, 400);
      }
      const alt = imageAltSchema.safeParse(form.get("alt") ?? "");
      if (!alt.success) {
        const message = fieldErrorsOf(alt.error).body?.[0] ?? imageMessages.altRequired;
        return badForm(c, message, "alt");
      }
      const file = form.get("image");
      if (file === null || typeof file === "string") return badForm(c, imageMessages.missing, "image");
      // The body limit already capped the file; this names the file's own limit.
      if (file.size > IMAGE_MAX_BYTES) {
        return c.json({ message: imageMessages.tooLarge, errors: { image: [imageMessages.tooLarge] } }, 413);
      }
      const staff = currentStaff(c);
      const result = await saveImage(services, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        alt: alt.data,
        staff,
        ip: clientIp(c, services.trustProxy),
      });
      if (!result.ok) return problemAnswer(c, result);
      return c.json({ data: result.saved.image }, result.saved.created ? 201 : 200);
    });
}
