import type { Locator } from "@playwright/test";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { expect } from "./fixtures.ts";

// A visitor's way through the lead wizard, for the suites that start it from a page of their own
// (the savings calculator, demo booking). The wizard's own suite checks each step in detail.

/** The 6-digit code from the latest verification email to `address`, once `count` of them have arrived. */
export async function verificationCode(smtp: SmtpSink, address: string, count = 1): Promise<string> {
  const codes = () =>
    smtp.received.filter((mail) => mail.to.includes(address) && /verification code/.test(mail.subject));
  await expect.poll(() => codes().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const code = /\b(\d{6})\b/.exec(codes().at(-1)?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}`);
  return code;
}

/**
 * Steps 2 to 7, from the features step with its choices as they are: a fleet in Karnataka, Deccan
 * Logistics, Asha, `email`, a Bengaluru number. Ends on step 8 with the code on its way.
 */
export async function answerWizardFromFeatures(dialog: Locator, email: string) {
  await dialog.getByRole("button", { name: "Continue" }).click();
  const country = dialog.getByRole("combobox", { name: "Country" });
  await country.fill("ind");
  await dialog.getByRole("option", { name: "India", exact: true }).click();
  await dialog.getByRole("combobox", { name: "State or region" }).selectOption("Karnataka");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Deccan Logistics");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("textbox", { name: "First name" }).fill("Asha");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("textbox", { name: "Email address" }).fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("textbox", { name: "Phone number" }).fill("80 4718 2600");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("textbox", { name: "Verification code" })).toBeVisible();
}
