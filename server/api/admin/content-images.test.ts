import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { IMAGE_MAX_SIDE, imageMessages } from "#app/features/content/images.ts";
import { auditLog, contentImages } from "#db/schema.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { type StaffSession, setUpTestApp, signInEveryRole } from "#tests/support/test-app.ts";

// The content studio's image library: uploads judged by their bytes, converted
// without metadata, stored once per content, listed, served immutable; roles,
// CSRF and the audit entry.

const { t } = setUpTestApp();

const sessions = {} as Record<"admin" | "hr" | "sales" | "marketing", StaffSession>;

beforeEach(async () => {
  Object.assign(sessions, await signInEveryRole(t));
});

type Image = { id: string; alt: string; width: number; height: number; widths: number[]; createdAt: string };

/** A JPEG with EXIF GPS and camera fields, stored sideways (orientation 6: turn a quarter clockwise). */
async function jpegWithGps(width = 2000, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: "Marut Test Camera", Model: "Dashcam 9", Artist: "Secret Photographer" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "73/1 51/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function png(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

function form(file: Uint8Array | string, name: string, type: string, alt: string | null = "A fleet depot at dawn") {
  const body = new FormData();
  body.set("image", new File([file as BlobPart], name, { type }));
  if (alt !== null) body.set("alt", alt);
  return body;
}

// Uploads go as raw requests: the tests send bytes, forms and bodies of their own making (a file
// that lies about its type, a form without a file, a stream of no declared size).
async function upload(body: BodyInit, headers: Record<string, string> = sessions.marketing.csrf) {
  const res = await t.app.request("/api/admin/content/images", { method: "POST", headers, body });
  return { status: res.status, body: (await res.json()) as { data: Image; message: string; errors?: object } };
}

/** Streams `body` as marketing's multipart upload, with the size headers given (or none). */
const uploadStream = (body: ReadableStream<Uint8Array>, sizeHeaders: Record<string, string>) =>
  t.app.request("/api/admin/content/images", {
    method: "POST",
    headers: { ...sessions.marketing.csrf, "content-type": "multipart/form-data; boundary=x", ...sizeHeaders },
    body,
    duplex: "half",
  } as RequestInit);

/** The image library's list through the typed client, with `headers` (a session's). */
const library = (headers?: Record<string, string>, page?: string) =>
  t.client(headers).api.admin.content.images.$get({ query: { page } });

const media = (path: string, init?: RequestInit) => t.app.request(path, init);

describe("uploading an image", () => {
  it("turns a JPEG upright, strips its EXIF and GPS, stores AVIF, WebP and JPEG variants and audits the upload", async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("Secret Photographer"))).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await upload(form(original, "depot.jpg", "image/jpeg"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const image = res.body.data;
    // 2000×1200 turned a quarter is 1200×2000: no 1600 variant (never enlarged).
    expect(image).toMatchObject({ alt: "A fleet depot at dawn", width: 960, height: 1600, widths: [480, 960] });

    const [row] = await t.services.db.select().from(contentImages).where(eq(contentImages.id, image.id));
    expect(row?.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual(
      ["480x800.avif", "480x800.jpeg", "480x800.webp", "960x1600.avif", "960x1600.jpeg", "960x1600.webp"].sort(),
    );
    for (const variant of row?.variants ?? []) {
      const bytes = await t.services.files.get(variant.key);
      if (!bytes) throw new Error(`variant ${variant.key} not stored`);
      expect(bytes.length).toBe(variant.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(Buffer.from(bytes).includes(Buffer.from("Secret Photographer"))).toBe(false);
      expect(Buffer.from(bytes).includes(Buffer.from("Dashcam 9"))).toBe(false);
    }

    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, "content_image.upload"));
    expect(entry).toMatchObject({ staffId: sessions.marketing.id, entityType: "content_image", entityId: image.id });
  });

  it("keeps a small PNG at its own width, once per width and format", async () => {
    const res = await upload(form(await png(), "badge.png", "image/png"), sessions.admin.csrf);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ width: 300, height: 200, widths: [300] });
    const [row] = await t.services.db.select().from(contentImages);
    expect(row?.variants.map((v) => v.format).sort()).toEqual(["avif", "jpeg", "webp"]);
  });

  it("answers the stored image for the same bytes uploaded again", async () => {
    const bytes = await png(320, 240);
    const first = await upload(form(bytes, "a.png", "image/png"));
    const second = await upload(form(bytes, "b.png", "image/png", "Another description"));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await t.services.db.select().from(contentImages)).toHaveLength(1);
  });

  it.each([
    ["HTML named .jpg", "<!doctype html><script>alert(1)</script>", "photo.jpg", "image/jpeg"],
    [
      "SVG named .jpg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "photo.jpg",
      "image/jpeg",
    ],
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', "logo.svg", "image/svg+xml"],
    ["GIF", "GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;", "anim.gif", "image/gif"],
    ["HEIC", "\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000mif1heic", "photo.avif", "image/avif"],
  ])("refuses %s with 415, naming what is accepted, and stores nothing", async (_, content, name, type) => {
    const res = await upload(form(new TextEncoder().encode(content), name, type));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(imageMessages.wrongType);
    expect(res.body.message).toMatch(/JPEG, PNG, WebP or AVIF/);
    expect(await t.services.db.select().from(contentImages)).toHaveLength(0);
  });

  it("refuses a JPEG signature on something that is not a JPEG", async () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("<html><script>x</script>")]);
    const res = await upload(form(fake, "photo.jpg", "image/jpeg"));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await t.services.db.select().from(contentImages)).toHaveLength(0);
  });

  it("refuses a decompression bomb (a small PNG declaring 40,000 × 40,000 pixels) before decoding it", async () => {
    const bytes = Buffer.from(await png(8, 8));
    // IHDR data starts at byte 16 (signature 8, length 4, type 4): width, height; CRC after its 13 bytes.
    bytes.writeUInt32BE(40_000, 16);
    bytes.writeUInt32BE(40_000, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    expect((await sharp(bytes, { limitInputPixels: false }).metadata()).width).toBe(40_000);
    const res = await upload(form(bytes, "bomb.png", "image/png"));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(imageMessages.tooManyPixels);
  });

  it("refuses an image too narrow for its height (1 × 40,000 px) with 400 before encoding, where WebP stops at 16,383 px", async () => {
    const bytes = await png(1, 40_000);
    const res = await upload(form(bytes, "strip.png", "image/png"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(imageMessages.tooTall);
    expect(await t.services.db.select().from(contentImages)).toHaveLength(0);
    // As tall as the encoders allow is still taken.
    expect((await upload(form(await png(1, IMAGE_MAX_SIDE), "tall.png", "image/png"))).status).toBe(201);
  });

  it("refuses a body declared larger than the limit from its Content-Length, without reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await uploadStream(body, { "content-length": String(20 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(imageMessages.bodyTooLarge);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a body of no declared size once it passes the limit", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 256 * 1024;
        if (sent > 40 * 1024 * 1024) return controller.close();
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const res = await uploadStream(body, { "transfer-encoding": "chunked" });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(12 * 1024 * 1024);
  });

  it.each([
    ["missing", null],
    ["empty", "   "],
    ["too long", "x".repeat(251)],
  ])("requires alt text (%s)", async (_, alt) => {
    const res = await upload(form(await png(), "a.png", "image/png", alt));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("alt");
    expect(await t.services.db.select().from(contentImages)).toHaveLength(0);
  });

  it("refuses a form without a file, and a body that is not multipart", async () => {
    const noFile = new FormData();
    noFile.set("alt", "Something");
    expect((await upload(noFile)).status).toBe(400);
    const res = await t.app.request("/api/admin/content/images", {
      method: "POST",
      headers: { ...sessions.marketing.csrf, "content-type": "application/json" },
      body: JSON.stringify({ alt: "x" }),
    });
    expect(res.status).toBe(400);
  });
});

