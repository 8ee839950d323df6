import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { applicantMessages } from "#app/features/careers/applicant-schemas.ts";
import { applicantRateLimits } from "#app/features/careers/applicants.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import { applicantSessions, applicants, emailTokens, outboxMessages } from "#db/schema.ts";
import { signInDelayMs } from "#server/rate-limit.ts";
import { createTestApp, setUpTestApp } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();

const password = "Tanzania-Fleet-Night-Shift";
const details = { firstName: "Asha", lastName: "Mwinyi", email: "Asha.Mwinyi@Example.com", password };
const ip = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });
const bearer = (token: unknown) => ({ authorization: `Bearer ${token}` });

async function register(overrides: Record<string, unknown> = {}) {
  const res = await t.json("POST", "/api/applicant/register", { ...details, ...overrides }, ip(1));
  expect(res.status).toBe(201);
  return res.body as { token: string; data: Record<string, unknown> };
}

/** The link of kind `kind` in the latest queued email of that kind. */
async function linkFromMail(kind: string, pattern: RegExp) {
  const mail = await database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));
  const last = mail.at(-1);
  const token = pattern.exec(last?.text ?? "")?.[1];
  if (!token) throw new Error(`no ${kind} link in the outbox`);
  return token;
}
const verifyToken = () => linkFromMail("applicant-verify-email", /verify-email\?token=([\w-]+)&type=applicant/);
const resetToken = () => linkFromMail("password-reset", /reset-password\?token=([\w-]+)/);

const counts = async () => ({
  applicants: (await database.handle.db.select().from(applicants)).length,
  sessions: (await database.handle.db.select().from(applicantSessions)).length,
});

describe("register, login, me, profile, logout", () => {
  it("registers, returns a token and the applicant without secrets, and queues a verification email", async () => {
    const { token, data } = await register({ phone: "+255 22 211 0000" });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(data).toEqual({
      id: expect.any(String),
      email: "asha.mwinyi@example.com",
      firstName: "Asha",
      lastName: "Mwinyi",
      phone: "+255 22 211 0000",
      location: null,
      headline: null,
      linkedinUrl: null,
      portfolioUrl: null,
      emailVerified: false,
      role: "applicant",
      createdAt: expect.any(String),
    });
    const [row] = await database.handle.db.select().from(applicants);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [session] = await database.handle.db.select().from(applicantSessions);
    expect(session?.tokenHash).toBe(hashToken(token));
    const days = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const mail = await database.handle.db.select().from(outboxMessages);
    expect(mail).toMatchObject([{ kind: "applicant-verify-email", toAddress: "asha.mwinyi@example.com" }]);
  });

  it("logs in, reads and updates the profile, and logs out", async () => {
    await register();
    const login = await t.json("POST", "/api/applicant/login", { email: " ASHA.mwinyi@example.com ", password });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect(login.body.data).toMatchObject({ email: "asha.mwinyi@example.com", role: "applicant" });

    const me = await t.json("GET", "/api/applicant/me", undefined, bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ firstName: "Asha", role: "applicant" });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|passwordHash|token/i);

    const update = await t.json(
      "PUT",
      "/api/applicant/profile",
      {
        headline: "  Night-shift monitoring lead ",
        location: "Dar es Salaam",
        linkedinUrl: "https://www.linkedin.com/in/asha",
        portfolioUrl: "https://asha.example.com",
        phone: "",
      },
      bearer(token),
    );
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({
      firstName: "Asha",
      headline: "Night-shift monitoring lead",
      location: "Dar es Salaam",
      linkedinUrl: "https://www.linkedin.com/in/asha",
      phone: null,
    });

    const logout = await t.json("POST", "/api/applicant/logout", undefined, bearer(token));
    expect(logout.status).toBe(204);
    const after = await t.json("GET", "/api/applicant/me", undefined, bearer(token));
    expect(after.status).toBe(401);
    expect(after.body.message).toBeTruthy();
  });

  it("answers 401 with a message for a missing, unknown, malformed or expired token", async () => {
    const { token } = await register();
    for (const headers of [{}, bearer("x".repeat(43)), bearer("not a token!"), { authorization: "Basic abc" }]) {
      const res = await t.json("GET", "/api/applicant/me", undefined, headers);
      expect(res.status).toBe(401);
      expect(typeof res.body.message).toBe("string");
    }
    await database.handle.db.update(applicantSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(token))).status).toBe(401);
  });

  it("rejects bad profile fields with a message and changes nothing", async () => {
    const { token } = await register();
    for (const profile of [
      { linkedinUrl: "javascript:alert(1)" },
      { linkedinUrl: "https://evil.example.com/in/asha" },
      { portfolioUrl: "not a url" },
      { phone: "call me maybe" },
      { headline: "x".repeat(161) },
      { firstName: "" },
      { firstName: 42 },
      { location: ["Dubai"] },
    ]) {
      const res = await t.json("PUT", "/api/applicant/profile", profile, bearer(token));
      expect(res.status, JSON.stringify(profile)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const [row] = await database.handle.db.select().from(applicants);
    expect(row).toMatchObject({ firstName: "Asha", phone: null, linkedinUrl: null, headline: null });
  });
});

