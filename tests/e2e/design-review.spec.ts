import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { findContentDir, loadContent } from "#app/features/content/content.server.ts";
import { demoJobs } from "#db/demo-jobs.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const store = loadContent(findContentDir());
const firstBlog = store.byCollection.blogs[0]?.url ?? "";
const openJob = demoJobs.find((job) => job.status === "published" && job.validThroughDays > 0)?.slug ?? "";

/** Errors the browser logged while `visit` ran (console errors and uncaught exceptions). */
async function consoleErrors(page: Page, visit: () => Promise<unknown>) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await visit();
  return errors;
}

test.describe("insights pagination", () => {
  test("the current page number is readable and marked as the current page", async ({ page }) => {
    await page.goto("/insights/blogs/page/2");
    const current = page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]');
    await expect(current).toHaveText("2");
    const colours = await current.evaluate((element) => {
      const style = getComputedStyle(element);
      return { text: style.color, background: style.backgroundColor };
    });
    expect(colours.text).not.toBe(colours.background);
    const other = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 1", exact: true });
    const otherBackground = await other.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(otherBackground, "the current page looks different from the others").not.toBe(colours.background);
    const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).setLegacyMode(true).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  });
});

test.describe("cover art", () => {
  for (const path of ["/insights/blogs", firstBlog, "/insights/whitepapers", "/newsroom", "/events"]) {
    test(`${path} draws its covers without browser errors`, async ({ page }) => {
      const errors = await consoleErrors(page, () => gotoHydrated(page, path));
      expect(errors).toEqual([]);
    });
  }

  for (const path of ["/insights/blogs", "/insights/articles", "/newsroom", "/events"]) {
    test(`every cover on ${path} is different`, async ({ page }) => {
      await page.goto(path);
      const covers = await page.locator('main svg[viewBox="0 0 400 225"]').evaluateAll((svgs) =>
        svgs.map((svg) => ({
          markup: svg.innerHTML,
          // What a reader sees at a glance: which shapes, in which colours, without their exact coordinates.
          look: [...svg.querySelectorAll("*")]
            .map(
              (shape) => `${shape.tagName}:${shape.getAttribute("fill") ?? ""}:${shape.getAttribute("stroke") ?? ""}`,
            )
            .join(" "),
        })),
      );
      expect(covers.length).toBeGreaterThanOrEqual(3);
      expect(new Set(covers.map((cover) => cover.markup)).size).toBe(covers.length);
      expect(new Set(covers.map((cover) => cover.look)).size).toBe(covers.length);
    });
  }
});

test.describe("site search finds the careers portal", () => {
  /** Types `word` into the open search dialog and reads the results once they are shown. */
  async function search(page: Page, word: string) {
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const input = dialog.getByRole("searchbox");
    const status = dialog.getByRole("status");
    await input.fill("");
    await expect(status).toHaveText("");
    await input.fill(word);
    await expect(status).toContainText(/results?\./);
    const links = dialog.getByRole("list", { name: "Search results" }).getByRole("link");
    return links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        url: anchor.getAttribute("href") ?? "",
        title: anchor.querySelector("span")?.textContent ?? "",
      })),
    );
  }

  test("careers, jobs and engineer find the careers pages; no page twice; results carry the page's title", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
    const seen = new Map<string, string>();
    for (const word of ["careers", "jobs", "engineer", "fatigue", "fleet"]) {
      const hits = await search(page, word);
      const urls = hits.map((hit) => hit.url);
      expect(new Set(urls).size, `${word}: ${urls.join(", ")}`).toBe(urls.length);
      expect(urls.some((url) => url === "/insights/article")).toBe(false);
      if (["careers", "jobs", "engineer"].includes(word)) {
        expect(
          urls.some((url) => url.startsWith("/careers")),
          `${word}: ${urls.join(", ")}`,
        ).toBe(true);
      }
      for (const hit of hits) seen.set(hit.url, hit.title);
    }
    const titled = [...seen].slice(0, 12);
    for (const [url, title] of titled) {
      await page.goto(url);
      expect(await page.title(), url).toContain(title);
    }
  });
});

