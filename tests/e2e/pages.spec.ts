import { accessibilityViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// The 404 page renders, runs its scripts under the CSP, and axe finds nothing (site-routes.spec.ts checks
// every page that exists the same way).
const pages = [
  { path: "/404", heading: "We could not find that page" },
  { path: "/no-such-page", heading: "We could not find that page" },
];

for (const { path, heading } of pages) {
  test(`${path} renders, hydrates without CSP violations and has no accessibility violations`, async ({ page }) => {
    const cspErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
        cspErrors.push(message.text());
      }
    });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The client router exists only once entry.client ran, i.e. the CSP let the app's scripts run.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    expect(cspErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test("unknown pages answer HTTP 404 with the site's 404 page", async ({ request }) => {
  const res = await request.get("/no-such-page");
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("We could not find that page");
});

test("pages and API answers carry the security headers", async ({ request }) => {
  for (const path of ["/", "/no-such-page"]) {
    const res = await request.get(path);
    const headers = res.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("nonce-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    expect(headers["x-frame-options"]).toBe("DENY");
  }
  const api = await request.get("/api/health");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("hashed assets are immutable and compressed", async ({ request, page }) => {
  await gotoHydrated(page, "/");
  const hrefs = await page
    .locator('script[type="module"][src], link[rel="modulepreload"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? node.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
    const res = await request.get(href, { headers: { "accept-encoding": "br" } });
    expect(res.headers()["cache-control"], href).toBe("public, max-age=31536000, immutable");
  }
  // The framework chunk (React, React DOM, React Router) is the biggest download: it goes out brotli-compressed.
  const framework = hrefs.find((href) => /\/framework-[\w-]+\.js$/.test(href));
  expect(framework).toBeDefined();
  const res = await request.get(framework ?? "", { headers: { "accept-encoding": "br" } });
  expect(res.headers()["content-encoding"]).toBe("br");
});

test("a page's scripts start once it has loaded, then hydrate it under the CSP", async ({ page, request }) => {
  // As sent, the document asks for no script: its stylesheet, text and images have the connection first.
  const html = await (await request.get("/")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain('<script type="x-held-module">');

  // The home page's product screen arrives late: no script is asked for before it has.
  const events: string[] = [];
  await page.route("**/product/home.svg", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  page.on("request", (req) => {
    if (/\/assets\/[\w.-]+\.js$/.test(req.url())) events.push("script");
  });
  page.on("requestfinished", (req) => {
    if (req.url().endsWith("/product/home.svg")) events.push("image");
  });
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      cspErrors.push(message.text());
    }
  });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(events[0]).toBe("image");
  expect(events.filter((event) => event === "script").length).toBeGreaterThan(3);
  expect(cspErrors).toEqual([]);
  // The started preloads are real module preloads again.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
});
