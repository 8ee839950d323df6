import { type SolutionSlug, solutionHref, solutionNames, solutionSlugs } from "#app/domain/solutions.ts";
import { homeContent } from "#app/features/solutions/home.ts";
import { solutionPages } from "#app/features/solutions/solutions.ts";
import { customers } from "#app/lib/customers.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// The home page, the solutions overview, how the products fit together, and
// one page per product: all with the same obligations.
const ctas: Record<SolutionSlug, string> = {
  "cabin-vision": "Talk to us about Cabin Vision",
  "cabin-alerts": "Book an in-cab demo",
  "road-sense": "Talk to us about Road Sense",
  "fleet-sense": "Talk to us about Fleet Sense",
  "marut-insights": "Talk to us about Marut Insights",
  "marut-life-savers": "Talk to us about Life Savers",
  "happy-driver-programme": "Talk to us about the programme",
};
const products = solutionSlugs.map((slug) => ({
  path: solutionHref(slug),
  name: solutionNames[slug],
  cta: ctas[slug],
}));

const pages = [
  { path: "/", heading: "Prevent the crash, not just report it." },
  { path: "/solutions", heading: "Seven products, one aim: every driver home safe" },
  { path: "/solutions/solution-details", heading: "From the cab to the control room, and back to the driver" },
  ...products.map((product) => ({ path: product.path, heading: product.name })),
];

test.describe("solutions and home pages", () => {
  // Status, title, description and axe: site-routes.spec.ts checks every route.
  test("each page opens with its own h1", async ({ page }) => {
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    }
  });

  test("every page has a different title", async ({ request }) => {
    const found = new Map<string, string>();
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, `title of ${path}`).not.toBe("");
      found.set(path, title);
    }
    expect(new Set(found.values()).size).toBe(pages.length);
  });

  test("an unknown product answers 404 with the site's 404 page", async ({ request, page }) => {
    const response = await request.get("/solutions/nope");
    expect(response.status()).toBe(404);
    await page.goto("/solutions/nope");
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
  });
});