describe("registration rules", () => {
  it.each([
    ["short", "Short1!", "at least 10"],
    ["common", "Password123", "too common"],
    ["common with a suffix", "Welcome@2024!", "too common"],
    ["all one character", "aaaaaaaaaaaa", "repeats"],
    ["a sequence", "1234567890", "sequence"],
    ["containing the email", "xxasha.mwinyi99", "name or email"],
    ["containing the name", "MwinyiRoadSafety", "name or email"],
    ["too long", "a1".repeat(65), "at most 128"],
  ])("refuses a %s password with 400 and a message, storing nothing", async (_label, weak, fragment) => {
    const res = await t.json("POST", "/api/applicant/register", { ...details, password: weak });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain(fragment);
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it("no enumeration: an address that has an account gets a new account's answer, the owner's account is untouched and the owner is emailed", async () => {
    const owner = await register();
    const [before] = await database.handle.db.select().from(applicants);
    const fresh = await t.json(
      "POST",
      "/api/applicant/register",
      { ...details, email: "someone.new@example.com" },
      ip(2),
    );
    const taken = await t.json(
      "POST",
      "/api/applicant/register",
      { ...details, firstName: "Mallory", email: "ASHA.MWINYI@EXAMPLE.COM", password: "Another-Strong-Phrase-9" },
      ip(3),
    );
    expect(taken.status).toBe(fresh.status);
    const shape = (body: Record<string, unknown>) => ({
      token: typeof body.token === "string" && /^[\w-]{43}$/.test(body.token),
      data: Object.entries(body.data as Record<string, unknown>).map(([key, value]) => [
        key,
        value === null ? null : typeof value,
      ]),
    });
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body.data).toMatchObject({
      email: "asha.mwinyi@example.com",
      firstName: "Mallory",
      emailVerified: false,
    });
    expect((taken.body.data as { id: string }).id).not.toBe(owner.data.id);
    // The owner's account is not altered, and the answered token opens no session on it.
    const [after] = await database.handle.db
      .select()
      .from(applicants)
      .where(eq(applicants.id, before?.id ?? ""));
    expect(after).toEqual(before);
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(taken.body.token))).status).toBe(401);
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(owner.token))).status).toBe(200);
    const login = (secret: string, n: number) =>
      t.json("POST", "/api/applicant/login", { email: details.email, password: secret }, ip(n));
    expect((await login("Another-Strong-Phrase-9", 4)).status).toBe(401);
    expect((await login(password, 5)).status).toBe(200);
    expect(await counts()).toEqual({ applicants: 2, sessions: 3 });
    // The decoy's stand-in account was rolled back: only the two real verification emails exist.
    await t.releaseBackground();
    const verifications = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "applicant-verify-email"));
    expect(verifications.map((mail) => mail.toAddress).sort()).toEqual([
      "asha.mwinyi@example.com",
      "someone.new@example.com",
    ]);
    const notices = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "applicant-register-attempt"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.toAddress).toBe("asha.mwinyi@example.com");
    expect(notices[0]?.text).toContain("Someone tried to register");
    expect(notices[0]?.text).toContain("/careers/jobs/forgot-password");
  });

  it("emails the owner about attempts to register their address at most 3 times an hour, answering the same", async () => {
    await register();
    for (let n = 0; n < 5; n++) {
      const res = await t.json("POST", "/api/applicant/register", details, ip(10 + n));
      expect(res.status).toBe(201);
    }
    await t.releaseBackground();
    const notices = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "applicant-register-attempt"));
    expect(notices).toHaveLength(3);
    expect(await counts()).toEqual({ applicants: 1, sessions: 1 });
  });

  it("refuses missing and mistyped fields", async () => {
    for (const body of [
      {},
      { ...details, email: "not-an-email" },
      { ...details, firstName: "" },
      { ...details, firstName: "<script>" },
      { ...details, password: 1234567890123 },
      { ...details, email: `${"a".repeat(300)}@example.com` },
      [],
      null,
      "a string",
    ]) {
      const res = await t.json("POST", "/api/applicant/register", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
  });
});

