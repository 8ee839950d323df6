import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { leadDraft } from "../support/lead-draft.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { accessibilityViolations, e2eAdmin, expect, gotoHydrated, test } from "./fixtures.ts";
import { answerWizardFromFeatures, verificationCode } from "./lead-journey.ts";

// The demo booking journey: the lead wizard's /thank-you links to booking, the
// visitor books the first time in their own zone, both sides get an invite,
// then the visitor moves the call and cancels it from the booking's own page.

test.use({ timezoneId: "Europe/Berlin" });

const roundTheClock = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start: "00:00", end: "23:30" }]]),
);

/** The administrator takes bookings at every hour, from Bengaluru. */
async function makeAdminBookable(request: APIRequestContext) {
  const session = await request.post("/api/admin/session", {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const saved = await request.put("/api/admin/availability", {
    data: {
      timeZone: "Asia/Kolkata",
      officeCity: "Bengaluru",
      meetingUrl: "https://meet.example/marut-sales",
      weeklyHours: roundTheClock,
      daysOff: [],
      active: true,
    },
    headers: { "x-csrf-token": csrfToken },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A lead sent through the API as the wizard sends it; answers its booking link's token. */
async function submitLead(request: APIRequestContext, smtp: SmtpSink, email: string): Promise<string> {
  expect((await request.post("/api/leads/send-code", { data: { email } })).status()).toBe(200);
  const code = await verificationCode(smtp, email);
  const created = await request.post("/api/leads", { data: leadDraft(email, code) });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { bookingToken: string } }).data.bookingToken;
}

/** The invite attached to the latest mail to `address` whose subject matches, parsed. */
async function inviteTo(smtp: SmtpSink, address: string, subject: RegExp) {
  const find = () => smtp.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject)).at(-1);
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  const parsed = await simpleParser((find() as { raw: string }).raw);
  const file = parsed.attachments.find((attachment) => attachment.filename === "invite.ics");
  if (!file) throw new Error(`no invite in the mail to ${address}`);
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent");
  return {
    method: calendar.getFirstPropertyValue("method"),
    sequence: event?.getFirstPropertyValue("sequence"),
    uid: event?.getFirstPropertyValue("uid"),
    start: (event?.getFirstPropertyValue("dtstart") as ICAL.Time | undefined)?.toJSDate().toISOString(),
    status: event?.getFirstPropertyValue("status"),
  };
}

async function expectFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Screenshots for review at both widths, when BOOKING_SCREENSHOTS names a folder. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.BOOKING_SCREENSHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
}

