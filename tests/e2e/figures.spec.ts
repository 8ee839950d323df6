import { contentFiles } from "#app/features/content/content.server.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { expect, test } from "./fixtures.ts";

// What a page says about a download or a customer's result is checked against the thing itself: the PDF the
// visitor receives, and the customer's own story.

const papers = contentFiles().byCollection.whitepapers;
/** The pages of a PDF, one `/Type /Page` object each. */
const pageObjects = (file: Buffer) => file.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

test("every whitepaper page states the page count and size of the PDF it downloads", async ({ page, request }) => {
  expect(papers.length).toBeGreaterThan(0);
  for (const [index, paper] of papers.entries()) {
    await page.goto(paper.url);
    const stated = await page
      .getByRole("main")
      .getByText(/^PDF, \d+ pages?, [\d.]+ [KM]B\.$/)
      .textContent();
    const requested = await request.post(`/api/whitepapers/${paper.slug}/requests`, {
      data: { name: "Neema Mushi", email: `reader-${index}@pwani-express.example`, company: "Pwani Express" },
    });
    expect(requested.status(), paper.slug).toBe(201);
    const { downloadUrl } = ((await requested.json()) as { data: { downloadUrl: string } }).data;
    const file = await (await request.get(downloadUrl)).body();
    expect(file.subarray(0, 5).toString(), paper.slug).toBe("%PDF-");
    expect(stated, paper.slug).toBe(`PDF, ${pageObjects(file)} pages, ${formatFileSize(file.length)}.`);
  }
});

test("a figure credited to a customer links to the customer's story, which names it", async ({ page }) => {
  await page.goto("/solutions/cabin-vision");
  const outcomes = page.getByRole("main").getByRole("region", { name: "Results from fleets using Cabin Vision" });
  const figure = outcomes.getByRole("definition").filter({ hasText: "Deccan Roadlines, 1,200 trucks, India" }).first();
  await expect(figure).toBeVisible();
  const story = outcomes.getByRole("link", { name: "The Deccan Roadlines story" }).first();
  await expect(story).toHaveAttribute("href", "/insights/customer-stories/deccan-roadlines");
  await story.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Deccan Roadlines");
  await expect(page.getByRole("main")).toContainText("Phone-use events per 1,000 km fell by 71 per cent");
});
