import { describe, expect, it } from "vitest";
import { getMailboxMessage, listMailbox } from "#app/features/dev-mailbox/dev-mailbox.server.ts";
import { sendVerificationCode } from "#app/features/leads/leads.server.ts";
import { enqueueEmail } from "#app/lib/outbox.server.ts";
import { outboxMessages } from "#db/schema.ts";
import { cleanupAfterEach } from "#tests/support/cleanup.ts";
import { createTestApp, silentLogger } from "#tests/support/test-app.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createDevMailboxTransport } from "./transport.ts";

// The dev mailbox labels the one-time code of an email that sends one, and
// no other six digits: a campaign's footer carries the head office's postal
// code (Bengaluru 560037), which is not a code to type anywhere.

const cleanup = cleanupAfterEach();

describe("the dev mailbox", () => {
  it("labels the code of a verification email and no number of any other email", async () => {
    const database = await createTestDatabase("pglite");
    cleanup.push(() => database.drop());
    const t = createTestApp({ database: database.handle });
    cleanup.push(() => t.close());
    const { db } = database.handle;

    expect(await sendVerificationCode(t.services, "fleet.manager@example.com")).toEqual({ ok: true });
    const campaign = await t.services.renderEmail("newsletter-campaign", {
      subject: "Night-shift fatigue",
      preheader: "What 2024 showed",
      bodyHtml: "<p>Alerts cluster before dawn.</p>",
      bodyText: "Alerts cluster before dawn.",
      posts: [],
      preferencesUrl: "http://localhost/newsletter/preferences?token=t",
      unsubscribeUrl: "http://localhost/newsletter/unsubscribe?token=t",
      postalAddress: ["Level 5, 91 Outer Ring Road, Marathahalli, Bengaluru 560037", "Bengaluru", "India"],
    });
    await enqueueEmail(db, { kind: "campaign-test", to: "marketing@marut.test", email: campaign });

    // Delivered as `npm start` without SMTP_URL delivers them.
    const transport = createDevMailboxTransport(db, "Marut <no-reply@marut.test>", silentLogger, "/dev/mailbox");
    for (const row of await db.select().from(outboxMessages)) {
      await transport.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
      });
    }

    const messages = await listMailbox(db);
    const code = messages.find((message) => message.toAddress === "fleet.manager@example.com");
    const test = messages.find((message) => message.toAddress === "marketing@marut.test");
    expect(test?.subject).toBe("Night-shift fatigue");
    expect(test?.codes).toEqual([]);
    expect(code?.codes).toHaveLength(1);
    expect(code?.subject).toBe(`${code?.codes[0]} is your Marut verification code`);

    expect((await getMailboxMessage(db, test?.id ?? ""))?.codes).toEqual([]);
    expect((await getMailboxMessage(db, code?.id ?? ""))?.codes).toEqual(code?.codes);
  });
});
