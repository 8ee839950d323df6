import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { applicationMessages, UPLOAD_BODY_MAX_BYTES } from "#app/features/careers/application-schemas.ts";
import { IMAGE_UPLOAD_BODY_MAX_BYTES, imageMessages } from "#app/features/content/images.ts";
import { imageUploadPathPattern } from "./api/admin/content-images.routes.ts";
import { uploadPathPattern } from "./api/careers/applications.routes.ts";

// Every request body is judged before anything reads it: the size it declares
// (Content-Length) is checked against the limit of the route it is sent to,
// and a body without a declared size (chunked) is read up to that limit and no
// further. See docs/security.md, "Request bodies".

/** Largest JSON body the API reads (résumé and image uploads have their own limits). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;
/** Largest body a page's form action reads (a newsletter or verification form is well under 1 kB). */
export const PAGE_BODY_LIMIT_BYTES = 16 * 1024;
/** Deepest nesting of arrays and objects a JSON body may have; the API's own payloads use at most 4. */
export const JSON_MAX_DEPTH = 32;
/**
 * A refused body up to this size is read and discarded so that the client's
 * keep-alive connection stays usable; beyond it (or when a body was partly
 * read) the answer closes the connection instead.
 */
export const DISCARD_BODY_MAX_BYTES = 8 * 1024 * 1024;

const methodsWithoutBody = new Set(["GET", "HEAD", "OPTIONS"]);

export const bodyMessages = {
  json: "The request body is too large; the limit is 256 kB.",
  page: "The form is too large to be sent.",
  invalidLength: "The Content-Length header is not a valid size.",
  tooDeep: `The JSON body is nested too deeply; at most ${JSON_MAX_DEPTH} levels of arrays and objects are accepted.`,
} as const;

type BodyRule = { maxBytes: number; message: string };

/** The body limit of a request, by where it is sent. */
export function bodyRuleFor(method: string, path: string): BodyRule | null {
  if (methodsWithoutBody.has(method)) return null;
  if (path.startsWith("/api/") || path === "/api") {
    if (method === "POST" && uploadPathPattern.test(path)) {
      return { maxBytes: UPLOAD_BODY_MAX_BYTES, message: applicationMessages.bodyTooLarge };
    }
    if (method === "POST" && imageUploadPathPattern.test(path)) {
      return { maxBytes: IMAGE_UPLOAD_BODY_MAX_BYTES, message: imageMessages.bodyTooLarge };
    }
    return { maxBytes: JSON_BODY_LIMIT_BYTES, message: bodyMessages.json };
  }
  return { maxBytes: PAGE_BODY_LIMIT_BYTES, message: bodyMessages.page };
}

/** The Node.js request behind a Hono context, when the app runs under @hono/node-server. */
export function incomingMessage(c: Context): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming;
}

/**
 * True when an answer leaves the request's body unread in a way the server
 * cannot cheaply discard: the body was partly read and then left (the reader
 * paused it), it has no declared size, or it is larger than
 * DISCARD_BODY_MAX_BYTES. Such an answer must close the connection, or the
 * client's next request on it would fail.
 */
export function bodyLeftUnread(c: Context): boolean {
  const incoming = incomingMessage(c);
  if (!incoming || methodsWithoutBody.has(c.req.method) || incoming.readableEnded || incoming.complete) return false;
  if (incoming.readableFlowing === false) return true;
  const length = incoming.headers["content-length"];
  if (length === undefined || incoming.headers["transfer-encoding"] !== undefined) return true;
  return Number(length) > DISCARD_BODY_MAX_BYTES;
}

const abortCodes = new Set(["ECONNRESET", "ECONNABORTED", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE"]);

/**
 * True when a request failed because its client went away (its connection was
 * closed or dropped by the slow-body guard while the body was being read):
 * something a client did, not a fault of the server.
 */
export function clientWentAway(c: Context, error: unknown): boolean {
  const incoming = incomingMessage(c);
  if (incoming && (incoming.destroyed || incoming.socket?.destroyed) && !incoming.complete) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && abortCodes.has(code);
}

function refuse(c: Context, status: 400 | 413, message: string): Response {
  const response = c.json({ message }, status);
  response.headers.set("Connection", "close");
  return response;
}

/**
 * Enforces the body limit of every request before anything reads the body:
 * a declared size over the limit is refused from the header alone; a chunked
 * body is read into memory up to the limit (never more), and refused as soon
 * as it passes it.
 */
export function limitRequestBodies(): MiddlewareHandler {
  return async (c, next) => {
    const rule = bodyRuleFor(c.req.method, c.req.path);
    if (!rule) return next();
    const declared = c.req.header("content-length");
    const chunked = c.req.header("transfer-encoding") !== undefined;
    if (declared !== undefined && !chunked) {
      if (!/^\d{1,15}$/.test(declared.trim())) return refuse(c, 400, bodyMessages.invalidLength);
      if (Number(declared) > rule.maxBytes) {
        const response = c.json({ message: rule.message }, 413);
        // A body this size is discarded as it arrives and the connection kept;
        // a larger one is not worth receiving.
        if (Number(declared) > DISCARD_BODY_MAX_BYTES) response.headers.set("Connection", "close");
        return response;
      }
      return next();
    }
    // Chunked, or (outside Node's HTTP/1.1 parser) of no declared size: read
    // up to the limit and no further.
    const body = await readAtMost(c.req.raw, rule.maxBytes);
    if (body === null) return refuse(c, 413, rule.message);
    c.req.raw = new Request(c.req.raw, { body, duplex: "half" } as RequestInit);
    return next();
  };
}

/** The whole body, or null as soon as it passes `maxBytes` (the rest is never read). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Left unread rather than cancelled: the answer closes the connection
      // (bodyLeftUnread), and cancelling races a producer still enqueuing.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export const nulMessage = "Text may not contain NUL characters (\\u0000).";
export const surrogateMessage = "Text may not contain unpaired surrogate characters (\\ud800 to \\udfff).";

const hexValue = (text: string, at: number) => {
  const hex = text.slice(at, at + 4);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? Number.parseInt(hex, 16) : -1;
};

/**
 * Why a JSON text cannot be accepted, judged in one linear pass before it is
 * parsed: nesting deeper than `maxDepth`, or a string that PostgreSQL cannot
 * store as text (a NUL, or a lone UTF-16 surrogate, which has no UTF-8 form).
 * Malformed JSON passes: the route's validation answers it with 400.
 */
export function unacceptableJson(text: string, maxDepth = JSON_MAX_DEPTH): string | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x22) inString = false;
      else if (code === 0x5c) {
        index++;
        if (text.charCodeAt(index) !== 0x75) continue; // an escape other than \u
        const unit = hexValue(text, index + 1);
        index += 4;
        if (unit === 0) return nulMessage;
        if (unit >= 0xd800 && unit <= 0xdbff) {
          // A high surrogate must be followed by an escaped low one.
          const next =
            text.charCodeAt(index + 1) === 0x5c && text.charCodeAt(index + 2) === 0x75 ? hexValue(text, index + 3) : -1;
          if (next < 0xdc00 || next > 0xdfff) return surrogateMessage;
          index += 6;
        } else if (unit >= 0xdc00 && unit <= 0xdfff) return surrogateMessage;
      } else if (code >= 0xd800 && code <= 0xdfff) {
        // Raw surrogates only reach here through a decoder that kept them unpaired.
        const next = text.charCodeAt(index + 1);
        if (code > 0xdbff || next < 0xdc00 || next > 0xdfff) return surrogateMessage;
        index++;
      }
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > maxDepth) return bodyMessages.tooDeep;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return null;
}
