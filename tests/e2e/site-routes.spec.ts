import { brand } from "#app/lib/brand.ts";
import { accessibilityViolations, expect, gotoHydrated, test } from "./fixtures.ts";
import { contentRoutes, notFoundRoutes, searchProbe, staticRoutes } from "./site-routes.ts";

test.describe("every main-site route", () => {
  // The route checks are the suite's largest group: they spread over the workers rather than
  // keeping one busy after the other has finished.
  test.describe.configure({ mode: "parallel" });

  for (const path of [...staticRoutes, ...contentRoutes]) {
    test(`${path} answers 200 with one h1, its own title, a description and no axe violations`, async ({ page }) => {
      // Nothing goes wrong in the console, and nothing is fetched from another site.
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));

      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      expect(title).toContain("Marut");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
      expect(description?.length ?? 0).toBeLessThanOrEqual(170);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${brand.siteUrl}${path}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      const origin = new URL(page.url()).origin;
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
    });
  }

  test("no two routes share a title", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of [...staticRoutes, ...contentRoutes]) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, `${path} has a title`).toBeTruthy();
      const seenOn = titles.get(title ?? "");
      expect(seenOn, `title "${title}" of ${path} is also used by ${seenOn}`).toBeUndefined();
      titles.set(title ?? "", path);
    }
  });

  test("unknown paths answer 404 with the site's 404 page", async ({ page }) => {
    for (const path of notFoundRoutes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("h1")).toHaveText("We could not find that page");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  });

  test("a trailing slash redirects to the one address of the page", async ({ request }) => {
    const response = await request.get("/insights/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/insights");
  });
});

