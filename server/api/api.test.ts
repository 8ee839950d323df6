import { describe, expect, it } from "vitest";
import { expectStatus } from "#tests/support/expect-status.ts";
import { createTestApp, openApiDocument, setUpTestApp } from "#tests/support/test-app.ts";

// Most of these requests are what the contract cannot express on purpose (unknown
// paths, malformed or oversized bodies, wrong types and content types, random
// input), so they go raw through `t.json` and `t.app.request`; the rest use the typed client.

const { database, t } = setUpTestApp({ once: true });

describe("API basics", () => {
  it("answers liveness and readiness", async () => {
    expect(await expectStatus(t.client().api.health.$get(), 200)).toMatchObject({ data: { status: "ok" } });
    expect(await expectStatus(t.client().api.ready.$get(), 200)).toMatchObject({
      data: { status: "ready", database: "pglite" },
    });
  });

  it.each([
    ["GET", "/api/nope"],
    ["POST", "/api/nope/deeper"],
    ["DELETE", "/api/health/extra"],
  ])("answers an unknown API path (%s %s) with a JSON 404 and a message", async (method, path) => {
    const res = await t.json(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body.message).toContain(path);
  });

  it("answers malformed JSON with 400 and a message", async () => {
    const res = await t.json("POST", "/api/newsletters/subscribe", '{"email": "a@b.co"');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The request body is not valid JSON." });
  });

  it.each([
    {
      what: "an unpaired surrogate anywhere in a JSON body with 400 (it has no UTF-8 form)",
      // Found by tests/security/fuzz.test.ts: "a\ud800@example.com" at the staff sign-in was a 500.
      refused: ['{"email":"a\\ud800@example.com"}', '{"email":"a@example.com","website":{"\\udfff":1}}'],
      message: "Text may not contain unpaired surrogate characters (\\ud800 to \\udfff).",
      // A correctly paired surrogate (an emoji) is ordinary text.
      ordinary: '{"email":"x@example.com","website":"\\ud83d\\ude9a"}',
      refusedFrom: "192.0.2.79",
      ordinaryFrom: "192.0.2.80",
    },
    {
      what: "a NUL character anywhere in a JSON body with 400 (PostgreSQL cannot store it)",
      // Found by tests/security/fuzz.test.ts: a NUL in a whitepaper request's name was a 500.
      refused: [
        { email: "a\u0000@example.com" },
        { email: "a@example.com", website: ["x", { deep: "\u0000" }] },
        { email: "a@example.com", "k\u0000": 1 },
      ],
      message: "Text may not contain NUL characters (\\u0000).",
      // The six characters backslash-u-0-0-0-0 are ordinary text.
      ordinary: '{"email":"x@example.com","website":"\\\\u0000"}',
      refusedFrom: "192.0.2.77",
      ordinaryFrom: "192.0.2.78",
    },
  ])("refuses $what", async ({ refused, message, ordinary, refusedFrom, ordinaryFrom }) => {
    const subscribe = (body: unknown, address: string) =>
      t.json("POST", "/api/newsletters/subscribe", body, { "x-forwarded-for": address });
    for (const body of refused) {
      const res = await subscribe(body, refusedFrom);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect((await subscribe(ordinary, ordinaryFrom)).status).toBe(200);
  });

  it("answers wrong types with 400, a message and per-field errors", async () => {
    const res = await t.json("POST", "/api/newsletters/subscribe", { email: 42 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^email: /);
    expect(res.body.errors).toEqual({ email: [expect.any(String)] });
  });

  it("answers a missing or empty body with 400", async () => {
    expect((await t.json("POST", "/api/newsletters/subscribe", {})).status).toBe(400);
    expect((await t.json("POST", "/api/newsletters/subscribe", "[]")).status).toBe(400);
    expect((await t.json("POST", "/api/newsletters/subscribe", "null")).status).toBe(400);
  });

  it("answers a 2 MB body with 413 and a message", async () => {
    const res = t.client().api.newsletters.subscribe.$post({
      json: { email: "a@b.co", website: "x".repeat(2 * 1024 * 1024) },
    });
    expect((await expectStatus(res, 413)).message).toMatch(/too large/);
  });

  it("answers a body that is not JSON with 415", async () => {
    const res = await t.app.request("/api/newsletters/subscribe", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=a@b.co",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: expect.stringContaining("application/json") });
  });

  it("sets the security headers on API responses", async () => {
    const res = await t.client().api.health.$get();
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    // HSTS only in production, where the site is served over HTTPS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps a well-formed request id and replaces a hostile one", async () => {
    const health = (requestId: string) => t.client({ "x-request-id": requestId }).api.health.$get();
    expect((await health("abc-123")).headers.get("x-request-id")).toBe("abc-123");
    const hostile = await health("a b <script>");
    expect(hostile.headers.get("x-request-id")).not.toContain("<");
  });

  it("compresses larger JSON with brotli or gzip as the client accepts", async () => {
    const br = await t.app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await t.app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const none = await t.app.request("/api/openapi.json");
    expect(none.headers.get("content-encoding")).toBeNull();
  });

  it("publishes an OpenAPI document generated from the route schemas, and a readable reference", async () => {
    const { paths } = await openApiDocument(t);
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(["/health", "/ready", "/newsletters/subscribe"]));
    expect(Object.keys(paths["/newsletters/subscribe"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "409", "413", "429"]),
    );
    const docs = await t.app.request("/api/docs");
    expect(docs.status).toBe(200);
    const html = await docs.text();
    expect(html).toContain("/api/newsletters/subscribe");
    expect(html).not.toContain("<script");
  });
});

describe("production mode", () => {
  it("adds HSTS", async () => {
    const prod = createTestApp({ database: database.handle, production: true });
    const res = await prod.client().api.health.$get();
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    await prod.close();
  });
});

describe("no input produces a server error", () => {
  it("answers random JSON bodies, types and paths with a 4xx JSON message or success", async () => {
    const fc = await import("fast-check");
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.record({ email: fc.anything(), website: fc.anything() }), fc.string()),
        fc.constantFrom("/api/newsletters/subscribe", "/api/health", "/api/ready", "/api/x", "/api/newsletters"),
        fc.constantFrom("POST", "PUT", "GET", "DELETE"),
        async (body, path, method) => {
          n += 1;
          const init: RequestInit = {
            method,
            headers: { "content-type": "application/json", "x-forwarded-for": `10.0.${n >> 8}.${n & 255}` },
          };
          if (method !== "GET") init.body = typeof body === "string" ? body : JSON.stringify(body);
          const res = await t.app.request(path, init);
          expect(res.status).toBeLessThan(500);
          const json = (await res.json()) as { message?: unknown; data?: unknown };
          if (res.status >= 400) expect(typeof json.message).toBe("string");
        },
      ),
      { numRuns: 150 },
    );
  });
});