test.describe("product pages", () => {
  test("the hero's call to action is a filled button that stands out from the dark hero", async ({ page }) => {
    for (const product of products) {
      await gotoHydrated(page, product.path);
      const colours = await page
        .getByRole("main")
        .getByRole("button", { name: product.cta })
        .first()
        .evaluate((button) => {
          const transparent = (colour: string) => colour === "transparent" || /^rgba\(.*, 0\)$/.test(colour);
          let hero = button.parentElement;
          while (hero && transparent(getComputedStyle(hero).backgroundColor)) hero = hero.parentElement;
          return {
            button: getComputedStyle(button).backgroundColor,
            hero: hero ? getComputedStyle(hero).backgroundColor : "none",
          };
        });
      expect(colours.button, product.path).not.toBe(colours.hero);
      expect(colours.button, product.path).not.toMatch(/^transparent$|^rgba\(.*, 0\)$/);
    }
  });

  for (const product of products) {
    test(`${product.name}: the call to action opens the "Let's talk" dialog`, async ({ page }) => {
      await page.goto(product.path);
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      const dialog = page.getByRole("dialog", { name: "Let's talk" });
      await expect(dialog).toBeHidden();
      // The closing band's button, the last one on the page with this label.
      await page.getByRole("main").getByRole("button", { name: product.cta }).last().click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  }

  test("a product page has how it works, features, outcomes, related products and an FAQ", async ({ page }) => {
    await page.goto("/solutions/road-sense");
    const main = page.getByRole("main");
    for (const name of [
      "How Road Sense works",
      "What Road Sense warns about",
      "Results from fleets using Road Sense",
      "Hardware and calibration",
      "Works well with",
      "Road Sense: frequently asked questions",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(main.getByText("39%")).toBeVisible();
    const related = main.getByRole("region", { name: "Works well with" });
    await related.getByRole("link", { name: /Explore Cabin Alerts/ }).click();
    await expect(page).toHaveURL(/\/solutions\/cabin-alerts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cabin Alerts" })).toBeVisible();
  });

  test("FAQ answers open and close with the keyboard", async ({ page }) => {
    await page.goto("/solutions/cabin-vision");
    const faq = page.getByRole("region", { name: "Cabin Vision: frequently asked questions" });
    const details = faq.locator("details");
    await expect(details).toHaveCount(5);
    const answer = faq.getByText("The camera keeps a rolling recording");
    await expect(answer).toBeHidden();

    // Enter toggles the focused question.
    await details.first().locator("summary").focus();
    await expect(details.first().locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(details.first()).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(details.first()).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();

    // Tab moves to the next question; Space opens it.
    await page.keyboard.press("Tab");
    await expect(details.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(details.nth(1)).toHaveAttribute("open", "");
    await expect(faq.getByText("The camera lights the driver's face with infrared")).toBeVisible();
  });
});

test("a product page's copy arrives with its HTML, not in the shared scripts", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  await page.goto("/solutions/cabin-vision", { waitUntil: "networkidle" });
  await expect(page.getByText("Catch the microsleep before it becomes a crash.")).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toContain("Catch the microsleep");
    expect(body, url).not.toContain("Know where every vehicle is");
  }
});

// The product at work beside every hero: a generated SVG screen with its alt
// text, loaded and laid out on a phone as well as on a laptop.
const visuals = [
  { path: "/", visual: homeContent.hero.visual },
  ...solutionPages.map((page) => ({ path: `/solutions/${page.slug}`, visual: page.visual })),
];

test.describe("product visuals", () => {
  for (const { path, visual } of visuals) {
    test(`${path} shows its product screen with alt text and caption on a 390 px phone and a laptop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const hero = page.getByRole("main").locator("section").first();
      const image = hero.getByRole("img", { name: visual.alt, exact: true });
      const shown = () => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      await expect(image).toHaveAttribute("src", visual.src);
      await expect(image).toHaveAttribute("width", String(visual.width));
      await expect(image).toHaveAttribute("height", String(visual.height));
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect(hero.getByRole("figure").getByText(visual.caption)).toBeVisible();
      // The phone composition, loaded and drawn: the browser parsed the SVG at its intrinsic size.
      await expect.poll(shown).toBe(visual.phone.src);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(visual.phone.width);
      const phoneBox = await image.boundingBox();
      expect(phoneBox?.width ?? 0).toBeGreaterThan(320);
      expect(phoneBox?.width ?? 0).toBeLessThanOrEqual(390);
      expect((phoneBox?.height ?? 0) / (phoneBox?.width ?? 1)).toBeCloseTo(visual.phone.height / visual.phone.width, 1);

      // A laptop shows the full screen.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(shown).toBe(visual.src);
      await expect(image).toBeInViewport();
      const laptopBox = await image.boundingBox();
      expect(laptopBox?.width ?? 0).toBeGreaterThan(400);
      expect((laptopBox?.height ?? 0) / (laptopBox?.width ?? 1)).toBeCloseTo(visual.height / visual.width, 1);
    });
  }

  test("no product page scrolls sideways on a 360 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const { path } of visuals) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("overview and details", () => {
  test("/solutions groups all seven products and links to each page", async ({ page }) => {
    await page.goto("/solutions");
    const main = page.getByRole("main");
    const groups = {
      "In the cab": ["Cabin Vision", "Cabin Alerts"],
      "On the road": ["Road Sense", "Fleet Sense"],
      "In the office and with your people": ["Marut Insights", "Marut Life Savers", "Happy Driver Programme"],
    };
    for (const [group, names] of Object.entries(groups)) {
      const region = main.getByRole("region", { name: group });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(names);
    }
    for (const product of products) {
      await expect(main.getByRole("link", { name: `Explore ${product.name}` })).toHaveAttribute("href", product.path);
    }
  });

  test("/solutions/solution-details has a labelled diagram with a text alternative, onboarding and security", async ({
    page,
  }) => {
    await page.goto("/solutions/solution-details");
    const diagram = page.getByRole("img", { name: /how data flows through Marut/i });
    await expect(diagram).toBeVisible();
    await expect(page.getByRole("list", { name: "The diagram, step by step" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("heading", { level: 2, name: "Deployment and onboarding" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Security and data protection" })).toBeVisible();
  });
});

test.describe("home page", () => {
  test("leads to the wizard and the solutions, with proof, steps, industries and stories", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 2, name: "Results, measured on real roads" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();
    const industries = main.getByRole("region", { name: "Who we serve" }).getByRole("heading", { level: 3 });
    await expect(industries).toHaveText([
      "Logistics and trucking",
      "Passenger transport and buses",
      "School transport",
      "Oil and gas",
      "Mining",
      "Construction",
    ]);
    const stories = main.getByRole("region", { name: "Customer stories" });
    await expect(stories.getByRole("article")).toHaveCount(2);
    // Each teaser links to its story in the customer-stories collection, plus one link to them all.
    await expect(stories.getByRole("article").getByRole("link")).toHaveCount(2);
    for (const href of await stories
      .getByRole("article")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/insights\/customer-stories\/[a-z0-9-]+$/);
    }
    const latest = main.getByRole("region", { name: "Latest insights" });
    await expect(latest.getByRole("listitem")).toHaveCount(3);

    await main.getByRole("button", { name: "Let's talk" }).first().click();
    await expect(page.getByRole("dialog", { name: "Let's talk" })).toBeVisible();
    await page.keyboard.press("Escape");

    await main.getByRole("link", { name: "Explore the solutions" }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seven products, one aim: every driver home safe");
  });

  test("loads only its product screen and the customers' wordmarks: SVGs served compressed", async ({
    page,
    request,
  }) => {
    const images: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "image" && !req.url().endsWith("/favicon.svg"))
        images.push(new URL(req.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const expected = [homeContent.hero.visual.src, ...customers.map((customer) => customer.wordmark.src)];
    expect(images).toContain(homeContent.hero.visual.src);
    for (const image of images) expect(expected).toContain(image);
    // The hero screen, then each wordmark in the strip and again on its testimonial.
    await expect(page.locator("main img")).toHaveCount(1 + 2 * customers.length);
    for (const src of expected) {
      const response = await request.get(src, { headers: { "Accept-Encoding": "br" } });
      expect(response.headers()["content-type"]).toContain("image/svg+xml");
      expect(response.headers()["content-encoding"]).toBe("br");
    }
  });
});

test.describe("product visuals on a phone", () => {
  const withVisuals = [
    { path: "/", visual: homeContent.hero.visual },
    ...solutionPages.map((page) => ({ path: solutionHref(page.slug), visual: page.visual })),
  ];

  for (const { path, visual } of withVisuals) {
    test(`${path}: at 390 px every text in the product visual renders at least 12 CSS px, inside the picture`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const image = page.getByRole("main").getByRole("img", { name: visual.alt });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const shown = await image.evaluate((img: HTMLImageElement) => ({
        src: new URL(img.currentSrc).pathname,
        width: img.getBoundingClientRect().width,
      }));

      // The file the phone shows, drawn on a blank page of its own at its own size: each text's font size and box in
      // the SVG's units, scaled by the width the page draws the picture at.
      const svg = await (await page.request.get(shown.src)).text();
      const file = await page.context().newPage();
      await file.setContent(svg);
      const size = await file
        .locator("svg")
        .first()
        .evaluate((node) => {
          const { width, height } = (node as SVGSVGElement).viewBox.baseVal;
          return { width, height };
        });
      const scale = shown.width / size.width;
      const texts = await file.locator("svg text").evaluateAll((nodes) =>
        nodes.map((node) => {
          const element = node as SVGTextElement;
          const box = element.getBBox();
          const style = getComputedStyle(element);
          return {
            text: element.textContent ?? "",
            fontSize: Number.parseFloat(style.fontSize),
            styled: style.fontFamily.includes("system-ui"),
            box: { x: box.x, y: box.y, width: box.width, height: box.height },
          };
        }),
      );
      await file.close();
      expect(texts.length).toBeGreaterThan(5);
      for (const { text, fontSize, styled, box } of texts) {
        expect(styled, `"${text}" takes the visual's own type styles`).toBe(true);
        expect(fontSize * scale, `"${text}" font size at 390 px`).toBeGreaterThanOrEqual(12);
        expect(box.height * scale, `"${text}" box height at 390 px`).toBeGreaterThanOrEqual(12);
        expect(box.x, `"${text}" starts inside the picture`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `"${text}" ends inside the picture`).toBeLessThanOrEqual(size.width);
        expect(box.y + box.height, `"${text}" sits above the picture's bottom edge`).toBeLessThanOrEqual(size.height);
      }
      // Only the phone composition is downloaded on a phone.
      expect(shown.src).toBe(visual.phone.src);
    });
  }
});
