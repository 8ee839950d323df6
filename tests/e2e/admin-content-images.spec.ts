import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { accessibilityViolations, createStaff, expect, gotoHydrated, signIn, startBlogPost, test } from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// Images in the content studio: a marketing user uploads an image into a blog
// post's body by choosing a file (the alt text is required), sees it in the
// live preview, picks the cover photo from the library, publishes, and the
// public page shows both as <picture>s. The editor passes axe with its dialogs
// open, and is photographed at phone and desktop widths.

const suffix = runSuffix();
const writer = staffMember("Ines Imager", "ines", suffix, "Granite-Harbour-Pylon-63");
const title = `Depot yards at dawn ${suffix}`;
const slug = `depot-yards-at-dawn-${suffix}`;
const alt = `A depot yard at dawn with trucks in a row ${suffix}`;
const coverAlt = "Trucks parked in a depot yard as the sun rises";
const body = `## What the yard shows\n\n${"Depot yards fill between midnight and four, and the first departures leave before dawn. ".repeat(4)}`;

test("a marketing user uploads an image into the body, sets a cover photo and publishes; the page shows both", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // A small PNG, different in every run so the upload stores a new image.
  const png = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: `#${randomBytes(3).toString("hex")}` },
  })
    .png()
    .toBuffer();

  // The administrator adds the writer (admin.spec.ts tests the Staff page itself).
  await createStaff(page.request, writer, "marketing");
  await page.context().clearCookies();

  await signIn(page, writer.email, writer.password);
  await startBlogPost(page, {
    title,
    slug,
    description:
      "Depot yards fill after midnight and empty before dawn: what the first departures tell a fleet manager.",
    date: "2026-11-03",
    tags: "depots, night-operations",
    coverAlt,
  });
  await page.getByLabel("Body (Markdown)").fill(body);

  // Upload by choosing a file: without alt text nothing is sent.
  const upload = page.getByRole("group", { name: "Add an image to the body" });
  await upload.getByLabel("Image file").setInputFiles({ name: "depot.png", mimeType: "image/png", buffer: png });
  await upload.getByRole("button", { name: "Upload image" }).click();
  await expect(upload.getByText("Describe the image in the alt text")).toBeVisible();
  await expect(upload.getByLabel("Alt text")).toHaveAttribute("aria-invalid", "true");
  await upload.getByLabel("Alt text").fill(alt);
  await upload.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Inserted “${alt}” into the body.` })).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(
    new RegExp(`!\\[${alt}\\]\\(/media/[0-9a-f-]{36}/1600x900\\)`),
  );
  const preview = page.getByRole("region", { name: "Live preview" });
  await expect(preview.locator(`picture img[alt="${alt}"]`)).toHaveAttribute("width", "1600");
  await expect(preview.locator(`picture img[alt="${alt}"]`)).toHaveAttribute("height", "900");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit blog" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // The library dialog: labelled, keyboard-operable, passes axe, gives focus back on Escape.
  const libraryButton = page.getByRole("button", { name: "Insert from the library" });
  await libraryButton.click();
  const library = page.getByRole("dialog", { name: "Insert an image from the library" });
  await expect(library.getByRole("button", { name: `Choose: ${alt}` })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(library).toBeHidden();
  await expect(libraryButton).toBeFocused();

  // The cover photo, chosen from the library.
  const cover = page.getByRole("group", { name: "Cover photo" });
  await cover.getByRole("button", { name: "Choose from the library" }).click();
  const coverDialog = page.getByRole("dialog", { name: "Choose a cover photo" });
  await expect(coverDialog.getByRole("button", { name: `Use as cover: ${alt}` })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await coverDialog.getByRole("button", { name: `Use as cover: ${alt}` }).click();
  await expect(coverDialog).toBeHidden();
  await expect(cover.locator(`picture img[alt="${coverAlt}"]`)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Saved \d{2}:\d{2}/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`content-editor-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Status: Published")).toBeVisible();

  // The public page: the cover photo at the top and the body image, both with their size.
  await gotoHydrated(page, `/insights/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const coverImage = page.locator(`header picture img[alt="${coverAlt}"]`);
  await expect(coverImage).toHaveAttribute("width", "1600");
  await expect(coverImage).toHaveAttribute("height", "900");
  await expect(page.locator(`article picture img[alt="${alt}"]`)).toHaveAttribute("width", "1600");
  expect(await coverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/media\/[0-9a-f-]{36}\/1600\.jpg$/,
  );
});
