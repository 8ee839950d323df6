import { readFile } from "node:fs/promises";
import { parseCsv } from "../support/parse-csv.ts";
import { accessibilityViolations, createStaff, expect, openBackOffice, test } from "./fixtures.ts";
import { runSuffix, staffMember } from "./people.ts";

// Marketing sees who asked for a whitepaper or registered for an event: the
// count per item, the people, a filter per item and the CSV export.

const suffix = runSuffix();
const marketer = staffMember("Mira Marketer", "mira.mkt", suffix, "Juniper-Harbour-Lantern-64");
const event = { slug: "marut-road-safety-day-bengaluru-2027", title: "Marut Road Safety Day 2027, Bengaluru" };
const paper = { slug: "a-practical-driver-risk-scoring-model" };

test("marketing sees event registrations and whitepaper requests per item and exports them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const people = [
    { name: "Kavya Rao", email: `kavya.${suffix}@ghats-freight.example`, company: `Ghats Freight ${suffix}` },
    { name: "Imran Sheikh", email: `imran.${suffix}@deccan-bus.example`, company: `Deccan Bus ${suffix}` },
  ];
  for (const [index, person] of people.entries()) {
    const registered = await api.post(`/api/events/${event.slug}/registrations`, {
      data: person,
      headers: { "x-forwarded-for": `198.51.100.${10 + index}` },
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
  }
  const requested = await api.post(`/api/whitepapers/${paper.slug}/requests`, {
    data: people[0],
    headers: { "x-forwarded-for": "198.51.100.20" },
  });
  expect(requested.status(), await requested.text()).toBeLessThan(300);

  await createStaff(api, marketer, "marketing");
  await api.dispose();

  await openBackOffice(page, marketer.email, marketer.password);
  await expect(page.getByRole("link", { name: "Go to requests" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Back office" });
  await nav.getByRole("link", { name: "Downloads & registrations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Downloads and registrations" })).toBeVisible();

  // The event's card counts its registrations (at least ours: other tests may register too).
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: event.title }) });
  const count = Number(await card.locator("strong").textContent());
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(card).toContainText("registrations");
  expect(await accessibilityViolations(page)).toEqual([]);

  // Narrowed to the event: both people, not the whitepaper request.
  await card.getByRole("link", { name: `Show people who asked for ${event.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`item=${event.slug}`));
  await expect(page.getByLabel("Whitepaper or event")).toHaveValue(event.slug);
  for (const person of people) await expect(page.getByRole("cell", { name: person.company })).toBeVisible();
  await expect(page.getByRole("table").getByText("Whitepaper download", { exact: true })).toHaveCount(0);

  // Search by company, then export what is shown.
  await page.getByLabel("Name, email or company").fill(`Deccan Bus ${suffix}`);
  await page.getByLabel("Name, email or company").press("Enter");
  await expect(page.getByRole("cell", { name: people[0]?.company ?? "" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /q=Deccan/);
  const waiting = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parseCsv((await readFile(await download.path())).subarray(3).toString("utf8"));
  expect(records).toEqual([
    ["requested at", "kind", "item", "item address", "name", "email", "company", "downloads"],
    [
      expect.any(String),
      "event",
      expect.any(String),
      `/events/${event.slug}`,
      "Imran Sheikh",
      people[1]?.email,
      people[1]?.company,
      "0",
    ],
  ]);
  expect(await accessibilityViolations(page)).toEqual([]);
});
