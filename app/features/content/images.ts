// The content studio's images (decision 0023): the limits, the variant widths
// and formats, and the one set of URL rules shared by the upload API, the
// media route, the Markdown renderer, ResponsiveImage and the upload control.
// No server code and no validation library here: public pages load it (the
// schemas are in images-schemas.ts).

/** Largest image file accepted: 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest multipart body the upload route reads: the file plus the alt text and the form's framing. */
export const IMAGE_UPLOAD_BODY_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;
/** Most pixels an uploaded image may decode to (a decompression bomb is refused before it is decoded). */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_ALT_MAX_LENGTH = 250;
/** Longest side a stored variant may have: WebP's limit (16,383 px), the smallest of the three encoders'. */
export const IMAGE_MAX_SIDE = 16_383;

/** The widths every image is resized to (never enlarged: a smaller image gets the widths below its own). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Output formats, best first: `<source>` elements for AVIF and WebP, JPEG for the `<img>`. */
export const IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The file extension of a format in media URLs, and the media type it is served with. */
export const imageExtensions = { avif: "avif", webp: "webp", jpeg: "jpg" } as const satisfies Record<
  ImageFormat,
  string
>;
export const imageMediaTypes = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
} as const satisfies Record<ImageFormat, string>;

/** For `<input type="file" accept>`: a hint to the picker; the server judges the bytes. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export type ImageVariant = { width: number; height: number; format: ImageFormat; key: string; bytes: number };

/** An image as the studio shows it: its id, alt text and intrinsic size (of its largest variant). */
export type ContentImage = {
  id: string;
  alt: string;
  width: number;
  height: number;
  /** The widths it exists in, smallest first. */
  widths: number[];
  createdAt: string;
};

export const imageMessages = {
  wrongType: "Upload a JPEG, PNG, WebP or AVIF image (SVG, GIF, HTML and other files are not accepted).",
  tooLarge: "The image is larger than 10 MB.",
  bodyTooLarge: "The upload is too large; images can be up to 10 MB.",
  tooManyPixels: "The image has too many pixels (at most 50 megapixels).",
  tooTall:
    "The image is too tall for its width: a stored copy would be over 16,383 pixels high. Crop it and upload it again.",
  unreadable: "The image could not be read; it may be damaged.",
  empty: "The image file is empty.",
  missing: "Attach an image.",
  altRequired: "Describe the image in the alt text (at most 250 characters).",
  notMultipart: "Send the form as multipart/form-data.",
} as const;

/** The widths an image of `width` pixels is stored in: the standard ones below it, or its own when it is smaller. */
export function variantWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w <= width);
  return below.length > 0 ? below : [width];
}

/** The height of a variant `width` pixels wide of an image of `width0`×`height0`, as the resizer rounds it. */
export function scaledHeight(width0: number, height0: number, width: number): number {
  return Math.max(1, Math.round((height0 * width) / width0));
}

/** Where a variant is served: `/media/<id>/<width>.<avif|webp|jpg>`. */
export function mediaUrl(id: string, width: number, format: ImageFormat): string {
  return `/media/${id}/${width}.${imageExtensions[format]}`;
}

/** What `/media/<id>/<width>.<ext>` names, or null for any other path. */
export function parseMediaPath(path: string): { id: string; width: number; format: ImageFormat } | null {
  const match = /^\/media\/([0-9a-f-]{36})\/([1-9]\d{0,4})\.(avif|webp|jpg)$/.exec(path);
  if (!match) return null;
  const [, id, width, extension] = match as unknown as [string, string, string, "avif" | "webp" | "jpg"];
  const format: ImageFormat = extension === "jpg" ? "jpeg" : extension;
  return { id, width: Number(width), format };
}

/** The reference written in Markdown for an image: `/media/<id>/<width>x<height>`. */
export function imageReference(image: { id: string; width: number; height: number }): string {
  return `/media/${image.id}/${image.width}x${image.height}`;
}

/** What a Markdown image reference names, or null when it is not one of ours. */
export function parseImageReference(href: string): { id: string; width: number; height: number } | null {
  const match =
    /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{0,4})x([1-9]\d{0,4})$/.exec(
      href,
    );
  if (!match) return null;
  return { id: match[1] as string, width: Number(match[2]), height: Number(match[3]) };
}

/** The Markdown the editor inserts after an upload: `![alt](/media/<id>/<w>x<h>)`. */
export function imageMarkdown(image: { id: string; width: number; height: number; alt: string }): string {
  const alt = image.alt.replace(/[\\[\]]/g, "\\$&").replace(/\s+/g, " ");
  return `![${alt}](${imageReference(image)})`;
}

/** How wide an image shows by default: the content column (at most 48rem), the screen below it. */
export const DEFAULT_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

/** The attributes of the `<picture>` of an image: a `srcset` per format, the JPEG fallback and the box. */
export function pictureSources(image: { id: string; width: number; height: number }) {
  const widths = variantWidths(image.width);
  const srcset = (format: ImageFormat) => widths.map((w) => `${mediaUrl(image.id, w, format)} ${w}w`).join(", ");
  const largest = widths[widths.length - 1] as number;
  return {
    avif: srcset("avif"),
    webp: srcset("webp"),
    jpeg: srcset("jpeg"),
    src: mediaUrl(image.id, largest, "jpeg"),
    width: image.width,
    height: image.height,
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The `<picture>` of an image as HTML (the Markdown renderer's output; the
 * React component ResponsiveImage renders the same elements).
 */
export function pictureHtml(
  image: { id: string; width: number; height: number; alt: string },
  sizes = DEFAULT_IMAGE_SIZES,
): string {
  const s = pictureSources(image);
  const a = escapeAttribute;
  return (
    `<picture><source type="image/avif" srcset="${a(s.avif)}" sizes="${a(sizes)}">` +
    `<source type="image/webp" srcset="${a(s.webp)}" sizes="${a(sizes)}">` +
    `<img src="${a(s.src)}" srcset="${a(s.jpeg)}" sizes="${a(sizes)}" width="${s.width}" height="${s.height}" alt="${a(image.alt)}" loading="lazy" decoding="async"></picture>`
  );
}

/**
 * The browser's quick check before uploading (the server decides by the file's
 * bytes): a message when the file is clearly wrong, else null.
 */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return imageMessages.empty;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  if (file.type !== "" && !IMAGE_ACCEPT.split(",").includes(file.type)) return imageMessages.wrongType;
  return null;
}

/** The width of the JPEG used as a link-preview image (og:image): 1600, or the largest the image has. */
export const SOCIAL_IMAGE_WIDTH = 1600;

/** An image as a page's link-preview image: its JPEG variant of SOCIAL_IMAGE_WIDTH (or its largest), with its size. */
export function socialImageOf(image: { id: string; width: number; height: number }, alt: string) {
  const widths = variantWidths(image.width);
  const width = widths.includes(SOCIAL_IMAGE_WIDTH) ? SOCIAL_IMAGE_WIDTH : (widths[widths.length - 1] as number);
  return {
    path: mediaUrl(image.id, width, "jpeg"),
    width,
    height: scaledHeight(image.width, image.height, width),
    alt,
  };
}
