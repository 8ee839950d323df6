import { expect, gotoHydrated, test } from "./fixtures.ts";

// The company, programme, contact and legal pages, with the h1 each must show.
const pages = [
  { path: "/about", heading: "We exist so that every driver gets home." },
  { path: "/team", heading: "The people who lead Marut" },
  { path: "/government-relations", heading: "Safer roads are a public project. We bring the evidence." },
  { path: "/education-and-training", heading: "Training that changes what happens on the road" },
  { path: "/industry-relations", heading: "Safety spreads faster through partners" },
  { path: "/developer-apis", heading: "Bring Marut data into your own systems" },
  { path: "/csr-and-esg", heading: "Responsible by design" },
  { path: "/faqs", heading: "Frequently asked questions" },
  { path: "/contact", heading: "Talk to the office nearest you" },
  { path: "/legal/terms-of-use", heading: "Terms of use" },
  { path: "/legal/privacy-policy", heading: "Privacy policy" },
  { path: "/legal/accessibility-statement", heading: "Accessibility statement" },
];

// Status, title, description, console, third-party requests and axe: site-routes.spec.ts checks every route.
test("each page opens with its own h1", async ({ page }) => {
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
  }
});

test("every page has its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    titles.add(title ?? "");
    descriptions.add(description ?? "");
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("no page scrolls sideways", async ({ page }) => {
    for (const { path } of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("/about#values lands on the values section", async ({ page }) => {
  await page.goto("/about#values");
  const values = page.locator("section#values");
  await expect(values.getByRole("heading", { level: 2, name: "Our values" })).toBeVisible();
  await expect(values).toBeInViewport();
  await expect(values.getByRole("listitem")).toHaveCount(6);
});

test("/team introduces six to eight leaders, each with a role and a bio", async ({ page }) => {
  await page.goto("/team");
  const leaders = page.getByRole("region", { name: "Leadership" }).getByRole("listitem");
  const count = await leaders.count();
  expect(count).toBeGreaterThanOrEqual(6);
  expect(count).toBeLessThanOrEqual(8);
  for (const leader of await leaders.all()) {
    await expect(leader.getByRole("heading", { level: 3 })).toHaveText(/\S+ \S+/);
    await expect(leader.locator("p").first()).not.toBeEmpty();
  }
});

test.describe("contact page", () => {
  const offices = [
    { id: "india", city: "Bengaluru", link: "Bengaluru, India" },
    { id: "tanzania", city: "Dar es Salaam", link: "Dar es Salaam, Tanzania" },
    { id: "dubai", city: "Dubai", link: "Dubai, UAE" },
  ];

  for (const office of offices) {
    test(`/contact#${office.id} lands on the ${office.city} office with its address, phone, email and hours`, async ({
      page,
    }) => {
      await page.goto(`/contact#${office.id}`);
      const section = page.locator(`section#${office.id}`);
      await expect(section.getByRole("heading", { level: 3, name: office.city })).toBeVisible();
      await expect(section).toBeInViewport();
      await expect(section.locator("address")).not.toBeEmpty();
      await expect(section.getByRole("link", { name: /^Phone: \+\d/ })).toHaveAttribute("href", /^tel:\+\d+$/);
      await expect(section.getByRole("link", { name: /^Email: / })).toHaveAttribute("href", /^mailto:.+@/);
      await expect(section).toContainText(/Monday to/);
    });
  }

  test("the map is a labelled image whose office links jump to each office", async ({ page }) => {
    await page.goto("/contact");
    await expect(
      page.getByRole("img", { name: /Map of .* offices in Bengaluru, Dar es Salaam and Dubai$/ }),
    ).toBeVisible();
    const mapLinks = page.getByRole("list", { name: "Offices on the map" });
    for (const office of offices) {
      const link = mapLinks.getByRole("link", { name: office.link });
      await expect(link).toHaveAttribute("href", `#${office.id}`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await mapLinks.getByRole("link", { name: "Dar es Salaam, Tanzania" }).click();
    await expect(page).toHaveURL(/\/contact#tanzania$/);
    await expect(page.locator("section#tanzania")).toBeInViewport();
  });

  test(`its button opens the "Let's talk" dialog`, async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const dialog = page.getByRole("dialog", { name: "Let's talk" });
    await expect(dialog).toBeHidden();
    await page.getByRole("main").getByRole("button", { name: "Tell us about your fleet" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("developer APIs code samples", () => {
  test("the copy button works from the keyboard and announces the result", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/developer-apis");
    const sample = page.getByRole("figure", { name: /Response: 200 OK/ });
    const code = (await sample.locator("code").textContent()) ?? "";
    expect(JSON.parse(code).data).toHaveLength(2);

    const button = sample.getByRole("button", { name: "Copy Response: 200 OK" });
    // Reach the button with Tab from the element before it, then press Enter.
    await page
      .getByRole("figure", { name: /List the latest fatigue events/ })
      .getByRole("button")
      .focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(sample.getByRole("status")).toHaveText("Response: 200 OK copied to the clipboard.");
    await expect(sample.getByRole("button", { name: "Copied Response: 200 OK" })).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Space works too, on another sample.
    const verify = page.getByRole("figure", { name: /Verify the signature/ });
    await verify.getByRole("button").focus();
    await page.keyboard.press("Space");
    await expect(verify.getByRole("status")).toHaveText(/copied to the clipboard/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await verify.locator("code").textContent()) ?? "",
    );
  });

  test("when the browser refuses the clipboard, the code is selected and the status says how to copy", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await gotoHydrated(page, "/developer-apis");
    const sample = page.getByRole("figure", { name: /Request an access token/ });
    await sample.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(sample.getByRole("status")).toHaveText(/did not allow copying.*press Control\+C/);
    const code = (await sample.locator("code").textContent()) ?? "";
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(code);
  });
});

test("FAQs come in five groups of at least four questions that open from the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/faqs");
  for (const group of ["Products", "Installation", "Data and privacy", "Pricing and contracts", "Support"]) {
    const region = page.getByRole("region", { name: group, exact: true });
    const questions = region.locator("details");
    expect(await questions.count(), group).toBeGreaterThanOrEqual(4);
  }
  const first = page.locator("details").first();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
});

test.describe("legal pages", () => {
  const legal = [
    { path: "/legal/terms-of-use", name: "Terms of use" },
    { path: "/legal/privacy-policy", name: "Privacy policy" },
    { path: "/legal/accessibility-statement", name: "Accessibility statement" },
  ];

  test("the terms of use, the legal index, link to every legal page", async ({ page }) => {
    await gotoHydrated(page, "/legal/terms-of-use");
    const nav = page.getByRole("navigation", { name: "Legal pages" });
    await expect(nav.getByRole("link", { name: "Terms of use" })).toHaveAttribute("aria-current", "page");
    for (const { path, name } of legal.slice(1)) {
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    }
  });

  for (const { path } of legal) {
    test(`${path} shows the date it was last updated and a working table of contents`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("time[datetime='2026-11-01']")).toHaveText("1 November 2026");
      const toc = page.getByRole("navigation", { name: "On this page" });
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(5);
      for (const link of await links.all()) {
        const target = (await link.getAttribute("href")) ?? "";
        await expect(page.locator(`section${target}`)).toHaveCount(1);
      }
    });
  }

  test("the country and region data is credited with its ODbL licence", async ({ page }) => {
    for (const path of ["/legal/terms-of-use", "/legal/privacy-policy"]) {
      await page.goto(path);
      await expect(page.getByText("@countrystatecity/countries")).toBeVisible();
      await expect(page.getByRole("link", { name: "Open Database License (ODbL) 1.0" })).toHaveAttribute(
        "href",
        "https://opendatacommons.org/licenses/odbl/1-0/",
      );
    }
  });

  test("the privacy policy says the site sets no tracking cookies, and it sets none", async ({ page, context }) => {
    await gotoHydrated(page, "/legal/privacy-policy");
    await expect(page.getByText("This website sets no tracking cookies.")).toBeVisible();
    expect(await context.cookies()).toEqual([]);
  });

  test("the accessibility statement names the standard, how we test and how to report a problem", async ({ page }) => {
    await page.goto("/legal/accessibility-statement");
    const main = page.getByRole("main");
    await expect(main).toContainText("WCAG) 2.2");
    await expect(main).toContainText("axe-core");
    await expect(main.getByRole("link", { name: "accessibility@marut-safety.com" })).toHaveAttribute(
      "href",
      "mailto:accessibility@marut-safety.com",
    );
    await expect(main).toContainText(/within 2 working days/);
  });
});
