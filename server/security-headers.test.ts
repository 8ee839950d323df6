import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiCsp, type CspVariables, securityHeaders, workerCsp } from "./security-headers.ts";

function appServing(contentType: string, scriptHashes?: string[]) {
  const app = new Hono<{ Variables: CspVariables }>();
  app.use(securityHeaders({ production: false, dev: false, httpsPublicUrl: false }));
  app.get("/", (c) => {
    if (scriptHashes) c.set("cspScriptHashes", scriptHashes);
    return c.body("x", 200, { "Content-Type": contentType });
  });
  return app;
}

describe("Content-Security-Policy by response type", () => {
  it("allows a page's inline scripts by their hashes and no evaluation of strings or WebAssembly", async () => {
    const hashes = ["sha256-cmVuZGVyLXNjcmlwdC0xMjM=", "sha256-b3RoZXItc2NyaXB0LTQ1Ng=="];
    const page = await appServing("text/html; charset=utf-8", hashes).request("/");
    const csp = page.headers.get("content-security-policy");
    expect(csp).toContain(`script-src 'self' '${hashes[0]}' '${hashes[1]}';`);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain("'wasm-unsafe-eval'");
    expect(csp).toContain("worker-src 'self'");
  });

  it("allows no inline script at all on an HTML answer that names none", async () => {
    const csp = (await appServing("text/html; charset=utf-8").request("/")).headers.get("content-security-policy");
    const scriptSrc = csp?.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self'");
  });

  it("lets scripts that run as workers fetch from the site, and nothing more", async () => {
    const res = await appServing("text/javascript; charset=utf-8").request("/");
    expect(res.headers.get("content-security-policy")).toBe(workerCsp);
    expect(workerCsp).not.toContain("eval");
    expect(workerCsp).toContain("connect-src 'self'");
    expect(workerCsp).toContain("default-src 'none'");
  });

  it("lets nothing load from JSON and other files", async () => {
    for (const type of ["application/json", "application/octet-stream", "image/svg+xml"]) {
      expect((await appServing(type).request("/")).headers.get("content-security-policy")).toBe(apiCsp);
    }
  });
});
