import { customers } from "#app/lib/customers.ts";
import { securityClaims } from "#app/lib/security-claims.ts";
import { standardMarks } from "#app/lib/standards.ts";
import { demoFigures } from "#db/demo-directory.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

// The proof a fleet buyer looks for: the customers' wordmarks, their named
// testimonials linking to their stories, and one set of figures and claims.

test.describe("customer proof", () => {
  test("the home page shows the customers' wordmarks and testimonials, each linking to its story", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");

    const strip = main.getByRole("region", { name: "Customers" });
    await expect(strip.getByText("Trusted by fleets like")).toBeVisible();
    for (const customer of customers) {
      const mark = strip.getByRole("link", { name: `${customer.name}: read the customer story` });
      await expect(mark).toHaveAttribute("href", `/insights/customer-stories/${customer.id}`);
      const image = mark.getByRole("img");
      await expect(image).toHaveAttribute("src", customer.wordmark.src);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    const proof = main.getByRole("region", { name: "Results, measured on real roads" });
    // The server starts on the demo directory; the figures are read from it.
    const vehicles = demoFigures.find((figure) => figure.key === "vehicles-protected");
    await expect(proof.getByText(vehicles?.value ?? "", { exact: true })).toBeVisible();
    for (const customer of customers) {
      const quote = proof.getByRole("figure").filter({ hasText: customer.testimonial.person });
      await expect(quote.getByRole("blockquote")).toContainText(customer.testimonial.quote.slice(0, 60));
      await expect(quote).toContainText(`${customer.testimonial.title}, ${customer.name}`);
      await expect(quote.getByRole("link", { name: `Read the ${customer.name} story` })).toHaveAttribute(
        "href",
        `/insights/customer-stories/${customer.id}`,
      );
    }

    const [first] = customers;
    await proof.getByRole("link", { name: `Read the ${first.name} story` }).click();
    await expect(page).toHaveURL(new RegExp(`/insights/customer-stories/${first.id}$`));
    const storyQuote = page.getByRole("main").getByRole("figure").filter({ hasText: first.testimonial.person });
    await expect(storyQuote.getByRole("blockquote")).toContainText(first.testimonial.quote.slice(0, 60));
    await expect(storyQuote.getByRole("img", { name: first.name })).toBeVisible();
    // On its own story the quote does not link back to itself.
    await expect(storyQuote.getByRole("link")).toHaveCount(0);
  });

  test("a product page quotes the customers whose stories use it", async ({ page }) => {
    await page.goto("/solutions/fleet-sense");
    const section = page.getByRole("region", { name: "Customers using Fleet Sense" });
    await expect(section.getByRole("figure")).toHaveCount(1);
    await expect(section.getByRole("link", { name: "Read the Pwani Express story" })).toHaveAttribute(
      "href",
      "/insights/customer-stories/pwani-express",
    );
    await page.goto("/solutions/marut-insights");
    await expect(page.getByRole("region", { name: "Customers using Marut Insights" })).toHaveCount(0);
  });

  test("the security claims read the same on the solution details and the FAQs", async ({ page }) => {
    await page.goto("/solutions/solution-details");
    const security = page.getByRole("region", { name: "Security and data protection" });
    await expect(security).toContainText(securityClaims.encryption);
    await expect(security).toContainText(securityClaims.retention);
    await expect(security).not.toContainText("27001");
    await page.goto("/faqs");
    await page.getByText("How long are clips and location history kept?").click();
    await expect(page.getByRole("main")).toContainText("Event clips are kept for 90 days");
  });

  // Each of these pages, with its customer proof, passes axe in site-routes.spec.ts.
});

test("the industry-relations page shows a mark for each standard and law it explains", async ({ page }) => {
  await page.goto("/industry-relations");
  const marks = page.getByRole("list", { name: "Standards and laws we build to" });
  await expect(marks.getByRole("listitem")).toHaveCount(standardMarks.length);
  for (const standard of standardMarks) {
    await expect(marks.getByText(standard.mark, { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(standard.namedAs);
  }
  expect(await accessibilityViolations(page)).toEqual([]);
});