test.describe("loading overlay", () => {
  async function watchOverlay(page: Page) {
    await page.evaluate(() => {
      const seen = { shown: false };
      (window as unknown as { overlaySeen: typeof seen }).overlaySeen = seen;
      new MutationObserver(() => {
        if (document.body.textContent?.includes("Loading your experience...")) seen.shown = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }
  const overlaySeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { overlaySeen: { shown: boolean } }).overlaySeen.shown);

  /** From /insights (its code loaded), follows the link to the blogs listing, whose data answers after `delayMs`. */
  async function openBlogsAnsweredAfter(page: Page, delayMs: number) {
    await gotoHydrated(page, "/insights");
    await page.route("**/insights/blogs.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
    await watchOverlay(page);
    await page.getByRole("main").locator('a[href="/insights/blogs"]').first().click();
  }

  test("a navigation answered within 300 ms never shows the overlay", async ({ page }) => {
    // 100 ms of delay leaves the rest of the 300 ms to the server and the browser on a busy machine.
    await openBlogsAnsweredAfter(page, 100);
    await expect(page).toHaveURL(/\/insights\/blogs$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await overlaySeen(page)).toBe(false);
  });

  test("a slow navigation shows the overlay with its progress", async ({ page }) => {
    await openBlogsAnsweredAfter(page, 1500);
    await expect(page.getByText("Loading your experience...")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Page loading" })).toBeVisible();
    await expect(page).toHaveURL(/\/insights\/blogs$/);
    await expect(page.getByText("Loading your experience...")).toBeHidden();
    expect(await overlaySeen(page)).toBe(true);
  });
});

test.describe("text that must not break", () => {
  for (const width of [390, 1366]) {
    test(`email addresses and phone numbers on the contact page keep to one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      const links = page.getByRole("main").locator('a[href^="mailto:"], a[href^="tel:"]');
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      // A text node laid out on more than one line has been broken inside a word.
      const broken = await links.evaluateAll((anchors) =>
        anchors.flatMap((anchor) => {
          const walker = document.createTreeWalker(anchor, NodeFilter.SHOW_TEXT);
          const split: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(node.textContent);
          }
          return split;
        }),
      );
      expect(broken).toEqual([]);
    });
  }

  test("a figure and its unit stay together", async ({ page }) => {
    const story = store.byCollection["customer-stories"].find((item) =>
      item.data.outcomes.some((outcome) => outcome.value === "3 min 40 s"),
    );
    expect(story).toBeDefined();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(story?.url ?? "");
    const figure = page.getByRole("main").getByText("3 min 40 s", { exact: true });
    expect(await figure.evaluate((element) => element.textContent)).toBe("3\u00a0min\u00a040\u00a0s");
  });

  test("a blog table scrolls in a keyboard-reachable region instead of crushing its columns", async ({ page }) => {
    const post = store.byCollection.blogs.find((item) => item.body.includes("\n|"));
    expect(post).toBeDefined();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(post?.url ?? "");
    const region = page.getByRole("main").locator(".table-scroll").first();
    await expect(region).toHaveAttribute("tabindex", "0");
    const narrowest = await region
      .locator("th, td")
      .evaluateAll((cells) => Math.min(...cells.map((cell) => cell.getBoundingClientRect().width)));
    expect(narrowest).toBeGreaterThanOrEqual(96);
    const scroll = await region.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
    expect(scroll.client).toBeLessThanOrEqual(390);
  });

  test("topic filters keep the capitals of proper nouns", async ({ page }) => {
    await page.goto("/insights/blogs");
    const filters = page.getByRole("navigation", { name: "Filter by topic" });
    await expect(filters.getByRole("link", { name: /^East Africa/ })).toBeVisible();
    await expect(filters.getByRole("link", { name: /^East africa/ })).toHaveCount(0);
  });

  test("event times name their zone the same way everywhere", async ({ page }) => {
    await page.goto("/events");
    const times = await page.getByRole("main").locator("li p.font-semibold").allTextContents();
    expect(times.length).toBeGreaterThanOrEqual(3);
    for (const time of times) expect(time).toMatch(/ [A-Z]{2,5}\u00a0\(UTC[+−-]\d{1,2}(:\d{2})?\)$/);
    expect(times.join(" ")).not.toContain("GMT");
  });
});

test.describe("no horizontal scrolling on a 360 px phone", () => {
  const pages = [
    "/",
    "/solutions",
    "/solutions/fleet-sense",
    "/solutions/cabin-vision",
    "/insights",
    "/insights/blogs",
    firstBlog,
    "/contact",
    "/careers",
    "/careers/jobs/positions",
    `/careers/jobs/${openJob}`,
    "/events",
    "/newsroom",
  ];
  test("main pages fit the screen's width", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    const overflowing: string[] = [];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        wide: [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > 361 && !element.closest(".table-scroll, pre"))
          .filter((element) => getComputedStyle(element).visibility !== "hidden")
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
      }));
      if (widths.page > 360) overflowing.push(`${path}: ${widths.page}px (${widths.wide.join(" | ")})`);
    }
    expect(overflowing).toEqual([]);
  });
});
