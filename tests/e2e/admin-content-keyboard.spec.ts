import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { accessibilityViolations, expect, gotoHydrated, openBackOffice, test } from "./fixtures.ts";
import { runSuffix } from "./people.ts";

// The content studio's editor from the keyboard alone: choosing the collection,
// every field of a blog post, an image uploaded into the body with its alt text,
// saving, publishing, comparing an earlier revision and restoring it. Nothing is
// clicked or filled by the mouse; axe checks each state the editor passes through.

test.use({ locale: "en-US" });

const suffix = runSuffix();
const title = `Keyboard-only rollout notes ${suffix}`;
const slug = `keyboard-only-rollout-notes-${suffix}`;
const alt = `A fleet manager reading the weekly risk report ${suffix}`;
const body = `## The first week\n\n${"The first week of a rollout is about installing, calibrating and explaining the alerts to drivers. ".repeat(3)}`;

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error("Tab never reached the element");
}

/**
 * Tabs to a file input and presses Space, as a keyboard user opens the file chooser. Once, on a loaded
 * machine, Space on the focused input opened no chooser and the test waited out its whole three minutes;
 * a user would press Space again, and so does this, once, after tabbing back to the input.
 */
async function openFileChooser(page: Page, input: Locator) {
  for (let attempt = 1; ; attempt++) {
    await tabTo(page, input);
    const chooser = page.waitForEvent("filechooser", { timeout: attempt === 1 ? 10_000 : 30_000 });
    await page.keyboard.press("Space");
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/** Tabs to a text field and types into it, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test("the content editor works from the keyboard alone, from a new post to a restored revision", async ({ page }) => {
  test.setTimeout(180_000);
  await openBackOffice(page);
  await gotoHydrated(page, "/admin/content");

  // The collection and the New item button.
  const collection = page.getByLabel("Collection of the new item");
  await tabTo(page, collection);
  await page.keyboard.type("Blog");
  await expect(collection).toHaveValue("blogs");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "New item" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "New blog" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Every field, in the order Tab reaches them.
  await typeInto(page, page.getByLabel("Title", { exact: true }), title);
  await typeInto(page, page.getByLabel("Address (slug)"), slug);
  await typeInto(
    page,
    page.getByLabel("Description", { exact: true }),
    "What a fleet sees in the first week of a rollout, and what it changes before the second.",
  );
  await tabTo(page, page.getByLabel("Publication date"));
  await page.keyboard.type("11032026");
  await expect(page.getByLabel("Publication date")).toHaveValue("2026-11-03");
  await typeInto(page, page.getByLabel("Author"), "Priya Raman");
  await typeInto(page, page.getByLabel("Tags"), "rollout, onboarding");
  await typeInto(page, page.getByLabel("Cover alt text"), "Illustration of a truck cab with a driver-facing camera");
  await typeInto(page, page.getByLabel("Body (Markdown)"), body);
  const preview = page.getByRole("region", { name: "Live preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "The first week" })).toBeVisible();

  // Save the draft from its button.
  await tabTo(page, page.getByRole("button", { name: "Save draft" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Edit blog" })).toBeVisible();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // An image into the body: the file input opens the file chooser from the keyboard, the alt text is typed,
  // Enter uploads it, and the image lands in the body and the preview.
  const png = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
  const upload = page.getByRole("group", { name: "Add an image to the body" });
  await (await openFileChooser(page, upload.getByLabel("Image file"))).setFiles({
    name: "risk-report.png",
    mimeType: "image/png",
    buffer: png,
  });
  await typeInto(page, upload.getByLabel("Alt text"), alt);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Inserted “${alt}” into the body.` })).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(new RegExp(`!\\[${alt}\\]\\(/media/`));
  await expect(preview.getByRole("img", { name: alt })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The same image again from the library dialog: choose it, Enter in its alt text inserts it; Escape would close.
  await tabTo(page, page.getByRole("button", { name: "Insert from the library" }));
  await page.keyboard.press("Enter");
  const library = page.getByRole("dialog", { name: "Insert an image from the library" });
  await expect(library).toBeVisible();
  const choice = library.getByRole("button", { name: new RegExp(`Choose: ${alt}`) });
  await tabTo(page, choice);
  await page.keyboard.press("Enter");
  await expect(library.getByLabel("Alt text")).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(library).toBeHidden();
  await expect(page.getByLabel("Body (Markdown)")).toBeFocused();

  // Save (Enter in a one-line field submits the form), then publish from the Publishing panel.
  await tabTo(page, page.getByLabel("Title", { exact: true }), { backwards: true });
  await page.keyboard.press("End");
  await page.keyboard.type(" (revised)");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  // The staff-only preview of the draft opens in a new tab from its link, rendered as the page will be.
  const previewLink = page.getByRole("link", { name: "Preview the page (opens in a new tab)" });
  await tabTo(page, previewLink);
  const opened = page.context().waitForEvent("page");
  await page.keyboard.press("Enter");
  const draftPreview = await opened;
  await expect(draftPreview.getByRole("heading", { level: 1, name: `${title} (revised)` })).toBeVisible();
  await expect(draftPreview.getByRole("img", { name: alt }).first()).toBeVisible();
  expect(await accessibilityViolations(draftPreview)).toEqual([]);
  await draftPreview.close();

  await tabTo(page, page.getByRole("button", { name: "Publish now" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Status: Published")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Compare the first revision and restore it: the title loses " (revised)".
  const history = page.getByRole("region", { name: "Revision history" });
  await tabTo(page, history.getByRole("button", { name: "Compare revision 1 with the current text" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Revision 1 compared with the current text" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole("button", { name: "Restore revision 1" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Body (Markdown)")).not.toHaveValue(/!\[/);
  expect(await accessibilityViolations(page)).toEqual([]);
});