test.describe("search engines", () => {
  async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = match[1] ?? "";
      expect(url.startsWith(brand.siteUrl)).toBe(true);
      return url.slice(brand.siteUrl.length) || "/";
    });
  }

  test("every URL in the sitemap answers 200, and every internal link on those pages resolves", async ({ request }) => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(request);
    // Neither the lead wizard's thank-you page nor the search page is for search engines.
    for (const path of [...staticRoutes.filter((p) => p !== "/thank-you" && p !== "/search"), ...contentRoutes])
      expect(paths).toContain(path);
    expect(paths.some((path) => /^\/careers\/jobs\/[a-z0-9-]+$/.test(path) && path !== "/careers/jobs/positions")).toBe(
      true,
    );
    const links = new Map<string, string>();
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
        const href = (match[1] ?? "").replace(/&amp;/g, "&");
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const target = href.split("#")[0] ?? "";
        if (target && !links.has(target)) links.set(target, path);
      }
    }
    const broken: string[] = [];
    for (const [target, foundOn] of links) {
      const response = await request.get(target);
      if (response.status() >= 400) broken.push(`${target} (linked from ${foundOn}) → ${response.status()}`);
    }
    expect(broken).toEqual([]);
    expect(links.size).toBeGreaterThan(50);
  });

  test("robots.txt points at the sitemap and feeds list the newest items", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
    for (const feed of ["/insights/rss.xml", "/newsroom/rss.xml"]) {
      const response = await request.get(feed);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(6);
    }
  });

  test("pages carry Open Graph, Twitter and JSON-LD data", async ({ page }) => {
    await page.goto(searchProbe.url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(searchProbe.title.slice(0, 20)),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${brand.siteUrl}/social-card.png`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "BlogPosting", "BreadcrumbList"]));
    const image = await page.request.get("/social-card.png");
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("site search", () => {
  test("finds the one blog post that mentions a word, from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    await page.keyboard.type(searchProbe.word);
    const results = dialog.getByRole("list", { name: "Search results" }).getByRole("link");
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText(searchProbe.title);
    await expect(dialog.getByRole("status")).toContainText("1 result");
    await page.keyboard.press("ArrowDown");
    await expect(results.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${searchProbe.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(searchProbe.title);
  });

  test("says so when nothing matches", async ({ page }) => {
    await gotoHydrated(page, "/insights");
    await page.getByRole("button", { name: "Search the site" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("searchbox").fill("zzqxv");
    await expect(dialog.getByRole("status")).toContainText("No results for “zzqxv”");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("the dialog leads to every result on the /search page, by its link or with Enter", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Search the site" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("searchbox").fill("fatigue");
    await dialog.getByRole("link", { name: "See all results for “fatigue”" }).click();
    await expect(page).toHaveURL(/\/search\?q=fatigue$/);
    await expect(dialog).toBeHidden();
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
    // The address changes as the navigation starts; the results arrive with the page.
    await expect.poll(() => results.count()).toBeGreaterThan(1);
    await expect(page.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("fatigue");

    await page.keyboard.press("Control+k");
    await dialog.getByRole("searchbox").fill(searchProbe.word);
    await dialog.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${searchProbe.word}$`));
    await expect(results).toHaveCount(1);
    await expect(page.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue(searchProbe.word);
  });

  test("/search names its query, is noindex, announces its count and passes axe with results and with none", async ({
    page,
  }) => {
    await gotoHydrated(page, `/search?q=${searchProbe.word}`);
    await expect(page).toHaveTitle(`Search: ${searchProbe.word} | ${brand.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(`1 result for “${searchProbe.word}”.`);
    const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText("Blog");
    await expect(results.first().getByRole("link", { name: searchProbe.title })).toHaveAttribute(
      "href",
      searchProbe.url,
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // A new search from the page keeps focus in the field and announces what it found.
    const field = page.getByRole("searchbox", { name: "What are you looking for?" });
    await field.fill("zzqxv");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=zzqxv$/);
    await expect(status).toHaveText("No results for “zzqxv”.");
    await expect(field).toBeFocused();
    await expect(page).toHaveTitle(`Search: zzqxv | ${brand.name}`);
    await expect(page.getByRole("heading", { name: "Try one of these pages" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Careers", exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe("site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header leads to /search, whose form finds the blog post and links to it", async ({ page }) => {
    await page.goto("/insights");
    await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
    await expect(page.getByRole("heading", { name: "Popular pages" })).toBeVisible();

    const form = page.getByRole("search", { name: "Site search" });
    await form.getByRole("searchbox", { name: "What are you looking for?" }).fill(searchProbe.word);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${searchProbe.word}$`));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`1 result for “${searchProbe.word}”.`);
    await expect(form.getByRole("searchbox")).toHaveValue(searchProbe.word);
    const result = page.getByRole("list", { name: "Search results" }).getByRole("link");
    await expect(result).toHaveCount(1);
    await result.click();
    await expect(page).toHaveURL(new RegExp(`${searchProbe.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(searchProbe.title);
  });
});

test.describe("content listings", () => {
  test("filter by tag and move between pages", async ({ page }) => {
    // Six a page: the demo's seven blog posts, and any a back-office test on this worker's server
    // has published since, run onto page 2, which repeats none of page 1.
    const articles = page.getByRole("main").getByRole("article");
    await gotoHydrated(page, "/insights/blogs");
    await expect(articles).toHaveCount(6);
    const firstPage = await articles.getByRole("heading").allTextContents();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/insights\/blogs\/page\/2$/);
    await expect(articles.first()).toBeVisible();
    for (const title of await articles.getByRole("heading").allTextContents()) expect(firstPage).not.toContain(title);
    const filters = page.getByRole("navigation", { name: "Filter by topic" });
    const tag = filters.getByRole("link").nth(1);
    const href = (await tag.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/insights\/blogs\/tag\/[a-z0-9-]+$/);
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(filters.locator(`a[href="${href}"]`)).toHaveAttribute("aria-current", "page");
    const tagSlug = href.split("/").pop() ?? "";
    expect(tagSlug.length).toBeGreaterThan(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("/insights/<slug> serves articles and whitepapers and sends blog posts to their fixed address", async ({
    request,
  }) => {
    const blogPath = contentRoutes.find((path) => path.startsWith("/insights/blog/")) ?? "";
    const slug = blogPath.split("/").pop();
    const response = await request.get(`/insights/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(blogPath);
  });
});
