import { existsSync, readFileSync } from "node:fs";
import { cp, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { customerStoryUrl, customers } from "#app/lib/customers.ts";
import { temporaryFolderEachTest } from "#tests/support/cleanup.ts";
import { customerProofs, findContentDir, loadContent } from "./content.server.ts";

const store = loadContent(findContentDir());
const stories = store.byCollection["customer-stories"];
const publicDir = path.resolve(import.meta.dirname, "../../../public");

describe("the customers of the customer stories", () => {
  it("give every story a customer, and every customer a story", () => {
    expect(stories.length).toBeGreaterThan(0);
    expect(customers.map((customer) => customer.id).sort()).toEqual(stories.map((story) => story.slug).sort());
    for (const story of stories) {
      const customer = customers.find((entry) => entry.id === story.slug);
      expect(customer?.name, story.slug).toBe(story.data.customer);
      expect(customerStoryUrl({ id: story.slug })).toBe(story.url);
    }
  });

  it("draw each customer's wordmark as an SVG file named for the customer", () => {
    for (const customer of customers) {
      const file = path.join(publicDir, customer.wordmark.src);
      expect(customer.wordmark.src).toMatch(/^\/customers\/[a-z0-9-]+\.svg$/);
      expect(existsSync(file), customer.wordmark.src).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`viewBox="0 0 ${customer.wordmark.width} ${customer.wordmark.height}"`);
      expect(svg).toContain(`<title id="t">${customer.name}</title>`);
      // Drawn in vector shapes and text only: no embedded bitmaps or external references.
      expect(svg).not.toMatch(/<image|href=|<script/);
    }
  });

  it("quote a named person with their title, in words the story's facts support", () => {
    for (const customer of customers) {
      const { testimonial } = customer;
      expect(testimonial.person.split(" ").length).toBeGreaterThanOrEqual(2);
      expect(testimonial.title.length).toBeGreaterThan(3);
      expect(testimonial.quote.length).toBeGreaterThan(80);
      const story = stories.find((entry) => entry.slug === customer.id);
      // The quote lives in the customer module only; the story page shows it from there.
      expect(story?.body).not.toContain(testimonial.quote.slice(0, 40));
    }
    expect(customers.find((c) => c.id === "deccan-roadlines")?.testimonial.quote).toContain("Life Savers call");
    expect(customers.find((c) => c.id === "pwani-express")?.testimonial.quote).toContain("fuel bill");
  });

  it("choose for a product page the customers whose stories use that product", () => {
    expect(customerProofs(store).map((customer) => customer.id)).toEqual(stories.map((story) => story.slug));
    for (const story of stories) {
      for (const product of story.data.products) {
        const proof = customerProofs(store, product).find((customer) => customer.id === story.slug);
        expect(proof?.storyUrl).toBe(story.url);
        expect(proof?.outcomes).toEqual(story.data.outcomes.slice(0, 3));
      }
    }
    expect(customerProofs(store, "no-such-product")).toEqual([]);
  });
});

describe("loading a customer story", () => {
  const newFolder = temporaryFolderEachTest("marut-customers-");

  it("stops when a story's customer has no entry in the customers module, or another name", async () => {
    const dir = await newFolder();
    await cp(findContentDir(), dir, { recursive: true });
    const folder = path.join(dir, "insights", "customer-stories");
    const source = readFileSync(path.join(folder, "pwani-express.md"), "utf8");
    await writeFile(path.join(folder, "coast-line-buses.md"), source);
    await writeFile(
      path.join(folder, "pwani-express.md"),
      source.replace("customer: Pwani Express", "customer: Pwani Coaches"),
    );
    expect(() => loadContent(dir)).toThrow(
      /coast-line-buses\.md: the customer has no entry in app\/lib\/customers\.ts[\s\S]*pwani-express\.md: customer must be "Pwani Express"/,
    );
  });
});