describe("login", () => {
  it("answers a wrong password and an unknown email identically", async () => {
    await register();
    const wrong = await t.json("POST", "/api/applicant/login", { email: details.email, password: "Wrong-password-1" });
    const unknown = await t.json("POST", "/api/applicant/login", { email: "nobody@example.com", password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
    expect(await counts()).toEqual({ applicants: 1, sessions: 1 });
  });

  it("refuses one client that keeps guessing an account with 429, Retry-After and a message", async () => {
    await register();
    const attempt = (n: number, secret = "Wrong-password-1") =>
      t.json("POST", "/api/applicant/login", { email: details.email, password: secret }, ip(n));
    for (let n = 0; n < 10; n++) expect((await attempt(50)).status).toBe(401);
    const limited = await attempt(50);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toBe(applicantMessages.tooManyLogins);
    // That client is refused even with the right password; the owner elsewhere is not.
    expect((await attempt(50, password)).status).toBe(429);
    expect((await attempt(51, password)).status).toBe(200);
  });

  it("no lockout: after wrong passwords from many addresses the right one from a fresh address logs in, slowed, never refused", async () => {
    await register();
    const { limit } = applicantRateLimits.loginPerAccount;
    const attempt = (n: number, secret = "Wrong-password-1") =>
      t.json("POST", "/api/applicant/login", { email: details.email, password: secret }, ip(n));
    for (let n = 0; n < limit + 2; n++) expect((await attempt(100 + n)).status, `attempt ${n + 1}`).toBe(401);
    const timers = vi.spyOn(globalThis, "setTimeout");
    try {
      expect((await attempt(200, password)).status).toBe(200);
      // The account is under attack, so this attempt waited its delay before its password was checked.
      expect(timers.mock.calls.map(([, ms]) => ms)).toContain(signInDelayMs(limit + 3, limit));
    } finally {
      timers.mockRestore();
    }
  });

  it("starts the account's count over after a successful login", async () => {
    await register();
    // One client: without the fresh start its eleventh attempt would be refused.
    const attempt = (secret: string, _n: number) =>
      t.json("POST", "/api/applicant/login", { email: details.email, password: secret }, ip(60));
    for (let n = 0; n < 9; n++) expect((await attempt("Wrong-password-1", n)).status).toBe(401);
    expect((await attempt(details.password, 9)).status).toBe(200);
    for (let n = 10; n < 19; n++) expect((await attempt("Wrong-password-1", n)).status).toBe(401);
  });

  it("limits attempts per IP", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      const res = await t.json("POST", "/api/applicant/login", { email: `user${n}@example.com`, password }, ip(7));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("email verification", () => {
  it("marks the address verified once; the link then stops working", async () => {
    const { token: session } = await register();
    const token = await verifyToken();
    const first = await t.json("POST", "/api/applicant/verify-email", { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ emailVerified: true, email: "asha.mwinyi@example.com" });
    const second = await t.json("POST", "/api/applicant/verify-email", { token });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(applicantMessages.verifyLinkInvalid);
    const me = await t.json("GET", "/api/applicant/me", undefined, bearer(session));
    expect(me.body.data).toMatchObject({ emailVerified: true });
  });

  it("refuses unknown, malformed and expired tokens with 400", async () => {
    await register();
    const token = await verifyToken();
    for (const bad of ["x".repeat(43), "a b", "", 12, null, "x".repeat(5000)]) {
      const res = await t.json("POST", "/api/applicant/verify-email", { token: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    await database.handle.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.json("POST", "/api/applicant/verify-email", { token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(applicantMessages.verifyLinkExpired);
    const [row] = await database.handle.db.select().from(applicants);
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it("resends a new link that replaces the old one, a few times an hour at most", async () => {
    const { token: session } = await register();
    const old = await verifyToken();
    const resend = await t.json("POST", "/api/applicant/resend-verification", undefined, bearer(session));
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe(applicantMessages.verificationSent);
    const fresh = await verifyToken();
    expect(fresh).not.toBe(old);
    expect((await t.json("POST", "/api/applicant/verify-email", { token: old })).status).toBe(400);
    await t.json("POST", "/api/applicant/resend-verification", undefined, bearer(session));
    await t.json("POST", "/api/applicant/resend-verification", undefined, bearer(session));
    const limited = await t.json("POST", "/api/applicant/resend-verification", undefined, bearer(session));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await t.json("POST", "/api/applicant/resend-verification")).status).toBe(401);
  });
});

describe("the page a verification link leads back to", () => {
  const applyPage = "/careers/jobs/senior-embedded-engineer-dashcam-firmware/apply";
  const verifyLink = async () => {
    const mail = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "applicant-verify-email"));
    const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.at(-1)?.text ?? "")?.[0];
    if (!link) throw new Error("no verification link in the outbox");
    return new URL(link);
  };
  const resendWith = (session: string, returnTo: string) =>
    t.json("POST", "/api/applicant/resend-verification", { returnTo }, bearer(session));

  it("carries the careers page given at registration and on resending into the emailed link", async () => {
    const { token: session } = await register({ returnTo: applyPage });
    expect((await verifyLink()).searchParams.get("next")).toBe(applyPage);
    const resend = await resendWith(session, "/careers/jobs/positions?q=firmware");
    expect(resend.status).toBe(200);
    expect((await verifyLink()).searchParams.get("next")).toBe("/careers/jobs/positions?q=firmware");
    // Without one, the link has no page to return to.
    await t.json("POST", "/api/applicant/resend-verification", undefined, bearer(session));
    const plain = await verifyLink();
    expect(plain.searchParams.get("next")).toBeNull();
    expect(plain.searchParams.get("type")).toBe("applicant");
  });

  it("refuses a page elsewhere with a 400 and a message, creating no account and sending nothing", async () => {
    for (const returnTo of [
      "//evil.example/careers/",
      "/\\evil.example",
      "https://evil.example/careers/jobs",
      "javascript:alert(1)",
      "/about",
      "/careers/../admin",
      12,
    ]) {
      const res = await t.json("POST", "/api/applicant/register", { ...details, returnTo }, ip(2));
      expect(res.status, String(returnTo)).toBe(400);
      expect(res.body.message, String(returnTo)).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
    const { token: session } = await register();
    const before = (await database.handle.db.select().from(outboxMessages)).length;
    const resend = await resendWith(session, "//evil.example");
    expect(resend.status).toBe(400);
    expect(resend.body.message).toEqual(expect.any(String));
    expect((await database.handle.db.select().from(outboxMessages)).length).toBe(before);
  });
});

describe("forgot and reset password", () => {
  it("forgot-password answers before the address is looked up, and the reset email still arrives", async () => {
    const held = createTestApp({ database: database.handle, holdBackground: true });
    try {
      await register();
      const known = await held.json("POST", "/api/applicant/forgot-password", { email: details.email });
      const unknown = await held.json("POST", "/api/applicant/forgot-password", { email: "nobody@example.com" });
      // Both answered while their work was still held: the answer cannot depend on what the work finds.
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(unknown.body).toEqual(known.body);
      expect(held.heldBackgroundTasks()).toBe(2);
      const resetMail = () =>
        database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "password-reset"));
      expect(await resetMail()).toHaveLength(0);
      await held.releaseBackground();
      const mail = await resetMail();
      expect(mail).toHaveLength(1);
      expect(mail[0]?.toAddress).toBe("asha.mwinyi@example.com");
    } finally {
      await held.close();
    }
  });

  it("answers the same for known and unknown addresses and only mails the known one", async () => {
    await register();
    const known = await t.json("POST", "/api/applicant/forgot-password", { email: "ASHA.mwinyi@example.com" });
    const unknown = await t.json("POST", "/api/applicant/forgot-password", { email: "nobody@example.com" });
    await t.releaseBackground();
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "password-reset"));
    expect(mail).toHaveLength(1);
    const [stored] = await database.handle.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(await resetToken())));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("resets the password once, revokes every session and mails a notice", async () => {
    const { token: oldSession } = await register();
    await t.json("POST", "/api/applicant/forgot-password", { email: details.email });
    await t.releaseBackground();
    const token = await resetToken();

    const weak = await t.json("POST", "/api/applicant/reset-password", { token, password: "password1234" });
    expect(weak.status).toBe(400);
    expect(String(weak.body.message)).toContain("too common");

    const newPassword = "Dubai-Control-Room-Shift-7";
    const reset = await t.json("POST", "/api/applicant/reset-password", { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(oldSession))).status).toBe(401);
    expect((await t.json("POST", "/api/applicant/login", { email: details.email, password })).status).toBe(401);
    expect(
      (await t.json("POST", "/api/applicant/login", { email: details.email, password: newPassword }, ip(2))).status,
    ).toBe(200);
    const kinds = (await database.handle.db.select().from(outboxMessages)).map((m) => m.kind);
    expect(kinds).toContain("password-changed");

    const again = await t.json("POST", "/api/applicant/reset-password", { token, password: "Another-Strong-Phrase-9" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(applicantMessages.resetLinkInvalid);
  });

  it("refuses bad and expired reset tokens with 400 and changes nothing", async () => {
    await register();
    const [before] = await database.handle.db.select().from(applicants);
    await t.json("POST", "/api/applicant/forgot-password", { email: details.email });
    await t.releaseBackground();
    const token = await resetToken();
    for (const bad of ["x".repeat(43), "bad token", "", 7]) {
      const res = await t.json("POST", "/api/applicant/reset-password", {
        token: bad,
        password: "Strong-Phrase-For-Fleet",
      });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    await database.handle.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.json("POST", "/api/applicant/reset-password", {
      token,
      password: "Strong-Phrase-For-Fleet",
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(applicantMessages.resetLinkExpired);
    const [after] = await database.handle.db.select().from(applicants);
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });
});

describe("change password", () => {
  it("needs the current password, revokes the other sessions and returns a fresh token", async () => {
    const { token: first } = await register();
    const second = (await t.json("POST", "/api/applicant/login", { email: details.email, password })).body
      .token as string;
    const newPassword = "Arusha-Depot-Brake-Checks";

    const wrong = await t.json(
      "POST",
      "/api/applicant/change-password",
      { currentPassword: "Not-my-password-1", newPassword },
      bearer(first),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(applicantMessages.wrongCurrentPassword);

    const weak = await t.json(
      "POST",
      "/api/applicant/change-password",
      { currentPassword: password, newPassword: "qwertyuiop" },
      bearer(first),
    );
    expect(weak.status).toBe(400);

    const changed = await t.json(
      "POST",
      "/api/applicant/change-password",
      { currentPassword: password, newPassword },
      bearer(first),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email: "asha.mwinyi@example.com" });
    const fresh = changed.body.token as string;
    expect(fresh).not.toBe(first);
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(second))).status).toBe(401);
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(first))).status).toBe(401);
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(fresh))).status).toBe(200);
  });
});