test("from an estimate through the wizard to /thank-you, book a call, get the invite, move it and cancel it", async ({
  page,
  smtp,
}) => {
  test.setTimeout(120_000);
  await makeAdminBookable(page.request);
  const email = `e2e-booking-${randomBytes(4).toString("hex")}@spree-logistik.example`;

  // The buyer's path: an estimate, "Talk to us" with the fleet size chosen, the wizard, /thank-you.
  await gotoHydrated(page, "/solutions/savings-calculator?fleet=50-149&trucks=60&vans=40&country=india&km=4000");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Talk to us about this estimate" }).click();
  const dialog = page.getByRole("dialog", { name: "Let's talk" });
  await expect(dialog.getByRole("radio", { name: "50-149 vehicles" })).toBeChecked();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("checkbox", { name: "Driver Status Monitoring (DSM)" }).check();
  await answerWizardFromFeatures(dialog, email);
  await dialog.getByRole("textbox", { name: "Verification code" }).fill(await verificationCode(smtp, email));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("link", { name: "Book a demo" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshots(page, "thank-you");
  await page.getByRole("link", { name: "Book a demo" }).click();

  // The browser's zone replaces the server's default.
  await expect(page.getByRole("heading", { level: 1, name: "Book a 30-minute demo" })).toBeVisible();
  await expect(page.getByLabel("Your time zone")).toHaveValue("Europe/Berlin");
  await expect(page).toHaveURL(/tz=Europe%2FBerlin/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await expectFits(page, 360);
  await screenshots(page, "book-a-demo");

  const first = page.getByRole("radio").first();
  const words = (await first.getAttribute("aria-label")) ?? "";
  expect(words).toMatch(/^\w+day \d+ \w{3}, \d\d:\d\d in your time \(Europe\/Berlin\), \d\d:\d\d in Bengaluru$/);
  await first.check();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your demo is booked" })).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expectFits(page, 360);
  await screenshots(page, "booking-manage");

  const visitorInvite = await inviteTo(smtp, email, /demo is booked/);
  const salesInvite = await inviteTo(smtp, e2eAdmin.email, /Demo booked/);
  expect(visitorInvite).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED" });
  expect(salesInvite).toMatchObject({ method: "REQUEST", sequence: 0, uid: visitorInvite.uid });

  // Move it to the second time offered on that day.
  await page.getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your demo has moved" })).toBeVisible();
  const moved = await inviteTo(smtp, email, /demo has moved/);
  expect(moved).toMatchObject({ method: "REQUEST", sequence: 1, uid: visitorInvite.uid });
  expect(moved.start).not.toBe(visitorInvite.start);

  await page.getByRole("button", { name: "Cancel the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your demo is cancelled" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expectFits(page, 360);
  await screenshots(page, "booking-cancelled");
  const cancelled = await inviteTo(smtp, email, /demo is cancelled/);
  expect(cancelled).toMatchObject({ method: "CANCEL", sequence: 2, status: "CANCELLED", uid: visitorInvite.uid });
  expect(await inviteTo(smtp, e2eAdmin.email, /Demo cancelled/)).toMatchObject({ method: "CANCEL", sequence: 2 });
});

test("the booking page works before JavaScript and says when a link does not", async ({ page, smtp }) => {
  await makeAdminBookable(page.request);
  const token = await submitLead(
    page.request,
    smtp,
    `e2e-nojs-${randomBytes(4).toString("hex")}@spree-logistik.example`,
  );
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`/book-a-demo?t=${token}&tz=Asia%2FTokyo`);
  await expect(page.getByLabel("Your time zone")).toHaveValue("Asia/Tokyo");
  await expect(page.getByRole("radio").first()).toHaveAccessibleName(/in your time \(Asia\/Tokyo\)/);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your demo is booked" })).toBeVisible();

  const gone = await page.goto("/book-a-demo?t=not-a-real-token-but-long-enough-000000");
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("sales set their hours and see the bookings with their leads", async ({ page, smtp }) => {
  await makeAdminBookable(page.request);
  const email = `e2e-list-${randomBytes(4).toString("hex")}@spree-logistik.example`;
  const token = await submitLead(page.request, smtp, email);
  const slots = await page.request.get(`/book-a-demo?t=${token}`);
  const start = /name="start" value="([^"]+)"/.exec(await slots.text())?.[1] ?? "";
  const booked = await page.request.post("/api/bookings", { data: { token, start, timeZone: "Europe/Berlin" } });
  expect(booked.status(), await booked.text()).toBe(201);

  const session = await page.request.post("/api/admin/session", {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(session.status()).toBe(200);
  await gotoHydrated(page, "/admin/availability");
  await expect(page.getByRole("heading", { level: 1, name: "My availability" })).toBeVisible();
  await page.getByLabel("Meeting link").fill("https://meet.example/eve");
  await page.getByLabel("Days off").fill("2026-12-25\n2026-12-31");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByRole("status")).toContainText("Saved");
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshots(page, "admin-availability");
  await gotoHydrated(page, "/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Demo bookings" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshots(page, "admin-bookings");
  // The lead's own booking, found by its address.
  await gotoHydrated(page, `/admin/bookings?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: /Deccan Logistics/ }).click();
  const call = page.getByRole("region", { name: "Demo call" });
  await expect(call).toContainText("Europe/Berlin");
  await expect(call).toContainText("Booked");
  expect(await accessibilityViolations(page)).toEqual([]);
});
