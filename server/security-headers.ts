import type { MiddlewareHandler } from "hono";

export type CspVariables = {
  /** Set by the page handler for a page it rendered: the SHA-256 hashes of its inline scripts. */
  cspScriptHashes: string[] | undefined;
};

export type SecurityHeaderOptions = {
  production: boolean;
  dev: boolean;
  httpsPublicUrl: boolean;
};

type PagePolicyOptions = { dev: boolean; upgradeInsecure: boolean };

/**
 * The page policy around its script sources, built once per option set: a
 * policy is a fixed prefix, this response's script sources and a fixed suffix.
 */
const pagePolicyParts = new Map<string, { before: string; after: string }>();

function pagePolicy(options: PagePolicyOptions): { before: string; after: string } {
  const key = `${options.dev}:${options.upgradeInsecure}`;
  let parts = pagePolicyParts.get(key);
  if (!parts) {
    const after = [
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
      ...(options.upgradeInsecure ? ["upgrade-insecure-requests"] : []),
    ];
    parts = { before: "default-src 'self'; script-src 'self'", after: `; ${after.join("; ")}` };
    pagePolicyParts.set(key, parts);
  }
  return parts;
}

/**
 * Content-Security-Policy for HTML pages. Inline scripts run only when their
 * SHA-256 is listed: every page is rendered whole (kept in the render cache
 * or rendered for one request), so its inline scripts are known
 * before its headers are sent; a page that lists none runs no inline script.
 */
export function pageCsp(options: PagePolicyOptions & { scriptHashes?: string[] }): string {
  const { before, after } = pagePolicy(options);
  const sources = options.scriptHashes ? options.scriptHashes.map((hash) => ` '${hash}'`).join("") : "";
  return `${before}${sources}${after}`;
}

/** For JSON and other non-HTML responses: nothing may load from them. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * For JavaScript files. A script's own response policy applies only when it
 * runs as a worker: it may load scripts from the site and fetch from it, and
 * nothing else.
 */
export const workerCsp =
  "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const scriptType = /^(text|application)\/javascript\b/;

/** The policy of a response by its type; pages also by their script sources. */
export function cspFor(
  contentType: string,
  options: SecurityHeaderOptions,
  scripts: { scriptHashes?: string[] } = {},
): string {
  if (contentType.startsWith("text/html")) {
    return pageCsp({ ...scripts, dev: options.dev, upgradeInsecure: options.httpsPublicUrl && options.production });
  }
  return scriptType.test(contentType) ? workerCsp : apiCsp;
}

/** The headers every response carries whatever it is, besides its policy. */
export function constantSecurityHeaders(options: SecurityHeaderOptions): Readonly<Record<string, string>> {
  return Object.freeze({
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    ...(options.production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  });
}

/**
 * Security headers on every response the app builds (answers served from
 * memory get the same ones in server/lean-path.ts). A handler that set its own
 * Content-Security-Policy keeps it (e.g. the dev mailbox's message view), and
 * one that set its own Cross-Origin-Resource-Policy too (the public images of
 * server/media.ts).
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<{ Variables: CspVariables }> {
  const constant = Object.entries(constantSecurityHeaders(options));
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      headers.set(
        "Content-Security-Policy",
        cspFor(headers.get("Content-Type") ?? "", options, {
          scriptHashes: c.get("cspScriptHashes"),
        }),
      );
    }
    for (const [name, value] of constant) {
      if (name === "Cross-Origin-Resource-Policy" && headers.has(name)) continue;
      headers.set(name, value);
    }
  };
}
