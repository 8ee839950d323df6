import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { Metadata, OutputInfo, Sharp, SharpOptions } from "sharp";
import type { AuditActor } from "#app/lib/audit.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { concurrencyLimit } from "#app/lib/in-turn.ts";
import type { Page } from "#app/lib/list-query.ts";
import { type Problem, problem } from "#app/lib/problems.ts";
import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import { contentImages } from "#db/schema.ts";
import {
  type ContentImage,
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  type ImageFormat,
  type ImageVariant,
  imageMessages,
  scaledHeight,
  variantWidths,
} from "./images.ts";
import { IMAGE_PAGE_SIZE } from "./images-schemas.ts";

// The content studio's images (decision 0023): judged by their bytes only,
// decoded with a pixel limit, turned upright, stripped of every metadata
// block, and stored as AVIF, WebP and JPEG at the widths of images.ts through
// the file storage résumés use (app/lib/file-storage.server.ts).

/** Uploads one client address may send per hour (each costs about a second of CPU). */
export const imageRateLimits = {
  uploadPerIp: { bucket: "content-image-upload-ip", limit: 60, windowMs: 60 * 60_000 },
} as const;

/** Why an upload is refused: a damaged or empty file, one too large, or one of a kind not taken. */
export type ImageProblem = Problem<"invalid" | "too-large" | "unsupported">;

/** A refusal about the uploaded file (the form's `image` field). */
const refused = (kind: ImageProblem["kind"], message: string): ImageProblem => problem(kind, message, "image");

/** The input formats accepted, as sharp names them (it reports AVIF as `heif`). */
type InputType = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The type of an image judged by its signature, or null: JPEG (FF D8 FF),
 * PNG (its 8-byte signature), WebP (RIFF…WEBP) and AVIF (an ISO-BMFF `ftyp`
 * box naming the `avif` or `avis` brand). SVG, HTML, GIF, HEIC and anything
 * else are null whatever their name or declared type.
 */
export function detectImageType(bytes: Uint8Array): InputType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 256);
    // Major brand at 8, minor version at 12, compatible brands from 16.
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

const sharpFormatOf: Record<InputType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

type Encoded = { width: number; height: number; format: ImageFormat; bytes: Uint8Array };

/**
 * Encoder settings per format: the quality where each looks alike at a fraction of the JPEG's size.
 * AVIF at effort 2: on a 1600-pixel photo it costs about a second where effort 4 cost over ten, for the same size.
 */
function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === "avif") return pipeline.avif({ quality: 55, effort: 2 });
  if (format === "webp") return pipeline.webp({ quality: 78 });
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
}

/** Why sharp could not read an image: too many pixels (its limit), or a damaged or lying file. */
function decodeProblem(error: unknown): ImageProblem {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return refused("too-large", imageMessages.tooManyPixels);
  return refused("invalid", imageMessages.unreadable);
}

/** Two images processed at once by this process; more wait their turn (each uses every core for a moment). */
const inTurn = concurrencyLimit(2);

/**
 * sharp (libvips, several MiB of native code and buffers) is loaded by the
 * first upload, not at start: most processes never convert an image. Its
 * operation cache is off, since every conversion reads new bytes.
 */
