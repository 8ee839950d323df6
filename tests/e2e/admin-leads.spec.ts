import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { countries } from "#app/features/leads/reference-data.ts";
import { parseCsv } from "../support/parse-csv.ts";
import { accessibilityViolations, createStaff, expect, gotoHydrated, openBackOffice, test } from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// The sales and marketing areas of the back office: a lead sent through the
// wizard's API reaches the sales inbox; sales follows it up and exports it;
// marketing lists and exports the newsletter subscribers.

const suffix = runSuffix();
const seller = staffMember("Sana Seller", "sana.sales", suffix, "Copper-Meadow-Lighthouse-58");
const marketer = staffMember("Milo Marketer", "milo.mkt", suffix, "Saffron-Glacier-Piano-73");
const visitor = `e2e-inbox-${suffix}@kaveri-freight.example`;
const reader = `e2e-reader-${suffix}@example.com`;
const company = `=Kaveri Freight ${suffix}`;

async function downloadCsv(page: Page, linkName: string): Promise<{ name: string; records: string[][] }> {
  const waiting = page.waitForEvent("download");
  await page.getByRole("link", { name: linkName }).click();
  const download = await waiting;
  const file = await download.path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), records: parseCsv(bytes.subarray(3).toString("utf8")) };
}

test("a wizard lead reaches the sales inbox; sales follows it up and exports; marketing exports subscribers", async ({
  page,
  playwright,
  baseURL,
  smtp,
}) => {
  // A visitor sends the wizard's draft (the same two calls the wizard makes), with the mailed code.
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/leads/send-code", { data: { email: visitor } })).status()).toBe(200);
  const codeMail = () => smtp.received.find((mail) => mail.to.includes(visitor) && /code/i.test(mail.subject));
  await expect.poll(() => codeMail() !== undefined, { timeout: 20_000 }).toBe(true);
  const code = /\b(\d{6})\b/.exec(codeMail()?.text ?? "")?.[1] ?? "";
  const india = countries.find((country) => country.name === "India");
  const lead = await api.post("/api/leads", {
    data: {
      fleetSize: "50-149",
      interestedIn: ["ADAS", "Fuel monitoring"],
      country: { id: india?.id, name: "India" },
      state: "Karnataka",
      company,
      firstName: "Kavya",
      lastName: "Iyer",
      email: visitor,
      phone: "+91 80 4718 2600",
      code,
      vehicles: { available: false, qty: 0 },
      assets: { available: false, qty: 0 },
      sourcePage: "/contact",
    },
  });
  expect(lead.status()).toBe(201);
  expect((await api.post("/api/newsletters/subscribe", { data: { email: reader } })).status()).toBe(200);

  await createStaff(api, seller, "sales");
  await createStaff(api, marketer, "marketing");
  await api.dispose();

  // Sales: the inbox shows the lead.
  await openBackOffice(page, seller.email, seller.password);
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Subscribers" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("link", { name: company })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Filters drive the URL.
  await page.getByLabel("Fleet size").selectOption("1");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/fleetSize=1/);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByLabel("Fleet size")).toHaveValue("");
  await page.getByLabel("Search").fill("Kaveri");
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(/q=Kaveri/);
  await expect(page.getByRole("link", { name: company })).toBeVisible();

  // The lead: every answer; status "contacted" and a note.
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByText(visitor)).toBeVisible();
  await expect(page.getByText("ADAS, Fuel monitoring")).toBeVisible();
  await expect(page.getByText("Karnataka")).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Owner").selectOption({ label: seller.name });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Lead saved.");
  await expect(page.getByText(/status New → Contacted/)).toBeVisible();
  await page.getByLabel("Add a note").fill("Called Kavya; demo on Tuesday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByText("Called Kavya; demo on Tuesday.")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The export carries the current filters and holds the lead, its formula neutralised.
  await gotoHydrated(page, "/admin/leads?status=contacted");
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /status=contacted/);
  const leads = await downloadCsv(page, "Export CSV");
  expect(leads.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(leads.records[0]).toEqual([
    "id",
    "created at",
    "status",
    "owner",
    "company",
    "first name",
    "last name",
    "email",
    "phone",
    "country",
    "state",
    "fleet size",
    "features",
    "vehicles",
    "assets",
    "source",
  ]);
  const row = leads.records.find((record) => record[7] === visitor);
  expect(row?.slice(2, 13)).toEqual([
    "contacted",
    seller.name,
    `'${company}`,
    "Kavya",
    "Iyer",
    visitor,
    "'+91 80 4718 2600",
    "India",
    "Karnataka",
    "50-149",
    "ADAS; Fuel monitoring",
  ]);
  expect((await page.request.get("/api/admin/subscribers")).status()).toBe(403);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  // Marketing: subscribers, unsubscribe with confirmation, export.
  await openBackOffice(page, marketer.email, marketer.password);
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expect(page.getByRole("cell", { name: reader, exact: true })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: `Unsubscribe ${reader}` }).click();
  await page.getByRole("button", { name: "Yes, unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(`${reader} is unsubscribed.`);
  await expect(page.getByRole("row", { name: new RegExp(reader) })).toContainText("Unsubscribed");
  const subscribers = await downloadCsv(page, "Export CSV");
  expect(subscribers.name).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(subscribers.records[0]).toEqual([
    "email",
    "status",
    "topics",
    "subscribed at",
    "confirmed at",
    "unsubscribed at",
  ]);
  expect(subscribers.records.find((record) => record[0] === reader)?.[1]).toBe("unsubscribed");
  expect((await page.request.get("/api/admin/leads")).status()).toBe(403);
});
