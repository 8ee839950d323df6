import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { codeMessages } from "#app/features/leads/schemas.ts";
import { demoOffices } from "#db/demo-directory.ts";
import type { ReceivedMail, SmtpSink } from "../support/smtp-sink.ts";
import { accessibilityViolations, expect, gotoBeforeHydration, gotoHydrated, test } from "./fixtures.ts";
import { verificationCode } from "./lead-journey.ts";

// The server's default for SALES_NOTIFY_EMAIL (server/config.ts); the e2e server does not set it.
const salesAddress = "sales@marut.example";

const uniqueEmail = (label: string) =>
  `e2e-lead-${label}-${Date.now()}-${randomBytes(3).toString("hex")}@deccan-logistics.example`;

/** Mail to `address` whose subject matches and whose text mentions `about`, once the site's outbox delivered it. */
async function mailTo(smtp: SmtpSink, address: string, subject: RegExp, about: string): Promise<ReceivedMail> {
  const find = () =>
    smtp.received.find((mail) => mail.to.includes(address) && subject.test(mail.subject) && mail.text.includes(about));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no mail to ${address} matching ${subject}`);
  return mail;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Opens "Let's talk" from the header (wide screens) or the footer (phones) once the page has hydrated. */
async function openWizard(page: Page): Promise<Locator> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const header = page.getByRole("banner").getByRole("button", { name: "Let's talk" });
  if (await header.isVisible()) await header.click();
  else await page.getByRole("contentinfo").getByRole("button", { name: "Get in touch" }).click();
  const dialog = page.getByRole("dialog", { name: "Let's talk" });
  await expect(dialog).toBeVisible();
  await expect(stepHeading(dialog, "How many vehicles are in your fleet?")).toBeVisible();
  return dialog;
}

const stepHeading = (dialog: Locator, name: string) => dialog.getByRole("heading", { level: 3, name });
const continueButton = (dialog: Locator) => dialog.getByRole("button", { name: "Continue" });

async function expectStep(dialog: Locator, step: number, heading: string) {
  await expect(stepHeading(dialog, heading)).toBeVisible();
  const progress = dialog.getByRole("progressbar", { name: "Form progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", String((step / 8) * 100));
  await expect(dialog.getByText(`Step ${step} of 8`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`${Math.round((step / 8) * 100)}%`, { exact: true })).toBeVisible();
}

type Visitor = { email: string; country: string; countryQuery: string; state: string; phone: string };

/** Steps 1 to 7, ending with the code on its way and step 8 showing. */
async function fillToStepEight(dialog: Locator, visitor: Visitor) {
  await expectStep(dialog, 1, "How many vehicles are in your fleet?");
  await dialog.getByRole("radio", { name: "16-49 vehicles" }).check();
  await continueButton(dialog).click();

  await expectStep(dialog, 2, "Which features are you interested in?");
  await dialog.getByRole("checkbox", { name: "ADAS", exact: true }).check();
  await dialog.getByRole("checkbox", { name: "Driver Status Monitoring (DSM)" }).check();
  await continueButton(dialog).click();

  await expectStep(dialog, 3, "Where is your fleet based?");
  const country = dialog.getByRole("combobox", { name: "Country" });
  await country.fill(visitor.countryQuery);
  await dialog.getByRole("option", { name: visitor.country, exact: true }).click();
  await expect(country).toHaveValue(visitor.country);
  await dialog.getByRole("combobox", { name: "State or region" }).selectOption(visitor.state);
  await continueButton(dialog).click();

  await expectStep(dialog, 4, "What is your company called?");
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Deccan Logistics");
  await continueButton(dialog).click();

  await expectStep(dialog, 5, "Who should we ask for?");
  await dialog.getByRole("textbox", { name: "First name" }).fill("Asha");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Rao");
  await continueButton(dialog).click();

  await expectStep(dialog, 6, "What is your email address?");
  await dialog.getByRole("textbox", { name: "Email address" }).fill(visitor.email);
  await continueButton(dialog).click();

  await expectStep(dialog, 7, "What number can we call you on?");
  await dialog.getByRole("textbox", { name: "Phone number" }).fill(visitor.phone);
  await continueButton(dialog).click();

  await expectStep(dialog, 8, "Enter your verification code");
  await expect(dialog.getByRole("textbox", { name: "Verification code" })).toBeFocused();
  await expect(dialog.getByText(`We emailed a 6-digit code to ${visitor.email}`)).toBeVisible();
}

const india: Omit<Visitor, "email"> = {
  country: "India",
  countryQuery: "ind",
  state: "Karnataka",
  phone: "80 4718 2600",
};

for (const viewport of [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor completes all eight steps, lands on /thank-you, and the lead and both emails go out", async ({
      page,
      smtp,
    }) => {
      const email = uniqueEmail(viewport.name);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto("/");
      const dialog = await openWizard(page);
      await fillToStepEight(dialog, { ...india, email });

      const code = await verificationCode(smtp, email);
      await dialog.getByRole("textbox", { name: "Verification code" }).fill(code);
      const stored = page.waitForResponse(
        (response) => response.url().endsWith("/api/leads") && response.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Verify" }).click();

      const response = await stored;
      expect(response.status()).toBe(201);
      expect(await response.json()).toEqual({
        data: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          status: "new",
          bookingToken: expect.stringMatching(/^[\w-]{43}$/),
        },
      });
      expect(response.request().postDataJSON()).toEqual({
        fleetSize: "16-49",
        interestedIn: ["ADAS", "Driver Status Monitoring (DSM)"],
        country: { id: expect.stringMatching(/^\d+$/), name: "India" },
        state: "Karnataka",
        company: "Deccan Logistics",
        firstName: "Asha",
        lastName: "Rao",
        email,
        phone: "+91 80 4718 2600",
        code,
        vehicles: { available: false, qty: 0 },
        assets: { available: false, qty: 0 },
        website: "",
        sourcePage: "/",
      });

      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(dialog).toBeHidden();
      const heading = page.getByRole("heading", { level: 1, name: "Thank you. We'll be in touch." });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page).toHaveTitle("Thank you: we'll be in touch | Marut");
      // The wizard hands /thank-you the signed booking link; the cached page itself has none.
      await expect(page.getByRole("link", { name: "Book a demo" })).toHaveAttribute(
        "href",
        /^\/book-a-demo\?t=[\w-]{43}$/,
      );
      // No script error and nothing refused by the Content-Security-Policy along the way.
      expect(problems).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The visitor's confirmation and the sales notification, both with what the visitor told us.
      const confirmation = await mailTo(smtp, email, /^Thank you: a Marut safety specialist will be in touch$/, email);
      expect(confirmation.text).toContain("Hello Asha,");
      expect(confirmation.text).toContain("Deccan Logistics");
      expect(confirmation.text).toContain("Location: Karnataka, India");
      expect(confirmation.text).toMatch(/\/book-a-demo\?t=[\w-]{43}/);
      const notification = await mailTo(
        smtp,
        salesAddress,
        /^New lead: Deccan Logistics \(16-49 vehicles, India\)$/,
        email,
      );
      for (const detail of [email, "+91 80 4718 2600", "Asha Rao", "Karnataka", "ADAS", "Driver Status Monitoring"]) {
        expect(notification.text).toContain(detail);
      }
      expect(notification.headers.get("reply-to")).toMatchObject({ text: email });

      // The code was used up: the same draft cannot be stored twice.
      const replay = await page.request.post("/api/leads", { data: response.request().postDataJSON() });
      expect(replay.status()).toBe(400);

      // Reopened, the wizard starts over with nothing filled in.
      const again = await openWizard(page);
      await expectStep(again, 1, "How many vehicles are in your fleet?");
      for (const radio of await again.getByRole("radio").all()) await expect(radio).not.toBeChecked();
      await expect(continueButton(again)).toBeDisabled();
      await expect(again.getByRole("button", { name: "Previous" })).toBeDisabled();
      await again.getByRole("radio", { name: "1 vehicle", exact: true }).check();
      await continueButton(again).click();
      for (const checkbox of await again.getByRole("checkbox").all()) await expect(checkbox).not.toBeChecked();
      await expect(continueButton(again)).toBeDisabled();
    });
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a wrong code shows the server's message on step 8; resend respects the 30 s limit; the right code then works", async ({
    page,
    smtp,
  }) => {
    const email = uniqueEmail("wrong-code");
    await page.clock.install();
    await page.goto("/");
    const dialog = await openWizard(page);
    await fillToStepEight(dialog, {
      email,
      country: "Tanzania",
      countryQuery: "tanz",
      state: "Dar es Salaam",
      phone: "22 211 4730",
    });
    const code = await verificationCode(smtp, email);

    const codeInput = dialog.getByRole("textbox", { name: "Verification code" });
    await codeInput.fill(wrongCode(code));
    await dialog.getByRole("button", { name: "Verify" }).click();
    const alert = dialog.getByRole("alert").filter({ hasText: codeMessages.invalid });
    await expect(alert).toHaveText(codeMessages.invalid);
    await expectStep(dialog, 8, "Enter your verification code");
    await expect(page).toHaveURL(/\/$/);
    // The alert sits below the buttons.
    const alertBox = await alert.boundingBox();
    const verifyBox = await dialog.getByRole("button", { name: "Verify" }).boundingBox();
    expect(alertBox?.y ?? 0).toBeGreaterThan((verifyBox?.y ?? 0) + (verifyBox?.height ?? 0) - 1);
    expect(await accessibilityViolations(page)).toEqual([]);

    // "Resend code" waits out the 30 s; once the page thinks they passed, the server (real time) still says no.
    const resend = dialog.getByRole("button", { name: "Resend code" });
    await expect(resend).toBeDisabled();
    await expect(dialog.getByText(/^You can ask for a new code in \d+ s\.$/)).toBeVisible();
    await page.clock.fastForward("00:31");
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Please wait" })).toHaveText(
      /^Please wait \d+ seconds before asking for a new code\.$/,
    );
    await expectStep(dialog, 8, "Enter your verification code");

    // The first code still works.
    await codeInput.fill(code);
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await mailTo(smtp, salesAddress, /^New lead: Deccan Logistics \(16-49 vehicles, Tanzania\)$/, email);
  });

  test("Continue follows the wizard's rules, Previous keeps answers, and ticked features are highlighted", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openWizard(page);

    // Step 1: nothing chosen, nothing to continue with; Previous is off on the first step.
    await expect(continueButton(dialog)).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
    await dialog.getByRole("radio", { name: "400+ vehicles" }).check();
    await expect(continueButton(dialog)).toBeEnabled();
    await continueButton(dialog).click();

    // Step 2: the first feature has the focus; a ticked card is tinted yellow with an accent outline.
    const tracking = dialog.getByRole("checkbox", { name: "Real-time tracking" });
    await expect(tracking).toBeFocused();
    await expect(continueButton(dialog)).toBeDisabled();
    const card = dialog.locator("label", { has: page.getByRole("checkbox", { name: "Fuel monitoring" }) });
    const plain = await card.evaluate((node) => getComputedStyle(node).backgroundColor);
    await card.click();
    await expect(dialog.getByRole("checkbox", { name: "Fuel monitoring" })).toBeChecked();
    await expect(card).toHaveCSS("background-color", "rgb(255, 246, 214)");
    await expect(card).toHaveCSS("outline-color", "rgb(255, 196, 0)");
    await expect(card).toHaveCSS("outline-style", "solid");
    await expect(continueButton(dialog)).toBeEnabled();
    await card.click();
    await expect(card).toHaveCSS("background-color", plain);
    await expect(card).not.toHaveCSS("outline-style", "solid");
    await expect(continueButton(dialog)).toBeDisabled();
    await tracking.check();
    await continueButton(dialog).click();

    // Step 3: choosing another country clears the state; the combobox works from the keyboard.
    const country = dialog.getByRole("combobox", { name: "Country" });
    const state = dialog.getByRole("combobox", { name: "State or region" });
    await expect(country).toBeFocused();
    await expect(state).toBeDisabled();
    await country.fill("kenya");
    await expect(country).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(country).toHaveValue("Kenya");
    await expect(country).toHaveAttribute("aria-expanded", "false");
    await state.selectOption("Nairobi City");
    await expect(continueButton(dialog)).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    await country.fill("");
    await page.keyboard.type("Ind");
    await page.keyboard.press("ArrowDown");
    const active = dialog.getByRole("listbox", { name: "Country list" }).getByRole("option", { selected: true });
    await expect(active).toHaveCount(1);
    await expect(country).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id")) ?? "");
    expect(await accessibilityViolations(page)).toEqual([]);
    // Escape closes the list and keeps the dialog open.
    await page.keyboard.press("Escape");
    await expect(country).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(country).toHaveAttribute("aria-expanded", "true");
    await dialog.getByRole("option", { name: "India", exact: true }).click();
    await expect(country).toHaveValue("India");
    await expect(state).toHaveValue("");
    await expect(state.getByRole("option", { name: "Nairobi City" })).toHaveCount(0);
    await expect(continueButton(dialog)).toBeDisabled();
    await state.selectOption("Karnataka");
    await continueButton(dialog).click();

    // Step 4: an empty company cannot continue.
    const company = dialog.getByRole("textbox", { name: "Company name" });
    await expect(company).toBeFocused();
    await expect(continueButton(dialog)).toBeDisabled();
    await company.fill("   ");
    await expect(continueButton(dialog)).toBeDisabled();
    await company.fill("Kilimanjaro Haulage");
    await continueButton(dialog).click();

    // Step 5: disabled only while both names are empty.
    await expect(continueButton(dialog)).toBeDisabled();
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Mwakyusa");
    await expect(continueButton(dialog)).toBeEnabled();
    await dialog.getByRole("textbox", { name: "Last name" }).fill("");
    await dialog.getByRole("textbox", { name: "First name" }).fill("Neema");
    await expect(continueButton(dialog)).toBeEnabled();
    await continueButton(dialog).click();

    // Step 6: the browser's own email check stops a malformed address.
    const emailInput = dialog.getByRole("textbox", { name: "Email address" });
    await expect(emailInput).toHaveAttribute("type", "email");
    await expect(continueButton(dialog)).toBeDisabled();
    await emailInput.fill("neema@");
    await continueButton(dialog).click();
    await expectStep(dialog, 6, "What is your email address?");
    expect(await emailInput.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

    // Previous keeps what was entered.
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toHaveValue("Neema");
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(company).toHaveValue("Kilimanjaro Haulage");
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(country).toHaveValue("India");
    await expect(state).toHaveValue("Karnataka");
  });

  test("step 7 stays put with the server's message when no code can be sent, and the phone shows the dial code", async ({
    page,
  }) => {
    const email = uniqueEmail("refused");
    // A code was just sent to this address: the server refuses another for 30 s.
    expect((await page.request.post("/api/leads/send-code", { data: { email } })).status()).toBe(200);

    await page.goto("/");
    const dialog = await openWizard(page);
    await dialog.getByRole("radio", { name: "2-4 vehicles" }).check();
    await continueButton(dialog).click();
    await dialog.getByRole("checkbox", { name: "Fleet Management" }).check();
    await continueButton(dialog).click();
    const country = dialog.getByRole("combobox", { name: "Country" });
    await country.fill("United Arab");
    await dialog.getByRole("option", { name: "United Arab Emirates" }).click();
    await dialog.getByRole("combobox", { name: "State or region" }).selectOption("Dubai");
    await continueButton(dialog).click();
    await dialog.getByRole("textbox", { name: "Company name" }).fill("Gulf Cold Chain");
    await continueButton(dialog).click();
    await dialog.getByRole("textbox", { name: "First name" }).fill("Omar");
    await continueButton(dialog).click();
    await dialog.getByRole("textbox", { name: "Email address" }).fill(email);
    await continueButton(dialog).click();

    await expectStep(dialog, 7, "What number can we call you on?");
    const phone = dialog.getByRole("textbox", { name: "Phone number" });
    await expect(phone).toBeFocused();
    await expect(dialog.getByText("+971", { exact: true })).toBeVisible();
    await expect(continueButton(dialog)).toBeDisabled();

    // The shared contract catches what the browser lets through.
    await phone.fill("ask for Omar");
    await continueButton(dialog).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "digits" })).toHaveText(
      "Please enter a phone number using digits, spaces and + ( ) - only.",
    );
    await expect(phone).toHaveAttribute("aria-invalid", "true");

    await phone.fill("4 558 3190");
    await continueButton(dialog).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Please wait" })).toHaveText(
      /^Please wait \d+ seconds before asking for a new code\.$/,
    );
    await expectStep(dialog, 7, "What number can we call you on?");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("the wizard and the country data load only when the modal opens", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => /lead-wizard|reference-data/.test(path))).toEqual([]);

    const dialog = await openWizard(page);
    expect(requested.some((path) => /\/assets\/lead-wizard-[\w-]+\.js$/.test(path))).toBe(true);
    await dialog.getByRole("radio", { name: "5-15 vehicles" }).check();
    await continueButton(dialog).click();
    await dialog.getByRole("checkbox", { name: "ADAS", exact: true }).check();
    await continueButton(dialog).click();
    await expect(dialog.getByRole("combobox", { name: "Country" })).toBeVisible();
    await dialog.getByRole("combobox", { name: "Country" }).fill("Zimb");
    await expect(dialog.getByRole("option", { name: "Zimbabwe" })).toBeVisible();
    expect(requested.some((path) => /\/assets\/reference-data-[\w-]+\.js$/.test(path))).toBe(true);

    // A country without a list of regions asks for the region in words.
    await dialog.getByRole("combobox", { name: "Country" }).fill("Gibraltar");
    await dialog.getByRole("option", { name: "Gibraltar" }).click();
    await expect(dialog.getByRole("combobox", { name: "State or region" })).toHaveCount(0);
    const region = dialog.getByRole("textbox", { name: "State, province or region" });
    await expect(continueButton(dialog)).toBeDisabled();
    await region.fill("Westside");
    await continueButton(dialog).click();
    await expectStep(dialog, 4, "What is your company called?");

    // The company's contact details sit beside the form: the head office's number, from the (demo) directory.
    const aside = dialog.getByRole("complementary", { name: "Other ways to reach us" });
    await expect(aside.getByRole("link", { name: demoOffices[0]?.phone ?? "" })).toBeVisible();
  });
});

test.describe("opened by a link", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("/contact?talk=<topic> opens step 1 over the contact page, with the topic's feature ticked on step 2", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact?talk=real-time-tracking");
    const dialog = page.getByRole("dialog", { name: "Let's talk" });
    await expectStep(dialog, 1, "How many vehicles are in your fleet?");
    await dialog.getByRole("radio", { name: "5-15 vehicles" }).check();
    await continueButton(dialog).click();
    await expectStep(dialog, 2, "Which features are you interested in?");
    await expect(dialog.getByRole("checkbox", { name: "Real-time tracking" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "ADAS", exact: true })).not.toBeChecked();
    // Closing forgets the link's ?talk=, so a reload shows the contact page alone.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  for (const product of [
    { path: "/solutions/fleet-sense", cta: "Talk to us about Fleet Sense", feature: "Real-time tracking" },
    { path: "/solutions/road-sense", cta: "Talk to us about Road Sense", feature: "ADAS" },
    {
      path: "/solutions/cabin-vision",
      cta: "Talk to us about Cabin Vision",
      feature: "Driver Status Monitoring (DSM)",
    },
    { path: "/solutions/marut-insights", cta: "Talk to us about Marut Insights", feature: "Fleet Management" },
  ]) {
    test(`"${product.cta}" is a link to the wizard before hydration, then a button that opens it with ${product.feature} ticked`, async ({
      page,
    }) => {
      await gotoBeforeHydration(page, product.path);
      const link = page.getByRole("main").getByRole("link", { name: product.cta }).last();
      await expect(link).toHaveAttribute("href", /^\/contact\?talk=[a-z-]+$/);
      await gotoHydrated(page, product.path);
      const cta = page.getByRole("main").getByRole("button", { name: product.cta }).last();
      await expect(cta).toHaveAttribute("aria-haspopup", "dialog");
      await cta.click();
      const dialog = page.getByRole("dialog", { name: "Let's talk" });
      await expectStep(dialog, 1, "How many vehicles are in your fleet?");
      // The visitor stays on the product page: the lead records where it came from.
      await expect(page).toHaveURL(new RegExp(`${product.path}$`));
      await dialog.getByRole("radio", { name: "2-4 vehicles" }).check();
      await continueButton(dialog).click();
      const ticked = dialog.getByRole("checkbox", { checked: true });
      await expect(ticked).toHaveCount(1);
      await expect(ticked).toHaveAccessibleName(product.feature);
    });
  }
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("step 1's fleet sizes never break inside a range, and the cards are of equal height", async ({ page }) => {
    await gotoHydrated(page, "/contact?talk=");
    const dialog = page.getByRole("dialog", { name: "Let's talk" });
    await expectStep(dialog, 1, "How many vehicles are in your fleet?");
    const cards = dialog.locator("label[data-fleet-size]");
    await expect(cards).toHaveCount(7);
    const measured = await cards.evaluateAll((labels) =>
      labels.map((label) => {
        const size = [...label.querySelectorAll("span")].find((span) => span.textContent === label.dataset.fleetSize);
        const range = document.createRange();
        if (size?.firstChild) range.selectNodeContents(size.firstChild);
        // One line of text has one box per line it occupies.
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return { size: label.dataset.fleetSize, lines, height: Math.round(label.getBoundingClientRect().height) };
      }),
    );
    for (const card of measured) expect(card, `${card.size} on one line`).toMatchObject({ lines: 1 });
    expect(new Set(measured.map((card) => card.height)).size).toBe(1);
  });

  test("the country list shows names without flag emoji, which render as empty boxes without an emoji font", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact?talk=");
    const dialog = page.getByRole("dialog", { name: "Let's talk" });
    await dialog.getByRole("radio", { name: "1 vehicle" }).check();
    await continueButton(dialog).click();
    await dialog.getByRole("checkbox", { name: "ADAS", exact: true }).check();
    await continueButton(dialog).click();
    const country = dialog.getByRole("combobox", { name: "Country" });
    await country.fill("in");
    await expect(dialog.getByRole("option", { name: "India", exact: true })).toBeVisible();
    const texts = await dialog.getByRole("option").allTextContents();
    expect(texts.length).toBeGreaterThan(5);
    // Regional indicator symbols: the two-letter code points flag emoji are made of.
    expect(texts.filter((text) => /[\u{1F1E6}-\u{1F1FF}]/u.test(text))).toEqual([]);
    await dialog.getByRole("option", { name: "India", exact: true }).click();
    await expect(country).toHaveValue("India");
    // Nor does the chosen country's field.
    expect(await country.locator("xpath=..").textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});

test("/thank-you is a finished page with a way onward", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you. We'll be in touch." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What happens next" })).toBeVisible();
  await expect(page.getByText("A specialist replies within one working day")).toBeVisible();
  for (const [name, href] of [
    ["Explore our solutions", "/solutions"],
    ["Get to know Marut", "/about"],
    ["Find an office", "/contact"],
    ["Work with us", "/careers/jobs/positions"],
  ] as const) {
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", href);
  }
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toContain("within one working day");
  expect(await accessibilityViolations(page)).toEqual([]);
});