let loadedSharp: Promise<typeof import("sharp").default> | undefined;
function loadSharp() {
  loadedSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/**
 * Checks and converts an uploaded image: its signature, size and pixel count
 * first (from the header, before any pixel is decoded), then one decode with
 * sharp's own pixel limit, the EXIF orientation applied, and every variant
 * encoded from the upright pixels without any metadata (sharp writes none
 * unless asked: no EXIF, GPS, XMP, IPTC or ICC block reaches a variant).
 */
export async function processImage(bytes: Uint8Array): Promise<{ ok: true; variants: Encoded[] } | ImageProblem> {
  if (bytes.length === 0) return refused("invalid", imageMessages.empty);
  if (bytes.length > IMAGE_MAX_BYTES) return refused("too-large", imageMessages.tooLarge);
  const type = detectImageType(bytes);
  if (!type) return refused("unsupported", imageMessages.wrongType);
  const options: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", animated: false };
  const sharp = await loadSharp();

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    return decodeProblem(error);
  }
  // The container must be what the signature said (a JPEG header on a PNG body is not an image).
  if (metadata.format !== sharpFormatOf[type]) return refused("unsupported", imageMessages.wrongType);
  const { width, height } = metadata;
  if (!width || !height) return refused("invalid", imageMessages.unreadable);
  if (width * height > IMAGE_MAX_PIXELS) return refused("too-large", imageMessages.tooManyPixels);
  // Orientations 5–8 turn the image a quarter: its upright width is its stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const uprightWidth = turned ? height : width;
  const widths = variantWidths(uprightWidth);
  const largest = widths[widths.length - 1] as number;
  // Variants keep the width's proportions: a narrow strip's largest one would be taller than an encoder can write.
  if (scaledHeight(uprightWidth, turned ? width : height, largest) > IMAGE_MAX_SIDE) {
    return refused("invalid", imageMessages.tooTall);
  }

  return inTurn(async () => {
    let upright: { data: Buffer; info: OutputInfo };
    try {
      upright = await sharp(bytes, options)
        .rotate()
        .resize({ width: largest, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      return decodeProblem(error);
    }
    const { data, info } = upright;
    const raw = { width: info.width, height: info.height, channels: info.channels } as const;
    const variants: Encoded[] = [];
    for (const target of widths) {
      for (const format of IMAGE_FORMATS) {
        const pipeline = sharp(data, { raw }).resize({ width: target, withoutEnlargement: true });
        const out = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
        variants.push({ width: out.info.width, height: out.info.height, format, bytes: new Uint8Array(out.data) });
      }
    }
    return { ok: true as const, variants };
  });
}

type ImageRow = typeof contentImages.$inferSelect;

/** An image row as the studio shows it. */
export function imageView(row: Pick<ImageRow, "id" | "alt" | "width" | "height" | "variants" | "createdAt">) {
  const widths = [...new Set(row.variants.map((variant) => variant.width))].sort((a, b) => a - b);
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    widths,
    createdAt: row.createdAt.toISOString(),
  } satisfies ContentImage;
}

export type SavedImage = { created: boolean; image: ContentImage };

/**
 * Stores an uploaded image: the same bytes uploaded before answer the stored
 * image (nothing new is kept); otherwise the variants go to the file storage
 * and the row and its audit entry commit in one transaction. Variants stored
 * for a row that did not commit (a concurrent upload of the same bytes won)
 * are removed again.
 */
export async function saveImage(
  services: Services,
  input: { bytes: Uint8Array; alt: string; staff: AuditActor & { id: string }; ip: string | null },
): Promise<{ ok: true; saved: SavedImage } | ImageProblem> {
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  const existing = await findBySha(services.db, sha256);
  if (existing) return { ok: true, saved: { created: false, image: imageView(existing) } };

  const processed = await processImage(input.bytes);
  if (!processed.ok) return processed;

  const variants: ImageVariant[] = [];
  try {
    for (const variant of processed.variants) {
      const key = await services.files.put(variant.bytes);
      variants.push({
        width: variant.width,
        height: variant.height,
        format: variant.format,
        key,
        bytes: variant.bytes.length,
      });
    }
  } catch (error) {
    await removeVariants(services, variants);
    throw error;
  }
  const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));

  const row = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contentImages)
      .values({
        sha256,
        alt: input.alt,
        width: largest.width,
        height: largest.height,
        variants,
        uploadedBy: input.staff.id,
      })
      .onConflictDoNothing({ target: contentImages.sha256 })
      .returning();
    if (!inserted) return undefined;
    await recordAudit(tx, {
      staff: input.staff,
      ip: input.ip,
      action: "content_image.upload",
      entityType: "content_image",
      entityId: inserted.id,
      after: {
        alt: inserted.alt,
        width: inserted.width,
        height: inserted.height,
        variants: variants.length,
        bytes: variants.reduce((sum, v) => sum + v.bytes, 0),
      },
    });
    return inserted;
  });
  if (row) return { ok: true, saved: { created: true, image: imageView(row) } };

  // The same bytes were stored meanwhile: keep theirs.
  await removeVariants(services, variants);
  const winner = await findBySha(services.db, sha256);
  if (!winner) throw new Error("content image vanished after a conflicting insert");
  return { ok: true, saved: { created: false, image: imageView(winner) } };
}

async function removeVariants(services: Services, variants: ImageVariant[]) {
  for (const variant of variants) await services.files.delete(variant.key).catch(() => undefined);
}

async function findBySha(db: Database, sha256: string) {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.sha256, sha256));
  return row;
}

/** The library, newest first. */
export async function listImages(db: Database, query: { page: number }): Promise<Page<ContentImage>> {
  const pageSize = IMAGE_PAGE_SIZE;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contentImages)
      .orderBy(desc(contentImages.createdAt), desc(contentImages.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(contentImages),
  ]);
  return { data: rows.map(imageView), meta: { total: totals?.total ?? 0, page: query.page, pageSize } };
}

/** One image by id, or undefined. */
export async function getImage(db: Database, id: string): Promise<ContentImage | undefined> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id));
  return row && imageView(row);
}

/** The bytes of one variant of an image, or null when there is no such image or variant. */
export async function readVariant(
  services: Pick<Services, "db" | "files">,
  request: { id: string; width: number; format: ImageFormat },
): Promise<Uint8Array | null> {
  const [row] = await services.db
    .select({ variants: contentImages.variants })
    .from(contentImages)
    .where(eq(contentImages.id, request.id));
  const variant = row?.variants.find((v) => v.width === request.width && v.format === request.format);
  if (!variant) return null;
  return services.files.get(variant.key);
}
