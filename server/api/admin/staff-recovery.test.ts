import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffMessages } from "#app/features/admin/schemas.ts";
import { createStaffUser } from "#app/features/admin/staff.server.ts";
import { staffRecoveryRateLimits } from "#app/features/admin/staff-recovery.server.ts";
import { auditLog, emailTokens, outboxMessages, staffSessions, staffUsers } from "#db/schema.ts";
import { setUpTestApp } from "#tests/support/test-app.ts";

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

const forgot = (email: string, n = 1) => t.json("POST", "/api/staff/forgot-password", { email }, ip(n));
const reset = (token: string, secret: string, n = 1) =>
  t.json("POST", "/api/staff/reset-password", { token, password: secret }, ip(n));
const signIn = (secret: string, n = 1) =>
  t.json("POST", "/api/admin/session", { email: "ada@example.com", password: secret }, ip(n));

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
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: staffMessages.forgotPasswordAccepted });
      expect(answer.headers.get("cache-control")).toBe("no-store");
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
    const bad = await forgot("not an address");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    const foreign = await t.json(
      "POST",
      "/api/staff/forgot-password",
      { email: "ada@example.com" },
      { ...ip(1), origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
  });

  it("is limited per IP with 429 and Retry-After, and per address silently", async () => {
    await seed("ada@example.com");
    const perAddress = staffRecoveryRateLimits.forgotPerAddress.limit;
    for (let n = 0; n < perAddress + 2; n++) expect((await forgot("ada@example.com", 10 + n)).status).toBe(200);
    expect(await resetMails()).toHaveLength(perAddress);

    const perIp = staffRecoveryRateLimits.forgotPerIp.limit;
    for (let n = 0; n < perIp; n++) expect((await forgot(`someone${n}@example.com`, 50)).status).toBe(200);
    const limited = await forgot("someone@example.com", 50);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many requests/);
  });
});

describe("staff reset password", () => {
  it("sets the new password once, ends every session and is audited", async () => {
    const staff = await seed("ada@example.com");
    const session = await signIn(password);
    expect(session.status).toBe(200);
    await forgot("ada@example.com");
    const token = await resetToken();

    const weak = await reset(token, "password1234");
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toHaveProperty("password");
    const named = await reset(token, "Ada-Lovelace-Ada-Lovelace");
    expect(named.status).toBe(400);

    const done = await reset(token, newPassword);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: staffMessages.passwordReset });
    const sessions = await database.handle.db.select().from(staffSessions).where(eq(staffSessions.staffId, staff.id));
    expect(sessions.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await signIn(password, 2)).status).toBe(401);
    expect((await signIn(newPassword, 3)).status).toBe(200);
    const audit = await database.handle.db.select().from(auditLog).where(eq(auditLog.action, "auth.password_reset"));
    expect(audit).toMatchObject([{ staffId: staff.id, entityId: staff.id }]);

    const again = await reset(token, "Another-Strong-Phrase-94");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(staffMessages.resetLinkInvalid);
  });

  it("refuses an expired link with 410, a newer link makes the older one useless, and junk tokens get a sentence", async () => {
    await seed("ada@example.com");
    await forgot("ada@example.com");
    const first = await resetToken();
    await forgot("ada@example.com", 2);
    const second = await resetToken();
    expect((await reset(first, newPassword)).body.message).toBe(staffMessages.resetLinkInvalid);
    await database.handle.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset(second, newPassword);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(staffMessages.resetLinkExpired);
    for (const bad of ["", "bad token", 7, "x".repeat(300)]) {
      const res = await t.json("POST", "/api/staff/reset-password", { token: bad, password: newPassword }, ip(3));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await signIn(password)).status).toBe(200);
  });

  it("documents both operations with request and response schemas", async () => {
    const document = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { requestBody?: unknown; responses: Record<string, { content?: unknown }> } }>;
    };
    for (const path of ["/staff/forgot-password", "/staff/reset-password"]) {
      const operation = document.paths[path]?.post;
      expect(operation?.requestBody).toBeDefined();
      expect(operation?.responses["200"]?.content).toBeDefined();
    }
  });
});
