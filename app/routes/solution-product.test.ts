import { describe, expect, it } from "vitest";
import { findContentDir, loadContent } from "../features/content/content.server.ts";
import { solutionPages } from "../features/solutions/solutions.ts";

// A figure a product page credits to a customer is only as good as the customer's own story: the page links the
// figure to the story, and the story has to say the same thing about the same fleet.

const stories = loadContent(findContentDir()).byCollection["customer-stories"];
const figures = solutionPages.flatMap((page) => page.outcomes.stats.map((stat) => ({ page, stat })));
/** The digits of a figure, without its sign or unit: "-52%" and "52%" and "52 per cent" all read 52. */
const digits = (value: string) => value.replace(/[^\d.,]/g, "").replace(/[.,]$/, "");
/** The number of vehicles in a fleet size such as "1,200 trucks". */
const fleetNumber = (fleetSize: string) => /[\d,]+/.exec(fleetSize)?.[0] ?? fleetSize;
/** The kind of vehicle in a fleet size, singular: "1,200 trucks" → "truck", "180 buses" → "bus". */
const vehicleKind = (fleetSize: string) => (/[a-z]+$/i.exec(fleetSize)?.[0] ?? "").toLowerCase().replace(/(es|s)$/, "");

describe("figures credited to a customer", () => {
  it("link to a published story of a customer who uses the product, and say what the story says", () => {
    const credited = figures.filter(({ stat }) => stat.story);
    expect(credited.length).toBeGreaterThan(0);
    for (const { page, stat } of credited) {
      const where = `${page.slug}: ${stat.value} ${stat.label}`;
      const story = stories.find((entry) => entry.slug === stat.story);
      expect(story, `${where} links to a story that exists`).toBeDefined();
      if (!story) continue;
      expect(story.data.products as readonly string[], `${where}: ${story.slug} uses ${page.slug}`).toContain(
        page.slug,
      );
      const told = [...story.data.outcomes.map((outcome) => `${outcome.value} ${outcome.label}`), story.body].join(
        "\n",
      );
      expect(told, `${where}: the story names ${stat.value}`).toMatch(
        new RegExp(`(^|[^\\d])${digits(stat.value).replace(/[.,]/g, "\\$&")}(\\s?%| per cent| pts|[^\\d.,])`),
      );
      expect(stat.note, `${where} names the customer`).toContain(story.data.customer);
      expect(stat.note, `${where} names the story's fleet`).toContain(fleetNumber(story.data.fleetSize));
      expect(stat.note, `${where} names the story's region`).toContain(story.data.region);
    }
  });

  it("are never credited without the link: no figure describes a customer with a story and leaves the story out", () => {
    for (const { page, stat } of figures.filter(({ stat }) => !stat.story)) {
      for (const story of stories) {
        const inRegion = stat.note.includes(story.data.region);
        const sameFleet = stat.note.includes(fleetNumber(story.data.fleetSize));
        // "Intercity bus operator, Tanzania" names no fleet of its own: in the region of a bus operator with a story, it is that one.
        const noFleetOfItsOwn = !/\d[\d,]* (trucks|buses|coaches|vans|vehicles|tankers)/.test(stat.note);
        const sameKind = stat.note.toLowerCase().includes(vehicleKind(story.data.fleetSize));
        const describesIt =
          stat.note.includes(story.data.customer) || (inRegion && (sameFleet || (noFleetOfItsOwn && sameKind)));
        expect(describesIt, `${page.slug}: "${stat.note}" describes ${story.slug} without linking its story`).toBe(
          false,
        );
      }
    }
  });
});
