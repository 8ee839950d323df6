import type { Locator, Page } from "@playwright/test";
import { accessibilityViolations, expect, gotoBeforeHydration, gotoHydrated, test } from "./fixtures.ts";

const sections = ["Solutions", "Insights", "Who we are"] as const;

/** The header's mega-menu buttons, on the home page once it has hydrated. */
async function menuTriggers(page: Page) {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  return sections.map((name) => nav.getByRole("button", { name }));
}

/** The panel a mega-menu button opens. */
async function panelOf(page: Page, trigger: Locator) {
  return page.locator(`#${await trigger.getAttribute("aria-controls")}`);
}

test.describe("desktop header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("each mega-menu opens and closes with the mouse", async ({ page }) => {
    for (const trigger of await menuTriggers(page)) {
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = await panelOf(page, trigger);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link").first()).toBeVisible();
      // A click outside closes it.
      await page.mouse.click(5, 890);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      // The trigger toggles it too.
      await trigger.click();
      await trigger.click();
      await expect(panel).toBeHidden();
    }
  });

  test("each mega-menu works from the keyboard", async ({ page }) => {
    for (const trigger of await menuTriggers(page)) {
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();

      await page.keyboard.press("Space");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Space");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");

      // ArrowDown opens and moves into the menu; arrows move between links.
      await page.keyboard.press("ArrowDown");
      const panel = await panelOf(page, trigger);
      const links = panel.getByRole("link");
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press("End");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test("a menu link navigates and the menu closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Who we are" }).click();
    await page.getByRole("link", { name: /FAQs/ }).first().click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Who we are" }),
    ).toHaveAttribute("aria-expanded", "false");
  });

  test(`"Let's talk" is a link to the contact page until the page hydrates, then a button that opens the dialog`, async ({
    page,
  }) => {
    await gotoBeforeHydration(page, "/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Let's talk" })).toHaveAttribute("href", "/contact?talk=");
    await expect(banner.getByRole("button", { name: "Let's talk" })).toHaveCount(0);

    await gotoHydrated(page, "/");
    const button = banner.getByRole("button", { name: "Let's talk" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await expect(banner.getByRole("link", { name: "Let's talk" })).toHaveCount(0);
    await button.click();
    await expect(page.getByRole("dialog", { name: "Let's talk" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const opener of ["Let's talk", "Get in touch"] as const) {
    test(`"${opener}" opens the contact modal, which traps focus, closes on Escape and returns focus`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      const button =
        opener === "Let's talk"
          ? page.getByRole("banner").getByRole("button", { name: opener })
          : page.getByRole("contentinfo").getByRole("button", { name: opener });
      await button.click();
      const dialog = page.getByRole("dialog", { name: "Let's talk" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Marut home" })).toBeVisible();
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(i % 3 === 0 ? "Shift+Tab" : "Tab");
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("the loading overlay shows on a slow client-side navigation, with a rising percentage, and never on a first load", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByText("Loading your experience...")).toHaveCount(0);
    // Hold the next page's data and route discovery for a while, like a slow network.
    await page.route(/(\.data|__manifest)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    // Every value the bar takes, recorded in the page as it happens: the bar may reach 100 before a
    // busy test machine reads it, so reading it twice from here could miss the rise.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="status"] [role="progressbar"]');
        const value = bar ? Number(bar.getAttribute("aria-valuenow")) : undefined;
        if (value !== undefined && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["aria-valuenow"],
      });
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" }).click();
    await page
      .getByRole("link", { name: /Fleet Sense/ })
      .first()
      .click();
    const overlay = page.getByRole("status").filter({ hasText: "Loading your experience..." });
    await expect(overlay).toBeVisible();
    await expect(overlay).toBeHidden({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/solutions\/fleet-sense$/);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] as number);
  });
});

test.describe("mobile header at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu's accordions are mutually exclusive; Escape closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const buttons = sections.map((name) => menu.getByRole("button", { name, exact: true }));
    for (const [index, button] of buttons.entries()) {
      await button.click();
      for (const [other, otherButton] of buttons.entries()) {
        await expect(otherButton).toHaveAttribute("aria-expanded", String(other === index));
      }
    }
    await expect(menu.getByRole("link", { name: "FAQs" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the menu keeps focus inside while open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });
});

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // At desktop width, site-routes.spec.ts runs axe on every page that exists; the 404 page is checked here.
    const pages = [
      ["/", "dark"],
      ["/coming-soon", "light"],
      ["/no-such-page", "light"],
    ] as const;
    for (const [path, theme] of width < 768 ? pages : pages.filter(([path]) => path === "/no-such-page")) {
      test(`${path} (${theme} header) has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("banner")).toHaveAttribute("data-theme", theme);
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("header before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, controls] of [
    [
      1366,
      [
        { name: "Solutions", url: /\/solutions$/ },
        { name: "Insights", url: /\/insights$/ },
        { name: "Who we are", url: /\/about$/ },
        { name: "Contact", url: /\/contact$/ },
        { name: "Search the site", url: /\/search$/ },
        { name: "Let's talk", url: /\/contact\?talk=$/ },
      ],
    ],
    [
      390,
      [
        { name: "Search the site", url: /\/search$/ },
        { name: "Open menu", url: /\/#site-map$/ },
      ],
    ],
  ] as const) {
    test(`at ${width} px every header control is a link that lands somewhere useful`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const control of controls) {
        await page.goto("/");
        await page.getByRole("banner").getByRole("link", { name: control.name, exact: true }).click();
        await expect(page).toHaveURL(control.url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      if (width === 390) {
        // The menu button leads to the footer's site map, with every section's links.
        const siteMap = page.locator("#site-map");
        await expect(siteMap).toBeInViewport();
        await expect(siteMap.getByRole("link", { name: "Fleet Sense" })).toBeVisible();
      }
    });
  }
});