describe("export and delete", () => {
  it("exports the profile and sessions without hashes or tokens", async () => {
    const { token } = await register();
    const res = await t.app.request("/api/applicant/export", { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.profile).toMatchObject({ email: "asha.mwinyi@example.com", firstName: "Asha" });
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toEqual(
      expect.objectContaining({ createdAt: expect.any(String), expiresAt: expect.any(String) }),
    );
    const [row] = await database.handle.db.select().from(applicants);
    const [session] = await database.handle.db.select().from(applicantSessions);
    expect(text).not.toContain(row?.passwordHash);
    expect(text).not.toContain(session?.tokenHash);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/hash/i);
  });

  it("deletes the account only with the right password, with its sessions and links", async () => {
    const { token } = await register();
    const wrong = await t.json("DELETE", "/api/applicant/account", { password: "Not-my-password-1" }, bearer(token));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(applicantMessages.wrongPassword);
    const missing = await t.json("DELETE", "/api/applicant/account", {}, bearer(token));
    expect(missing.status).toBe(400);
    expect(await counts()).toEqual({ applicants: 1, sessions: 1 });

    const deleted = await t.json("DELETE", "/api/applicant/account", { password }, bearer(token));
    expect(deleted.status).toBe(204);
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
    expect(await database.handle.db.select().from(emailTokens)).toHaveLength(0);
    expect((await t.json("GET", "/api/applicant/me", undefined, bearer(token))).status).toBe(401);
  });
});

