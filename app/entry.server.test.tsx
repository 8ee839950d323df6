import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "#tests/support/inline-scripts.ts";
import { finishDocument } from "./entry.server.tsx";

const hashOf = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * A document as React Router writes it with `<ServerRouter nonce={mark}>`,
 * whose content body carries scripts that a failing sanitizer let through.
 */
function renderedWith(mark: string) {
  const context = 'window.__reactRouterContext = {"body":"\\u003cscript>alert(3)\\u003c/script>"};';
  const modules = 'import "/assets/entry.client-abc.js";';
  const html =
    `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/entry.client-abc.js" nonce="${mark}"/>` +
    '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>' +
    '<div class="prose-content"><p>Night-shift fatigue</p><script>alert(1)</script>' +
    `<script nonce="a-guess">alert(2)</script><img src="x" onerror="alert(4)"/></div></main>` +
    `<script nonce="${mark}">${context}</script><script nonce="${mark}" type="module" async="">${modules}</script>` +
    "</body></html>";
  return { html: Buffer.from(html), context, modules };
}

describe("the scripts a page may run", () => {
  it("are the ones its render wrote: a <script> smuggled into a content body is not allowed by the page's policy", () => {
    const mark = "bWFyay1vZi10aGlzLXJlbmRlcg";
    const { html, context, modules } = renderedWith(mark);
    const finished = finishDocument(html, mark);
    const sent = Buffer.from(finished.body).toString("utf8");
    // The hashes the page's Content-Security-Policy lists (server/pages.ts hands them to pageCsp).
    const policy = finished.scriptHashes.map((hash) => `'${hash}'`).join(" ");

    // The smuggled scripts are in the page, and the policy lets none of them run.
    expect(sent).toContain("<script>alert(1)</script>");
    for (const smuggled of ["alert(1)", "alert(2)"]) expect(policy).not.toContain(hashOf(smuggled));
    // The application's own scripts run: React Router's context, the held route
    // modules (the starter runs their text as a module) and the starter itself.
    expect(policy).toContain(`'${hashOf(context)}'`);
    expect(policy).toContain(`'${hashOf(modules)}'`);
    expect(sent).toContain(`<script type="x-held-module">${modules}</script>`);
    const notAllowed = inlineScriptHashes(sent).filter((hash) => !finished.scriptHashes.includes(hash));
    expect(notAllowed.sort()).toEqual([hashOf("alert(1)"), hashOf("alert(2)")].sort());
    // The mark never leaves the server.
    expect(sent).not.toContain(mark);
    expect(sent).toContain('<link rel="x-modulepreload" href="/assets/entry.client-abc.js"/>');
  });

  it("are none when nothing in the document carries the render's mark", () => {
    const { html } = renderedWith("one-render");
    const finished = finishDocument(html, "another-render");
    expect(finished.scriptHashes).toEqual([]);
  });
});
