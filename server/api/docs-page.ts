import { html, raw } from "hono/html";

type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
};
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  responses?: Record<string, { description?: string }>;
  security?: unknown[];
};

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1c1c1c;background:#fafaf8}
main{max-width:920px;margin:0 auto;padding:32px 20px}
h1{margin:0 0 4px}h2{margin:40px 0 8px;border-bottom:2px solid #ffc400;padding-bottom:4px}
.op{background:#fff;border:1px solid #deded8;border-radius:8px;padding:16px;margin:16px 0}
.method{display:inline-block;min-width:64px;font-weight:700;font-family:ui-monospace,monospace}
code,pre{font-family:ui-monospace,monospace;font-size:14px}
pre{background:#1c1c1c;color:#f4f4f2;padding:12px;border-radius:6px;overflow:auto}
table{border-collapse:collapse}td,th{text-align:left;padding:2px 12px 2px 0;vertical-align:top}
a{color:#1c1c1c}`;

/**
 * A readable reference of the API rendered on the server from the OpenAPI
 * document: no scripts, nothing loaded from elsewhere.
 */
export function renderApiDocs(document: OpenApiDocument) {
  const groups = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "Other";
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)?.push({ method: method.toUpperCase(), path: `/api${path}`, op });
    }
  }
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${document.info.title} reference</title><style>${raw(styles)}</style></head>
<body><main>
<h1>${document.info.title}</h1>
<p>Version ${document.info.version}. ${document.info.description ?? ""}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Successful answers are
<code>{"data": …}</code>; errors are <code>{"message": "…", "errors"?: {"field": ["…"]}}</code>.</p>
${[...groups.entries()].map(
  ([tag, operations]) => html`<h2>${tag}</h2>
${operations.map(
  ({ method, path, op }) => html`<section class="op" aria-label="${method} ${path}">
<p><span class="method">${method}</span> <code>${path}</code></p>
${op.summary ? html`<p><strong>${op.summary}</strong></p>` : ""}
${op.description ? html`<p>${op.description}</p>` : ""}
${op.security?.length ? html`<p>Requires <code>Authorization: Bearer &lt;token&gt;</code>.</p>` : ""}
${
  op.requestBody?.content
    ? Object.entries(op.requestBody.content).map(
        ([type, body]) => html`<p>Body (<code>${type}</code>):</p><pre>${JSON.stringify(body.schema, null, 2)}</pre>`,
      )
    : ""
}
<table><caption class="sr-only">Responses</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead><tbody>
${Object.entries(op.responses ?? {}).map(([status, response]) => html`<tr><td><code>${status}</code></td><td>${response.description ?? ""}</td></tr>`)}
</tbody></table>
</section>`,
)}`,
)}
</main></body></html>`;
}
