import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type CspVariables = { cspNonce: string; cspScriptHashes: string[] | undefined };

/**
 * Content-Security-Policy for HTML pages. Scripts run only with this
 * response's nonce (server-rendered pages) or when their SHA-256 is listed
 * (prerendered pages, whose inline scripts are fixed at build time).
 */
export function pageCsp(options: {
  nonce: string;
  scriptHashes?: string[];
  dev: boolean;
  upgradeInsecure: boolean;
}): string {
  const scriptSources = options.scriptHashes
    ? options.scriptHashes.map((hash) => `'${hash}'`)
    : [`'nonce-${options.nonce}'`];
  const directives = [
    "default-src 'self'",
    // WebAssembly compilation only (the site search index); no string evaluation.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptSources.join(" ")}`,
    // Vite's development server injects <style> elements; production CSS is a file.
    options.dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    options.dev ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (options.upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** For JSON and other non-HTML responses: nothing may load from them. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * For JavaScript files. A script's own response policy applies only when it
 * runs as a worker (the site search runs its index in one), which fetches the
 * index files and compiles WebAssembly; nothing else loads.
 */
export const workerCsp =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Security headers on every response. A handler that set its own
 * Content-Security-Policy keeps it (e.g. the dev mailbox's message view).
 */
export function securityHeaders(options: {
  production: boolean;
  dev: boolean;
  httpsPublicUrl: boolean;
}): MiddlewareHandler<{
  Variables: CspVariables;
}> {
  return async (c, next) => {
    c.set("cspNonce", randomBytes(16).toString("base64"));
    c.set("cspScriptHashes", undefined);
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      const type = headers.get("Content-Type") ?? "";
      const isHtml = type.startsWith("text/html");
      const isScript = /^(text|application)\/javascript\b/.test(type);
      headers.set(
        "Content-Security-Policy",
        isHtml
          ? pageCsp({
              nonce: c.get("cspNonce"),
              scriptHashes: c.get("cspScriptHashes"),
              dev: options.dev,
              upgradeInsecure: options.httpsPublicUrl && options.production,
            })
          : isScript
            ? workerCsp
            : apiCsp,
      );
    }
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    headers.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