describe("hostile input", () => {
  const endpoints: [string, string, boolean][] = [
    ["POST", "/api/applicant/register", false],
    ["POST", "/api/applicant/login", false],
    ["PUT", "/api/applicant/profile", true],
    ["POST", "/api/applicant/verify-email", false],
    ["POST", "/api/applicant/forgot-password", false],
    ["POST", "/api/applicant/reset-password", false],
    ["POST", "/api/applicant/change-password", true],
    ["DELETE", "/api/applicant/account", true],
  ];

  it("answers malformed JSON, wrong types and huge strings with a 4xx message, never a 500", async () => {
    const { token } = await register();
    const bodies: unknown[] = [
      "{not json",
      "",
      "null",
      "[]",
      "42",
      { email: 1, password: {}, token: [], firstName: true },
      {
        email: "e".repeat(200_000),
        password: "p".repeat(200_000),
        token: "t".repeat(200_000),
        headline: "h".repeat(200_000),
      },
      { firstName: "x".repeat(600_000) },
    ];
    for (const [method, path, authenticated] of endpoints) {
      for (const body of bodies) {
        const res = await t.json(method, path, body, authenticated ? bearer(token) : ip(50));
        expect(res.status, `${method} ${path} ${String(body).slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${String(body).slice(0, 30)}`).toBeLessThan(500);
        expect(typeof res.body.message).toBe("string");
      }
    }
    const huge = await t.app.request("/api/applicant/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    const wrongType = await t.app.request("/api/applicant/login", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=a",
    });
    expect(wrongType.status).toBe(415);
    expect(await counts()).toEqual({ applicants: 1, sessions: 1 });
  });
});
