import { describe, expect, it } from "vitest";
import { expectStatus } from "#tests/support/expect-status.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";
import { apiWriteBudget } from "./api/api.ts";
import { addressMessages, pageWriteBudget } from "./app.ts";
import { bodyMessages, JSON_BODY_LIMIT_BYTES, JSON_MAX_DEPTH, unacceptableJson } from "./request-bodies.ts";

const { t } = setUpTestApp({ once: true });

describe("trailing-slash redirect", () => {
  it("redirects to the path as it was sent, with its query", async () => {
    const res = await t.app.request("/about/?ref=mail");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?ref=mail");
    const encoded = await t.app.request("/insights/caf%C3%A9/");
    expect(encoded.headers.get("location")).toBe("/insights/caf%C3%A9");
  });

  it("never redirects to another host through a backslash or a double slash", async () => {
    for (const path of ["/%5Cevil.example/", "/%5cevil.example/", "//evil.example/", "/%2F/evil.example/"]) {
      const res = await t.app.request(`http://localhost${path}`);
      const location = res.headers.get("location");
      if (location !== null) {
        // Whatever is redirected to stays on this site.
        expect(new URL(location, "https://www.marut.example/").host).toBe("www.marut.example");
        expect(location).not.toMatch(/^\/[\\/]|\\/);
      } else {
        expect(res.status).toBe(404);
      }
    }
    expect((await t.app.request("http://localhost/%5Cevil.example/")).status).toBe(404);
    expect((await t.app.request("http://localhost//evil.example/")).status).toBe(404);
  });

  it("answers control characters in the path with 400, not a 500", async () => {
    for (const path of ["/%0a/", "/%00/", "/%0d%0aSet-Cookie:x/", "/a%7F/"]) {
      const res = await t.app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(((await res.json()) as { message: string }).message).toMatch(/control characters/);
    }
  });
});

describe("back-office pages", () => {
  it("are never cached: /admin pages and their .data answers carry Cache-Control: no-store", async () => {
    for (const path of ["/admin", "/admin/login", "/admin.data", "/admin/leads.data", "/admin/jobs/new"]) {
      const res = await t.app.request(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    expect((await t.app.request("/administrator")).headers.get("cache-control")).not.toBe("no-store");
  });
});

describe("request bodies", () => {
  it("refuses deeply nested JSON before parsing it, with 400 and a message", async () => {
    // Bodies written as text, nested deeper than any schema: outside the contract on purpose.
    const depth = 200_000;
    const body = `{"email":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    expect(body.length).toBeLessThan(JSON_BODY_LIMIT_BYTES * 2);
    const res = await t.json("POST", "/api/newsletters/subscribe", body.slice(0, JSON_BODY_LIMIT_BYTES - 10));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(bodyMessages.tooDeep);
    const shallow = `{"email":${"[".repeat(JSON_MAX_DEPTH - 1)}${"]".repeat(JSON_MAX_DEPTH - 1)}}`;
    expect((await t.json("POST", "/api/newsletters/subscribe", shallow)).body.message).not.toBe(bodyMessages.tooDeep);
  });

  it("judges nesting, NULs and lone surrogates on the text, skipping what is inside strings", () => {
    expect(unacceptableJson('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')).toBeNull();
    expect(unacceptableJson('{"a":"\\\\u0000"}')).toBeNull(); // an escaped backslash, then "u0000"
    expect(unacceptableJson('{"a":"\\u0000"}')).toMatch(/NUL/);
    expect(unacceptableJson('{"a":"\\ud83d\\ude00"}')).toBeNull(); // a pair: one emoji
    expect(unacceptableJson('{"a":"\\ud83d x"}')).toMatch(/surrogate/);
    expect(unacceptableJson('{"a":"\\ude00"}')).toMatch(/surrogate/);
    expect(unacceptableJson(`${"[".repeat(33)}${"]".repeat(33)}`)).toBe(bodyMessages.tooDeep);
  });

  it("refuses a JSON body over 256 kB with 413 (uploads keep their own, larger limit)", async () => {
    const res = t.client().api.newsletters.subscribe.$post({
      json: { email: "a@example.com", website: "x".repeat(JSON_BODY_LIMIT_BYTES) },
    });
    expect((await expectStatus(res, 413)).message).toBe(bodyMessages.json);
  });

  it("counts API writes per client before reading their bodies", async () => {
    const headers = { "x-forwarded-for": "198.51.100.7" };
    let status = 0;
    for (let index = 0; index <= apiWriteBudget.limit; index++) {
      const res = await t.app.request("/api/nope", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: "{}",
      });
      status = res.status;
    }
    expect(status).toBe(429);
    // Another client is not affected.
    const other = await t.app.request("/api/nope", { method: "POST", headers: { "x-forwarded-for": "198.51.100.8" } });
    expect(other.status).toBe(404);
  });

  it("counts form posts to pages per client before reading them", async () => {
    const post = (ip: string) =>
      t.app.request("/newsletter/unsubscribe?token=x", {
        method: "POST",
        headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
        body: "confirm=1",
      });
    const statuses: number[] = [];
    for (let index = 0; index <= pageWriteBudget.limit; index++) statuses.push((await post("198.51.100.20")).status);
    expect(statuses.slice(0, pageWriteBudget.limit).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await post("198.51.100.21")).status).not.toBe(429);
  });

  it("refuses a page form larger than 16 kB from its Content-Length", async () => {
    const res = await t.app.request("/verify-email?token=x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.30" },
      body: `code=${"1".repeat(20 * 1024)}`,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(bodyMessages.page);
  });
});

describe("control characters in the query string", () => {
  it("answers a NUL or another control character in any query value with 400 JSON before any handler reads it", async () => {
    const paths = [
      "/api/search?q=a%00b",
      "/api/search?q=%01",
      "/api/jobs?team=%7F",
      "/api/search?q=x&%00=y",
      "/api/admin/subscribers?q=%00",
      "/api/admin/content?q=%1b",
      "/api/admin/campaigns?q=a%0Db",
      "/api/search?q=%C2%85",
    ];
    for (const path of paths) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(((await res.json()) as { message: string }).message, path).toBe(addressMessages.controlCharacters);
    }
  });

  it("lets text in any script through, percent-encoded or not", async () => {
    for (const q of ["सड़क सुरक्षा", "usalama barabarani", "السلامة على الطرق", "Ωμέγα 😀", "a+b%2Bc"]) {
      const res = await t.app.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });

  it("refuses control characters in a page's query too (without a build, as JSON)", async () => {
    const res = await t.app.request("/search?q=%00");
    expect(res.status).toBe(400);
  });
});

describe("studio images", () => {
  it("answers 404 for a media path whose id is 36 hex-or-dash characters but not a UUID, without querying", async () => {
    for (const id of [
      "------------------------------------",
      "0".repeat(36),
      "abcdef01-2345-6789-abcd-ef0123456789-",
    ]) {
      const res = await t.app.request(`/media/${id.slice(0, 36)}/480.jpg`);
      expect(res.status, id).toBe(404);
    }
  });
});
