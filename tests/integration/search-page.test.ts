import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentItems } from "#db/schema.ts";
import { setUpBuiltApp } from "../support/server-build.ts";

// The /search page of the production build on a test database, with the render
// cache as in production: results follow the database at every request (the
// page is never kept), it is noindex and uncached, and a client past the
// search limit gets the page with the wait in words and a 429, not an error page.

const app = setUpBuiltApp();

const page = async (query: string, ip = "198.51.100.20") => {
  const res = await app.t.app.request(`/search${query}`, { headers: { "x-forwarded-for": ip } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

describe("/search", () => {
  it("lists what matches, follows publishing at once, and is neither indexed nor cached", async () => {
    const empty = await page("");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("<title>Search the site | Marut</title>");
    expect(empty.html).toMatch(/<h2[^>]*>Popular pages<\/h2>/);

    expect((await page("?q=zanzibarquill")).html).toContain("No results for “zanzibarquill”.");

    const [item] = await app.t.services.db
      .insert(contentItems)
      .values({
        collection: "blogs",
        slug: "zanzibarquill-depots",
        status: "published",
        data: { title: "Zanzibarquill depots after dark", description: "What the night shift saw.", tags: [] },
        body: "Depots on the **zanzibarquill** corridor <em>rest</em> their drivers longer.",
      })
      .returning();
    const found = await page("?q=zanzibarquill");
    expect(found.status).toBe(200);
    expect(found.html).toContain("<title>Search: zanzibarquill | Marut</title>");
    expect(found.html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(found.html).toContain("1 result for “zanzibarquill”.");
    expect(found.html).toMatch(
      /<a [^>]*href="\/insights\/blog\/zanzibarquill-depots"[^>]*>Zanzibarquill depots after dark<\/a>/,
    );
    // The excerpt is text: the Markdown's markup is gone.
    expect(found.html).toContain("Depots on the zanzibarquill corridor rest their drivers longer.");
    // The form is filled with the query.
    expect(found.html).toMatch(/<input[^>]*name="q"[^>]*value="zanzibarquill"/);

    await app.t.services.db
      .update(contentItems)
      .set({ status: "unpublished" })
      .where(eq(contentItems.id, item?.id ?? ""));
    expect((await page("?q=zanzibarquill")).html).toContain("No results for “zanzibarquill”.");
  });

  it("answers 429 with the wait in words once the client has used up its searches through the API", async () => {
    const ip = "198.51.100.21";
    for (let count = 0; count < 120; count++) {
      const res = await app.t.app.request("/api/search?q=fleet", { headers: { "x-forwarded-for": ip } });
      expect(res.status).toBe(200);
    }
    const refused = await page("?q=fleet", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.html).toMatch(/Please wait \d+ seconds?, then search again\./);
    expect(refused.html).toMatch(/<h1[^>]*>Search the site<\/h1>/);
    expect(refused.html).toMatch(/<input[^>]*name="q"[^>]*value="fleet"/);
    // Another client still searches.
    expect((await page("?q=fleet", "198.51.100.22")).status).toBe(200);
  });

  it("is compressed for a client that asks, and says once that it varies by Accept-Encoding", async () => {
    for (const acceptEncoding of ["gzip", "br", "identity"]) {
      const res = await app.t.app.request("/search?q=fleet", {
        headers: { "x-forwarded-for": "198.51.100.30", "accept-encoding": acceptEncoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("Vary"), acceptEncoding).toBe("Accept-Encoding");
      expect(res.headers.get("Content-Encoding"), acceptEncoding).toBe(
        acceptEncoding === "identity" ? null : acceptEncoding,
      );
      expect(Number(res.headers.get("Content-Length"))).toBe((await res.arrayBuffer()).byteLength);
    }
  });
});
