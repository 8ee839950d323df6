import { describe, expect, it } from "vitest";
import { solutionHref, solutionSlugs } from "#app/domain/solutions.ts";
import { navSections } from "#app/lib/navigation.ts";
import { sitePagePaths } from "#app/lib/site-pages.ts";
import routes from "#app/routes.ts";
import { demoFigures } from "#db/demo-directory.ts";
import { solutionCatalogue, solutionGroups } from "./catalogue.ts";
import { homeContent } from "./home.ts";
import { solutionsOverview } from "./overview.ts";
import { solutionDetails } from "./solution-details.ts";
import { solutionPageForPath, solutionPages } from "./solutions.ts";

const solutionMenu = navSections.find((section) => section.id === "solutions")?.links ?? [];
const routePaths = routes.map((entry) => `/${entry.path ?? ""}`);

describe("solution catalogue", () => {
  it("has one summary and one page per product, in the catalogue's order", () => {
    expect(solutionCatalogue.map((entry) => entry.slug)).toEqual([...solutionSlugs]);
    expect(solutionPages.map((page) => page.slug)).toEqual([...solutionSlugs]);
  });

  it("puts every product in a known group, and every group has products", () => {
    const groups = new Set(solutionGroups.map((group) => group.id));
    for (const entry of solutionCatalogue) expect(groups).toContain(entry.group);
    for (const group of groups) expect(solutionCatalogue.some((entry) => entry.group === group)).toBe(true);
  });

  it("matches the Solutions mega-menu: same names and the same one-line descriptions", () => {
    for (const entry of solutionCatalogue) {
      const link = solutionMenu.find((item) => item.href === solutionHref(entry.slug));
      expect(link, `menu entry for ${entry.slug}`).toBeDefined();
      expect(link?.label).toBe(entry.name);
      expect(link?.description).toBe(entry.summary);
    }
  });

  it("registers every product page as its own route and lists it among the site's pages", () => {
    for (const path of ["/solutions", "/solutions/solution-details", ...solutionSlugs.map(solutionHref)]) {
      expect(routePaths, `route for ${path}`).toContain(path);
      expect(sitePagePaths, `site page ${path}`).toContain(path);
    }
    const productRoutes = routes.filter((entry) => entry.file === "routes/solution-product.tsx");
    expect(productRoutes.map((entry) => entry.path)).toEqual(solutionSlugs.map((slug) => `solutions/${slug}`));
    expect(new Set(productRoutes.map((entry) => entry.id)).size).toBe(solutionSlugs.length);
  });
});

describe("solution pages", () => {
  it("finds a page by its path, with or without a trailing slash, and nothing for other paths", () => {
    expect(solutionPageForPath("/solutions/road-sense")?.slug).toBe("road-sense");
    expect(solutionPageForPath("/solutions/road-sense/")?.slug).toBe("road-sense");
    expect(solutionPageForPath("solutions/road-sense")?.slug).toBe("road-sense");
    expect(solutionPageForPath("/solutions/nope")).toBeUndefined();
    expect(solutionPageForPath("/solutions/solution-details")).toBeUndefined();
    expect(solutionPageForPath("/road-sense")).toBeUndefined();
  });

  it("gives every page a unique title and a meta description of search-result length", () => {
    const pages = [homeContent, solutionsOverview, solutionDetails, ...solutionPages];
    const titles = pages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = pages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(170);
    }
  });

  it("shows on the home page four headline figures, each one of the directory's", () => {
    const keys = demoFigures.map((figure) => figure.key);
    expect(homeContent.proof.figures).toHaveLength(4);
    for (const key of homeContent.proof.figures) expect(keys, key).toContain(key);
  });

  for (const page of solutionPages) {
    describe(page.slug, () => {
      it("has the sections every product page needs", () => {
        expect(page.howItWorks.steps).toHaveLength(4);
        expect(page.features.items.length).toBeGreaterThanOrEqual(4);
        expect((page.outcomes.figures?.length ?? 0) + page.outcomes.stats.length).toBeGreaterThanOrEqual(3);
        expect(page.faqs.length).toBeGreaterThanOrEqual(4);
        expect(page.faqs.length).toBeLessThanOrEqual(6);
        expect(page.cta.button.length).toBeGreaterThan(0);
      });

      it("states every outcome as a number with where it was measured, or names a figure of the directory", () => {
        for (const stat of page.outcomes.stats) {
          expect(stat.value).toMatch(/\d/);
          expect(stat.note.length).toBeGreaterThan(10);
        }
        const keys = demoFigures.map((figure) => figure.key);
        for (const key of page.outcomes.figures ?? []) expect(keys, key).toContain(key);
        for (const [, key] of JSON.stringify(page).matchAll(/\{\{figure(?:-value)?:([a-z0-9-]+)\}\}/g)) {
          expect(keys, key).toContain(key);
        }
      });

      it("relates three other, existing products", () => {
        expect(page.related).toHaveLength(3);
        expect(new Set(page.related).size).toBe(3);
        expect(page.related).not.toContain(page.slug);
        for (const slug of page.related) expect(solutionSlugs).toContain(slug);
      });

      it("has unique FAQ questions and feature titles (they are list keys)", () => {
        expect(new Set(page.faqs.map((faq) => faq.question)).size).toBe(page.faqs.length);
        expect(new Set(page.features.items.map((item) => item.title)).size).toBe(page.features.items.length);
      });
    });
  }
});
