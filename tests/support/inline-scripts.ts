import { createHash } from "node:crypto";

/**
 * The CSP hash of every inline <script> of a document that a browser would run
 * (not JSON data blocks), whoever wrote it: what a test holds a page's policy
 * against. The server lists only the scripts its render wrote (app/entry.server.tsx).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}`,
    );
  }
  return [...new Set(hashes)];
}
