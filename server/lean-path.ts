import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { negotiateEncoding } from "./compression.ts";
import { logRequest, requestIdFrom, requestLogEnabled } from "./request-log.ts";
import { constantSecurityHeaders, cspFor, type SecurityHeaderOptions } from "./security-headers.ts";
import type { StaticFile } from "./static-files.ts";

// Answers held in memory (the client build, cached page renders and the
// liveness probe) are served here, on the Node.js request and
// response, before the app parses anything: their headers, security headers
// included, are built once per representation, and a request costs a map
// lookup, a header object and one write. Everything else goes to the app.

type Representation = {
  body: Uint8Array;
  /** Content-Type, Cache-Control, Vary, ETag, Content-Encoding, Content-Length and the security headers. */
  headers: Readonly<Record<string, string>>;
  etag: string | undefined;
};

/** A file's answers, one per encoding it has. */
export type PreparedAnswer = {
  identity: Representation;
  br: Representation | undefined;
  gzip: Representation | undefined;
};

/** Builds the answers of a file once, with every header they will carry but X-Request-Id. */
export function prepareAnswer(file: StaticFile, security: SecurityHeaderOptions): PreparedAnswer {
  const shared: Record<string, string> = {
    "Content-Type": file.contentType,
    ...(file.cacheControl ? { "Cache-Control": file.cacheControl } : {}),
    ...(file.br || file.gzip ? { Vary: "Accept-Encoding" } : {}),
    "Content-Security-Policy": cspFor(file.contentType, security, { scriptHashes: file.scriptHashes ?? [] }),
    ...constantSecurityHeaders(security),
  };
  const representation = (body: Uint8Array, encoding?: "br" | "gzip"): Representation => {
    // Each representation has its own validator.
    const etag = file.etag && encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    return {
      body,
      etag,
      headers: Object.freeze({
        ...shared,
        ...(encoding ? { "Content-Encoding": encoding } : {}),
        ...(etag ? { ETag: etag } : {}),
        "Content-Length": String(body.byteLength),
      }),
    };
  };
  return {
    identity: representation(file.body),
    br: file.br && representation(file.br, "br"),
    gzip: file.gzip && representation(file.gzip, "gzip"),
  };
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string | undefined): boolean =>
  etag !== undefined && ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag) === true;

/** The status, headers and body of a prepared answer for one request. */
export function answerFor(
  prepared: PreparedAnswer,
  request: { method: string; acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): { status: 200 | 304; headers: Record<string, string>; body: Uint8Array | null } {
  let chosen = prepared.identity;
  if (prepared.br || prepared.gzip) {
    const encoding = negotiateEncoding(request.acceptEncoding);
    chosen = (encoding === "br" ? prepared.br : encoding === "gzip" ? prepared.gzip : undefined) ?? prepared.identity;
  }
  if (matchesEtag(request.ifNoneMatch, chosen.etag)) {
    const { "Content-Length": _length, ...headers } = chosen.headers;
    return { status: 304, headers, body: null };
  }
  return { status: 200, headers: { ...chosen.headers }, body: request.method === "HEAD" ? null : chosen.body };
}

/** Where an answer held in memory may be found for a path, or undefined. */
export type MemoryLookup = (path: string, hasQuery: boolean) => PreparedAnswer | undefined;

/**
 * The server's request listener: GET and HEAD requests for an answer held in
 * memory are answered here; every other request goes to `next` (the app).
 */
export function createLeanListener(options: {
  lookup: MemoryLookup;
  logger: Logger;
  next: (req: IncomingMessage, res: ServerResponse) => void;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const { lookup, logger, next } = options;
  return (req, res) => {
    const method = req.method;
    const url = req.url;
    if ((method !== "GET" && method !== "HEAD") || !url || url.charCodeAt(0) !== 47 /* "/" */) return next(req, res);
    const queryStart = url.indexOf("?");
    let path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (path.includes("%")) {
      try {
        path = decodeURI(path);
      } catch {
        return next(req, res);
      }
    }
    const prepared = lookup(path, queryStart !== -1);
    if (!prepared) return next(req, res);
    const started = requestLogEnabled(logger) ? performance.now() : 0;
    const headers = req.headers;
    const answer = answerFor(prepared, {
      method,
      acceptEncoding: headers["accept-encoding"],
      ifNoneMatch: headers["if-none-match"],
    });
    const reqId = requestIdFrom(headers["x-request-id"] as string | undefined);
    answer.headers["X-Request-Id"] = reqId;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
    if (started) logRequest(logger, { reqId, method, path, status: answer.status, started });
  };
}

/** The same answer as a fetch Response, for the app (a page it has just rendered into the cache). */
export function responseFromMemory(prepared: PreparedAnswer, request: Request): Response {
  const answer = answerFor(prepared, {
    method: request.method,
    acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
    ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
  });
  return new Response(answer.body as BodyInit | null, { status: answer.status, headers: answer.headers });
}
