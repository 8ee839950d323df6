import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffMessages } from "#app/features/admin/schemas.ts";
import { createStaffUser } from "#app/features/admin/staff.server.ts";
import { staffRecoveryRateLimits } from "#app/features/admin/staff-recovery.server.ts";
import { auditLog, emailTokens, outboxMessages, staffSessions, staffUsers } from "#db/schema.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { openApiDocument, setUpTestApp } from "#tests/support/test-app.ts";

// A staff member who forgot the password: the reset email, the link, its limits and its audit entries.

const { database, t } = setUpTestApp();

const password = "Harbour-Signal-Lantern-77";
const newPassword = "Monsoon-Depot-Brakelight-31";
const ip = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });

async function seed(email: string, name = "Ada Lovelace") {
  const result = await createStaffUser(database.handle.db, { email, name, role: "admin", password }, null);
  if (!result.ok) throw new Error(`could not seed ${email}`);
  return result.staff;
}

const resetMails = () =>
  database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "staff-password-reset"));

/** The token in the latest reset email. */
async function resetToken(): Promise<string> {
  const token = /\/admin\/reset-password\?token=([\w-]+)/.exec((await resetMails()).at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error("no staff reset link in the outbox");
  return token;
}

/** The typed client from the n-th address. */
const from = (n: number, headers: Record<string, string> = {}) => t.client({ ...ip(n), ...headers }).api;
const forgot = (email: string, n = 1) => from(n).staff["forgot-password"].$post({ json: { email } });
const reset = (token: string, secret: string, n = 1) =>
  from(n).staff["reset-password"].$post({ json: { token, password: secret } });
const signIn = (secret: string, n = 1) =>
  from(n).admin.session.$post({ json: { email: "ada@example.com", password: secret } });

describe("staff forgot password", () => {
  it("answers the same for an account, an unknown address and a disabled account, and mails only the account", async () => {
    await seed("ada@example.com");
    await seed("bo@example.com", "Bo Disabled");
    await database.handle.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.email, "bo@example.com"));
    const answers = await Promise.all(
      ["Ada@Example.com", "nobody@example.com", "bo@example.com"].map((email, n) => forgot(email, n + 1)),
    );
    for (const answer of answers) {
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await expectStatus(answer, 200)).toEqual({ message: staffMessages.forgotPasswordAccepted });
    }
    const mails = await resetMails();
    expect(mails.map((mail) => mail.toAddress)).toEqual(["ada@example.com"]);
    expect(mails[0]?.subject).toBe("Reset your Marut back-office password");
    expect(mails[0]?.text).toContain("valid for 60 minutes");
    // Only the hash of the token is stored, and it expires within the hour.
    const token = await resetToken();
    const [stored] = await database.handle.db.select().from(emailTokens);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const audit = await database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.password_reset_requested"));
    expect(audit).toHaveLength(1);
  });

  it("refuses a malformed address with a sentence, and a foreign Origin", async () => {
    const bad = await expectStatus(forgot("not an address"), 400);
    expect(bad.message).toEqual(expect.any(String));
    const foreign = from(1, { origin: "https://evil.example" });
    await expectStatus(foreign.staff["forgot-password"].$post({ json: { email: "ada@example.com" } }), 403);
  });

  it("is limited per IP with 429 and Retry-After, and per address silently", async () => {
    await seed("ada@example.com");
    const perAddress = staffRecoveryRateLimits.forgotPerAddress.limit;
    for (let n = 0; n < perAddress + 2; n++) expect((await forgot("ada@example.com", 10 + n)).status).toBe(200);
    expect(await resetMails()).toHaveLength(perAddress);

    const perIp = staffRecoveryRateLimits.forgotPerIp.limit;
    for (let n = 0; n < perIp; n++) expect((await forgot(`someone${n}@example.com`, 50)).status).toBe(200);
    const limited = await forgot("someone@example.com", 50);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await expectStatus(limited, 429)).message).toMatch(/Too many requests/);
  });
});

describe("staff reset password", () => {
  it("sets the new password once, ends every session and is audited", async () => {
    const staff = await seed("ada@example.com");
    await expectStatus(signIn(password), 200);
    await forgot("ada@example.com");
    const token = await resetToken();

    const weak = await expectStatus(reset(token, "password1234"), 400);
    expect(weak.errors).toHaveProperty("password");
    await expectStatus(reset(token, "Ada-Lovelace-Ada-Lovelace"), 400);

    expect(await expectStatus(reset(token, newPassword), 200)).toEqual({ message: staffMessages.passwordReset });
    const sessions = await database.handle.db.select().from(staffSessions).where(eq(staffSessions.staffId, staff.id));
    expect(sessions.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await signIn(password, 2)).status).toBe(401);
    expect((await signIn(newPassword, 3)).status).toBe(200);
    const audit = await database.handle.db.select().from(auditLog).where(eq(auditLog.action, "auth.password_reset"));
    expect(audit).toMatchObject([{ staffId: staff.id, entityId: staff.id }]);

    const again = await expectStatus(reset(token, "Another-Strong-Phrase-94"), 400);
    expect(again.message).toBe(staffMessages.resetLinkInvalid);
  });

  it("refuses an expired link with 410, a newer link makes the older one useless, and junk tokens get a sentence", async () => {
    await seed("ada@example.com");
    await forgot("ada@example.com");
    const first = await resetToken();
    await forgot("ada@example.com", 2);
    const second = await resetToken();
    expect((await expectStatus(reset(first, newPassword), 400)).message).toBe(staffMessages.resetLinkInvalid);
    await database.handle.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await expectStatus(reset(second, newPassword), 410);
    expect(expired.message).toBe(staffMessages.resetLinkExpired);
    // A number for the token is outside the contract on purpose.
    for (const bad of ["", "bad token", 7 as never, "x".repeat(300)]) {
      const res = await expectStatus(reset(bad, newPassword, 3), 400);
      expect(res.message).toEqual(expect.any(String));
    }
    expect((await signIn(password)).status).toBe(200);
  });

  it("documents both operations with request and response schemas", async () => {
    const document = await openApiDocument(t);
    for (const path of ["/staff/forgot-password", "/staff/reset-password"]) {
      const operation = document.paths[path]?.post;
      expect(operation?.requestBody).toBeDefined();
      expect(operation?.responses["200"]?.content).toBeDefined();
    }
  });
});
