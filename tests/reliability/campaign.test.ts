import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignDeliveries, campaigns, newsletterSubscribers, offices } from "#db/schema.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { freePort } from "../support/server-process.ts";
import { type ReceivedMail, SmtpSink } from "../support/smtp-sink.ts";
import { clientIp, launch, newStore, postJson, report, sleep, storeKinds, waitForQuiet } from "./support.ts";

// A newsletter campaign to 2,000 confirmed subscribers through a real SMTP
// server: each gets it once, with the RFC 8058 headers and the postal address;
// nobody unconfirmed, unsubscribed or bounced gets it; an address the server
// refuses for good is marked bounced; a lead's verification code requested in
// the middle of the send overtakes it; and a kill -9 in the middle of the send
// loses nobody.

const RECIPIENTS = 2_000;
/** Of the recipients, addresses the SMTP server refuses with 550. */
const REFUSED = 10;
/** Messages one outbox worker sends at a time: the most a crash can repeat (docs/reliability.md). */
const OUTBOX_BATCH = 10;

const cleanup = cleanupAfterEach();

const SUBJECT = "Night driving: what a year of alerts taught us";

describe.each(storeKinds)("a newsletter campaign on %s", (kind) => {
  it("reaches each confirmed subscriber once, lets a lead code overtake it, and survives kill -9", async () => {
    const run = Date.now().toString(36);
    const address = (name: string, i: number) => `${name}${i}.${run}@campaign.example`;
    const sink = await new SmtpSink({ rejectRecipient: (to) => to.startsWith("gone") }).start();
    cleanup.push(() => sink.stop());
    const store = await newStore(kind, cleanup);
    const env = {
      ...store.env,
      PORT: String(await freePort()),
      SMTP_URL: sink.url,
      TRUST_PROXY: "true",
      OUTBOX_POLL_MS: "200",
      OUTBOX_LEASE_SECONDS: "30",
      CAMPAIGN_MESSAGES_PER_MINUTE: "1000000",
    };

    // The first start creates the tables; the subscribers and the campaign are
    // then written straight into the database (the embedded one only while no
    // server holds it).
    let server = await launch(env, cleanup);
    if (kind === "pglite") await server.kill("SIGTERM");
    const handle = await store.open();
    const readers = Array.from({ length: RECIPIENTS - REFUSED }, (_, i) => address("reader", i));
    const refused = Array.from({ length: REFUSED }, (_, i) => address("gone", i));
    const outsiders = {
      pending: Array.from({ length: 30 }, (_, i) => address("pending", i)),
      unsubscribed: Array.from({ length: 30 }, (_, i) => address("left", i)),
      bounced: Array.from({ length: 30 }, (_, i) => address("bounced", i)),
    };
    await handle.db
      .insert(newsletterSubscribers)
      .values([
        ...[...readers, ...refused].map((email) => ({ email, status: "confirmed" as const, confirmedAt: new Date() })),
        ...outsiders.pending.map((email) => ({ email, status: "pending" as const })),
        ...outsiders.unsubscribed.map((email) => ({ email, status: "unsubscribed" as const })),
        ...outsiders.bounced.map((email) => ({ email, status: "bounced" as const })),
      ]);
    const [campaign] = await handle.db
      .insert(campaigns)
      .values({
        subject: SUBJECT,
        preheader: "Three findings from 41 million kilometres at night",
        body: "Our analysts read a year of night-time alerts. [Read the study](/insights/blogs) and tell us what you see.",
        latestPosts: 2,
        status: "scheduled",
        sendAt: new Date(),
        linkKey: "campaign-test-link-key",
      })
      .returning();
    const [headOffice] = await handle.db.select().from(offices).orderBy(offices.sortOrder).limit(1);
    if (kind === "pglite") {
      await handle.close();
      server = await launch(env, cleanup);
    } else {
      cleanup.push(() => handle.close());
    }
    const startedAt = Date.now();
    const campaignMails = () => sink.received.filter((mail) => mail.subject === SUBJECT);
    /** Waits for `count` campaign emails, or fails with what the server logged above info. */
    const waitForCampaignMails = async (count: number) => {
      const until = Date.now() + 20_000;
      while (campaignMails().length < count) {
        if (Date.now() > until) {
          const problems = server.logs
            .filter((entry) => Number(entry.level) > 30 || /campaign|outbox/.test(String(entry.msg)))
            .map((entry) => JSON.stringify(entry));
          throw new Error(
            `${campaignMails().length} of ${count} campaign emails arrived (${sink.received.length} emails in all)\n${problems.join("\n")}`,
          );
        }
        await sleep(20);
      }
    };

    // A visitor asks for a lead verification code while the campaign is going out.
    await waitForCampaignMails(300);
    const codeAddress = `code.${run}@fleet.example`;
    const asked = Date.now();
    const answer = await postJson(server.url, "/api/leads/send-code", { email: codeAddress }, clientIp(7));
    expect(answer?.status).toBe(200);
    // The code goes out beside the campaign, not behind it: it arrives while the campaign is still going out.
    while (!sink.received.some((mail) => mail.to.includes(codeAddress))) {
      if (campaignMails().length >= readers.length) throw new Error("the lead code waited behind the whole campaign");
      if (Date.now() - asked > 60_000) throw new Error("the lead code never arrived");
      await sleep(10);
    }
    const codeDelay = Date.now() - asked;
    const sentBeforeCode = campaignMails().length;

    // kill -9 in the middle of the send, then start again.
    await waitForCampaignMails(1_000);
    await server.kill("SIGKILL");
    const atKill = campaignMails().length;
    server = await launch(env, cleanup);

    const recipients = () => new Set(campaignMails().flatMap((mail) => mail.to));
    const deadline = Date.now() + 180_000;
    while (recipients().size < readers.length && Date.now() < deadline) await sleep(200);
    await waitForQuiet(sink, 2_000, 60_000);
    const elapsed = Date.now() - startedAt;
    const mails = campaignMails();
    report(
      `${kind}: ${mails.length} campaign emails in ${(elapsed / 1000).toFixed(1)} s; lead code after ${codeDelay} ms ` +
        `(${sentBeforeCode} campaign emails before it); kill -9 after ${atKill}`,
    );

    // Every reader once; a crash may repeat only what was in flight.
    const perRecipient = new Map<string, number>();
    for (const mail of mails) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(readers.filter((reader) => !perRecipient.has(reader))).toEqual([]);
    const repeats = [...perRecipient.values()].reduce((sum, n) => sum + n - 1, 0);
    expect(repeats).toBeLessThanOrEqual(OUTBOX_BATCH);
    // Nobody else.
    for (const outsider of [...outsiders.pending, ...outsiders.unsubscribed, ...outsiders.bounced, ...refused]) {
      expect(perRecipient.has(outsider)).toBe(false);
    }

    // What every campaign email carries.
    const sample = mails[0] as ReceivedMail;
    /** A header as the message carries it (mailparser turns List-* headers into objects), unfolded. */
    const rawHeader = (mail: ReceivedMail, name: string) =>
      (new RegExp(`^${name}:(.*(?:\r\n[ \t].*)*)`, "im").exec(mail.raw)?.[1] ?? "").replace(/\r\n[ \t]+/g, " ").trim();
    const listUnsubscribe = rawHeader(sample, "List-Unsubscribe");
    const oneClickUrl = /<(https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]+)>/.exec(listUnsubscribe)?.[1];
    expect(oneClickUrl).toBeDefined();
    expect(listUnsubscribe).toMatch(/<mailto:[^>]+\?subject=unsubscribe>/);
    expect(rawHeader(sample, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    for (const mail of mails) expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(sample.text).toContain("Marut Road Safety Technologies");
    if (headOffice) expect(sample.text).toContain(headOffice.address);
    expect(sample.text).toMatch(/\/newsletter\/preferences\?token=[\w-]+/);
    expect(sample.html).toMatch(/href="[^"]*\/newsletter\/link\/[0-9a-f-]{36}\/\d+\/[\w-]{22}"/);
    // Each email has links of its own (a copy composed again after the crash too).
    const tokens = new Set(mails.map((mail) => /unsubscribe\?token=([\w-]+)/.exec(mail.text)?.[1]));
    expect(tokens.size).toBe(mails.length);

    // A click link counts and leads to the campaign's own address.
    const clickLink = /href="([^"]*\/newsletter\/link\/[^"]+)"/.exec(sample.html)?.[1]?.replaceAll("&amp;", "&");
    const click = await fetch(String(clickLink).replace(/^https?:\/\/[^/]+/, server.url), { redirect: "manual" });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toMatch(/\/insights\/blogs$/);
    const forged = await fetch(
      String(clickLink)
        .replace(/^https?:\/\/[^/]+/, server.url)
        .replace(/\/[\w-]{22}$/, "/AAAAAAAAAAAAAAAAAAAAAA"),
      { redirect: "manual" },
    );
    expect(forged.status).toBe(404);

    // RFC 8058: a GET never unsubscribes (another reader's link, opened by a link scanner, say);
    // a POST without cookies or a browser does.
    const unsubscribeUrl = String(oneClickUrl).replace(/^https?:\/\/[^/]+/, server.url);
    const scanned = mails.find((mail) => mail.to[0] !== sample.to[0]) as ReceivedMail;
    const scannedUrl = /<(https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]+)>/.exec(
      rawHeader(scanned, "List-Unsubscribe"),
    )?.[1];
    expect((await fetch(String(scannedUrl).replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(200);
    const unsubscribedReader = sample.to[0] as string;
    const oneClick = await fetch(unsubscribeUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": clientIp(9) },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // What the database recorded.
    const db = await (async () => {
      if (kind === "postgres") return handle;
      await server.kill("SIGTERM");
      const closed = await store.open();
      cleanup.push(() => closed.close());
      return closed;
    })();
    const [finished] = await db.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, campaign?.id ?? ""));
    expect(finished?.status).toBe("sent");
    const deliveries = await db.db
      .select()
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, campaign?.id ?? ""));
    expect(deliveries.length).toBe(RECIPIENTS);
    expect(deliveries.filter((d) => d.status === "sent").length).toBe(readers.length);
    expect(deliveries.filter((d) => d.status === "bounced").length).toBe(REFUSED);
    expect(deliveries.filter((d) => d.clicks > 0).length).toBe(1);
    expect(deliveries.filter((d) => d.unsubscribedAt !== null).map((d) => d.email)).toEqual([unsubscribedReader]);
    const statuses = await db.db
      .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, [...refused, unsubscribedReader, scanned.to[0] as string]));
    expect(statuses).toHaveLength(REFUSED + 2);
    for (const row of statuses) {
      const expected =
        row.email === unsubscribedReader ? "unsubscribed" : row.email === scanned.to[0] ? "confirmed" : "bounced";
      expect(row.status).toBe(expected);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a newsletter campaign on two instances", () => {
  it("is shared by both instances' workers, each subscriber reached once", async () => {
    const run = Date.now().toString(36);
    const sink = await new SmtpSink().start();
    cleanup.push(() => sink.stop());
    const store = await newStore("postgres", cleanup);
    const env = { ...store.env, SMTP_URL: sink.url, OUTBOX_POLL_MS: "100", CAMPAIGN_MESSAGES_PER_MINUTE: "1000000" };
    const instances = [await launch(env, cleanup), await launch(env, cleanup)];
    const handle = await store.open();
    cleanup.push(() => handle.close());
    const readers = Array.from({ length: 1_000 }, (_, i) => `shared${i}.${run}@campaign.example`);
    await handle.db
      .insert(newsletterSubscribers)
      .values(readers.map((email) => ({ email, status: "confirmed" as const, confirmedAt: new Date() })));
    await handle.db.insert(campaigns).values({
      subject: SUBJECT,
      body: "Shared by two instances.",
      status: "scheduled",
      sendAt: new Date(),
      linkKey: run,
    });

    const deadline = Date.now() + 120_000;
    while (new Set(sink.received.flatMap((mail) => mail.to)).size < readers.length && Date.now() < deadline) {
      await sleep(200);
    }
    await waitForQuiet(sink, 1_000, 30_000);
    const perRecipient = new Map<string, number>();
    for (const mail of sink.received) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(readers.filter((reader) => perRecipient.get(reader) !== 1)).toEqual([]);
    // Both workers took part.
    for (const instance of instances) {
      expect(
        instance.logs.some((entry) => entry.msg === "campaigns: this instance is sending emails of the campaign"),
      ).toBe(true);
    }
  });
});