describe("who may use the library", () => {
  it("lets marketing and admin in, gives hr and sales 403 and strangers 401", async () => {
    for (const role of ["hr", "sales"] as const) {
      await expectStatus(library(sessions[role].headers), 403);
      const post = await upload(form(await png(), "a.png", "image/png"), sessions[role].csrf);
      expect(post.status).toBe(403);
    }
    await expectStatus(library(), 401);
    expect((await upload(form(await png(), "a.png", "image/png"), {})).status).toBe(401);
    for (const role of ["marketing", "admin"] as const) {
      await expectStatus(library(sessions[role].headers), 200);
    }
    expect(await t.services.db.select().from(contentImages)).toHaveLength(0);
  });

  it("refuses an upload without the CSRF token or from another origin", async () => {
    const bytes = await png();
    expect((await upload(form(bytes, "a.png", "image/png"), sessions.marketing.headers)).status).toBe(403);
    const foreign = { ...sessions.marketing.csrf, origin: "https://evil.example" };
    expect((await upload(form(bytes, "a.png", "image/png"), foreign)).status).toBe(403);
    expect(await t.services.db.select().from(contentImages)).toHaveLength(0);
  });
});

describe("the library", () => {
  it("lists images newest first with paging", async () => {
    const first = await upload(form(await png(200, 100), "a.png", "image/png", "First"));
    const second = await upload(form(await png(210, 100), "b.png", "image/png", "Second"));
    const list = await expectStatus(library(sessions.marketing.headers, "1"), 200);
    expect(list.data.map((image) => image.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(list.meta).toMatchObject({ total: 2, page: 1 });
    await expectStatus(library(sessions.marketing.headers, "0"), 400);
  });
});

describe("serving /media", () => {
  it("answers each variant with its image type, immutable caching, nosniff, a policy that loads nothing and any origin allowed to show it", async () => {
    const { body } = await upload(form(await png(), "a.png", "image/png"));
    const { id } = body.data;
    for (const [extension, type, format] of [
      ["avif", "image/avif", "heif"],
      ["webp", "image/webp", "webp"],
      ["jpg", "image/jpeg", "jpeg"],
    ] as const) {
      const res = await media(`/media/${id}/300.${extension}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
      // Public images: newsletter emails show them in mail programs (other origins).
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width: 300, height: 200 });
    }
  });

  it("answers 404 for unknown images, widths and types, never HTML or SVG", async () => {
    const { body } = await upload(form(await png(), "a.png", "image/png"));
    const { id } = body.data;
    for (const path of [
      `/media/${id}/480.avif`,
      `/media/${id}/300.svg`,
      `/media/${id}/300.html`,
      `/media/${id}/300.png`,
      "/media/00000000-0000-4000-8000-000000000000/300.jpg",
      "/media/not-an-id/300.jpg",
      `/media/${id}/300x200`,
    ]) {
      const res = await media(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
    }
  });
});
