import type { Page } from "@playwright/test";
import { solutionSlugs } from "#app/domain/solutions.ts";
import { findContentDir, loadContent } from "#app/features/content/content.server.ts";
import { demoJobs } from "#db/demo-jobs.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// The page system (docs/decisions/0017-page-system.md): one content grid that starts at the header logo's left
// edge, one size for every page title, the header following the page's opening band, and the closing "Let's talk"
// band on marketing pages only, standing apart from the footer.

const store = loadContent(findContentDir());
const firstUrl = (items: { url: string }[], name: string) => {
  const url = items[0]?.url;
  if (!url) throw new Error(`content/ has no ${name}`);
  return url;
};
const openJob = demoJobs.find((job) => job.status === "published" && job.validThroughDays > 0)?.slug;
if (!openJob) throw new Error("the demo jobs have no open position");

const solutionPages = ["solution-details", ...solutionSlugs];

const careersPages = ["/careers", "/careers/jobs/positions", `/careers/jobs/${openJob}`, "/careers/jobs/login"];

const mainPages = [
  "/",
  "/solutions",
  ...solutionPages.map((slug) => `/solutions/${slug}`),
  "/insights",
  "/insights/blogs",
  firstUrl(store.byCollection.blogs, "blog post"),
  "/newsroom",
  "/events",
  firstUrl(store.byCollection.events, "event"),
  "/about",
  "/team",
  "/contact",
  "/faqs",
  "/government-relations",
  "/developer-apis",
  "/legal/terms-of-use",
  "/legal/privacy-policy",
  "/legal/accessibility-statement",
  "/search",
  ...careersPages,
  "/verify-email",
];

/** The page-title scale: the h1's font size below and above the md breakpoint (768 px). */
const titleSize: Record<number, string> = { 390: "36px", 1366: "48px" };

/**
 * Where the page's top bar (the site header, or the careers portal's own bar) and its logo sit, the first h1's left
 * edge and font size, and the tones of the bar and of the band right under it (dark when its background is dark).
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('header[data-theme], nav[aria-label="Careers"]');
    const logo = bar?.querySelector("svg");
    const h1 = document.querySelector("main h1");
    if (!bar || !logo || !h1) throw new Error("the page has no top bar, logo or h1");
    const toneOf = (start: Element | null) => {
      for (let element = start; element; element = element.parentElement) {
        const match =
          getComputedStyle(element)
            .backgroundColor.match(/[\d.]+/g)
            ?.map(Number) ?? [];
        const [red = 0, green = 0, blue = 0, alpha = 1] = match;
        if (match.length >= 3 && alpha > 0) {
          return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255 < 0.5 ? "dark" : "light";
        }
      }
      return "light";
    };
    window.scrollTo(0, 0);
    const barBox = bar.getBoundingClientRect();
    const below = document.elementFromPoint(Math.round(window.innerWidth / 2), Math.round(barBox.bottom + 4));
    return {
      logoLeft: logo.getBoundingClientRect().left,
      h1Left: h1.getBoundingClientRect().left,
      titleSize: getComputedStyle(h1).fontSize,
      theme: bar.dataset.theme ?? null,
      barTone: toneOf(bar),
      openingTone: toneOf(below),
    };
  });
}

test.describe("page system", () => {
  for (const path of mainPages) {
    test(`${path}: content starts at the logo's edge, the title is on the scale, the header follows the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      // The same page at both widths: the layout reflows, as when a window is resized.
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const box = await measure(page);
        expect(
          Math.abs(box.h1Left - box.logoLeft),
          `${width} px: h1 at ${box.h1Left}, logo at ${box.logoLeft}`,
        ).toBeLessThanOrEqual(1);
        expect(box.titleSize, `${width} px`).toBe(titleSize[width]);
        expect(box.barTone, `${width} px: the bar takes the tone of the band the page opens with`).toBe(
          box.openingTone,
        );
        if (box.theme !== null) expect(box.theme, `${width} px`).toBe(box.barTone);
      }
    });
  }
});

test.describe("closing band and footer", () => {
  for (const path of [
    ...careersPages,
    "/careers/jobs/register",
    "/careers/jobs/profile",
    "/careers/jobs/applications",
    `/careers/jobs/${openJob}/apply`,
  ]) {
    test(`${path} ends with the careers footer, without the sales band`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeVisible();
      await expect(page.locator("[data-closing-band]")).toHaveCount(0);
      // The footer opens with the applicants' invitation, not the fleet buyers' (decision 0032).
      await expect(footer.getByRole("link", { name: "See open positions" })).toHaveAttribute(
        "href",
        "/careers/jobs/positions",
      );
      await expect(footer.getByRole("link", { name: "careers@marut-safety.com" })).toBeVisible();
      await expect(footer.getByText("Tell us about your fleet")).toHaveCount(0);
      await expect(footer.getByText("Get in touch")).toHaveCount(0);
    });
  }

  for (const path of ["/", "/solutions/fleet-sense", "/about", "/contact"]) {
    test(`${path}: the closing "Let's talk" band and the footer have different backgrounds`, async ({ page }) => {
      await page.goto(path);
      const band = page.locator("[data-closing-band]");
      await expect(band).toHaveCount(1);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("button", { name: "Get in touch" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "See open positions" })).toHaveCount(0);
      const [bandBackground, footerBackground] = await Promise.all([
        band.evaluate((element) => getComputedStyle(element).backgroundColor),
        footer.evaluate((element) => getComputedStyle(element).backgroundColor),
      ]);
      expect(bandBackground).not.toBe(footerBackground);
      // The band is the last thing before the footer.
      expect(await band.evaluate((element) => element.parentElement?.lastElementChild === element)).toBe(true);
    });
  }
});
