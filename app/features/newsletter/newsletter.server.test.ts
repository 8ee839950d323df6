import { describe, expect, it } from "vitest";
import { setUpTestApp } from "#tests/support/test-app.ts";
import { newsletterMessages } from "./messages.ts";
import { newsletterRateLimits, signUp } from "./newsletter.server.ts";

const { t } = setUpTestApp({ once: true });

describe("signUp", () => {
  it("accepts an address and sends its confirmation", async () => {
    const outcome = await signUp(t.services, { email: "reader@example.com" }, "192.0.2.1");
    expect(outcome).toEqual({ kind: "accepted", message: newsletterMessages.apiAccepted });
  });

  it("names what is wrong with the input, field by field", async () => {
    const outcome = await signUp(t.services, { email: "not an address" }, "192.0.2.2");
    expect(outcome).toEqual({
      kind: "invalid",
      message: "Please enter a valid email address.",
      errors: { email: ["Please enter a valid email address."] },
    });
    expect(await signUp(t.services, null, "192.0.2.2")).toMatchObject({ kind: "invalid" });
  });

  it("gives a bot that fills the hidden field the same answer, and stores nothing", async () => {
    const outcome = await signUp(t.services, { email: "bot@example.com", website: "http://spam" }, "192.0.2.3");
    expect(outcome).toEqual({ kind: "accepted", message: newsletterMessages.apiAccepted });
    const rows = await t.services.db.query.newsletterSubscribers.findMany();
    expect(rows.map((row) => row.email)).not.toContain("bot@example.com");
  });

  it("limits sign-ups per network and per address, saying how long to wait", async () => {
    const { limit } = newsletterRateLimits.subscribePerAddress;
    for (let i = 0; i < limit; i++) {
      expect((await signUp(t.services, { email: "often@example.com" }, `198.51.100.${i}`)).kind).toBe("accepted");
    }
    const perAddress = await signUp(t.services, { email: "often@example.com" }, "198.51.100.200");
    expect(perAddress).toMatchObject({ kind: "rate-limited" });
    expect(perAddress.message).toMatch(/^This address has been signed up too often\. Please wait \d+ minutes\.$/);

    for (let i = 0; i < newsletterRateLimits.subscribePerIp.limit; i++) {
      await signUp(t.services, { email: `n${i}@example.com` }, "203.0.113.9");
    }
    const perIp = await signUp(t.services, { email: "late@example.com" }, "203.0.113.9");
    expect(perIp).toMatchObject({ kind: "rate-limited" });
    expect(perIp.message).toMatch(/^There have been too many sign-ups from your network\./);
  });
});
