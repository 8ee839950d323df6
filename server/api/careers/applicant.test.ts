import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { applicantMessages, type ProfileInput, type RegisterInput } from "#app/features/careers/applicant-schemas.ts";
import { applicantRateLimits } from "#app/features/careers/applicants.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import { applicantSessions, applicants, emailTokens, outboxMessages } from "#db/schema.ts";
import { signInDelayMs } from "#server/rate-limit.ts";
import { expectStatus } from "#tests/support/expect-status.ts";
import { createTestApp, setUpTestApp } from "#tests/support/test-app.ts";

const { database, t } = setUpTestApp();

const password = "Tanzania-Fleet-Night-Shift";
const details = { firstName: "Asha", lastName: "Mwinyi", email: "Asha.Mwinyi@Example.com", password };
const ip = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The applicant API, sending `headers` (a session's bearer token, a forwarded address). */
const applicant = (headers: Record<string, string> = {}) => t.client(headers).api.applicant;
/** The applicant API as the holder of the session `token`. */
const signedIn = (token: string) => applicant(bearer(token));
const me = (token: string) => signedIn(token).me.$get();
const login = (email: string, secret: string, headers: Record<string, string> = {}) =>
  applicant(headers).login.$post({ json: { email, password: secret } });
const forgotPassword = (email: string) => applicant()["forgot-password"].$post({ json: { email } });
const resetPassword = (token: string, secret: string) =>
  applicant()["reset-password"].$post({ json: { token, password: secret } });
const verifyEmail = (token: string) => applicant()["verify-email"].$post({ json: { token } });

const registration = (overrides: Partial<RegisterInput> = {}, headers: Record<string, string> = {}) =>
  applicant(headers).register.$post({ json: { ...details, ...overrides } });
const register = (overrides: Partial<RegisterInput> = {}) => expectStatus(registration(overrides, ip(1)), 201);

/** A 400 whose body carries a message. */
async function expectRefused(answer: Promise<{ status: number; body: Record<string, unknown> }>, label: string) {
  const res = await answer;
  expect(res.status, label).toBe(400);
  expect(typeof res.body.message, label).toBe("string");
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
    const session = await expectStatus(login(" ASHA.mwinyi@example.com ", password), 200);
    const token = session.token;
    expect(session.data).toMatchObject({ email: "asha.mwinyi@example.com", role: "applicant" });

    const profile = await expectStatus(me(token), 200);
    expect(profile.data).toMatchObject({ firstName: "Asha", role: "applicant" });
    expect(JSON.stringify(profile)).not.toMatch(/argon2|passwordHash|token/i);

    const update = await expectStatus(
      signedIn(token).profile.$put({
        json: {
          headline: "  Night-shift monitoring lead ",
          location: "Dar es Salaam",
          linkedinUrl: "https://www.linkedin.com/in/asha",
          portfolioUrl: "https://asha.example.com",
          phone: "",
        },
      }),
      200,
    );
    expect(update.data).toMatchObject({
      firstName: "Asha",
      headline: "Night-shift monitoring lead",
      location: "Dar es Salaam",
      linkedinUrl: "https://www.linkedin.com/in/asha",
      phone: null,
    });

    await expectStatus(signedIn(token).logout.$post(), 204);
    expect((await expectStatus(me(token), 401)).message).toBeTruthy();
  });

  it("answers 401 with a message for a missing, unknown, malformed or expired token", async () => {
    const { token } = await register();
    for (const headers of [{}, bearer("x".repeat(43)), bearer("not a token!"), { authorization: "Basic abc" }]) {
      expect(typeof (await expectStatus(applicant(headers).me.$get(), 401)).message).toBe("string");
    }
    await database.handle.db.update(applicantSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await expectStatus(me(token), 401);
  });

  it("rejects bad profile fields with a message and changes nothing", async () => {
    const { token } = await register();
    const refused: ProfileInput[] = [
      { linkedinUrl: "javascript:alert(1)" },
      { linkedinUrl: "https://evil.example.com/in/asha" },
      { portfolioUrl: "not a url" },
      { phone: "call me maybe" },
      { headline: "x".repeat(161) },
      { firstName: "" },
    ];
    for (const profile of refused) {
      expect(typeof (await expectStatus(signedIn(token).profile.$put({ json: profile }), 400)).message).toBe("string");
    }
    // Fields of the wrong type, outside the contract's types on purpose: raw JSON.
    for (const profile of [{ firstName: 42 }, { location: ["Dubai"] }]) {
      await expectRefused(t.json("PUT", "/api/applicant/profile", profile, bearer(token)), JSON.stringify(profile));
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
    expect((await expectStatus(registration({ password: weak }), 400)).message).toContain(fragment);
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it("no enumeration: an address that has an account gets a new account's answer, the owner's account is untouched and the owner is emailed", async () => {
    const owner = await register();
    const [before] = await database.handle.db.select().from(applicants);
    // Both answered 201, as a new account is.
    const fresh = await expectStatus(registration({ email: "someone.new@example.com" }, ip(2)), 201);
    const taken = await expectStatus(
      registration(
        { firstName: "Mallory", email: "ASHA.MWINYI@EXAMPLE.COM", password: "Another-Strong-Phrase-9" },
        ip(3),
      ),
      201,
    );
    const shape = (body: typeof fresh) => ({
      token: /^[\w-]{43}$/.test(body.token),
      data: Object.entries(body.data).map(([key, value]) => [key, value === null ? null : typeof value]),
    });
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.data).toMatchObject({
      email: "asha.mwinyi@example.com",
      firstName: "Mallory",
      emailVerified: false,
    });
    expect(taken.data.id).not.toBe(owner.data.id);
    // The owner's account is not altered, and the answered token opens no session on it.
    const [after] = await database.handle.db
      .select()
      .from(applicants)
      .where(eq(applicants.id, before?.id ?? ""));
    expect(after).toEqual(before);
    await expectStatus(me(taken.token), 401);
    await expectStatus(me(owner.token), 200);
    await expectStatus(login(details.email, "Another-Strong-Phrase-9", ip(4)), 401);
    await expectStatus(login(details.email, password, ip(5)), 200);
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
    for (let n = 0; n < 5; n++) await expectStatus(registration({}, ip(10 + n)), 201);
    await t.releaseBackground();
    const notices = await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "applicant-register-attempt"));
    expect(notices).toHaveLength(3);
    expect(await counts()).toEqual({ applicants: 1, sessions: 1 });
  });

  it("refuses missing and mistyped fields", async () => {
    for (const fields of [
      { email: "not-an-email" },
      { firstName: "" },
      { firstName: "<script>" },
      { email: `${"a".repeat(300)}@example.com` },
    ]) {
      expect(typeof (await expectStatus(registration(fields), 400)).message).toBe("string");
    }
    // Missing fields, a field of the wrong type and bodies that are not an object: outside the contract's
    // types on purpose, so raw JSON.
    for (const body of [{}, { ...details, password: 1234567890123 }, [], null, "a string"]) {
      await expectRefused(t.json("POST", "/api/applicant/register", body), JSON.stringify(body));
    }
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
  });
});

describe("login", () => {
  it("answers a wrong password and an unknown email identically", async () => {
    await register();
    const wrong = await expectStatus(login(details.email, "Wrong-password-1"), 401);
    const unknown = await expectStatus(login("nobody@example.com", password), 401);
    expect(wrong).toEqual({ message: "Invalid email or password" });
    expect(unknown).toEqual(wrong);
    expect(await counts()).toEqual({ applicants: 1, sessions: 1 });
  });

  it("refuses one client that keeps guessing an account with 429, Retry-After and a message", async () => {
    await register();
    const attempt = (n: number, secret = "Wrong-password-1") => login(details.email, secret, ip(n));
    for (let n = 0; n < 10; n++) await expectStatus(attempt(50), 401);
    const limited = await attempt(50);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await expectStatus(limited, 429)).message).toBe(applicantMessages.tooManyLogins);
    // That client is refused even with the right password; the owner elsewhere is not.
    await expectStatus(attempt(50, password), 429);
    await expectStatus(attempt(51, password), 200);
  });

  it("no lockout: after wrong passwords from many addresses the right one from a fresh address logs in, slowed, never refused", async () => {
    await register();
    const { limit } = applicantRateLimits.loginPerAccount;
    const attempt = (n: number, secret = "Wrong-password-1") => login(details.email, secret, ip(n));
    for (let n = 0; n < limit + 2; n++) expect((await attempt(100 + n)).status, `attempt ${n + 1}`).toBe(401);
    const timers = vi.spyOn(globalThis, "setTimeout");
    try {
      await expectStatus(attempt(200, password), 200);
      // The account is under attack, so this attempt waited its delay before its password was checked.
      expect(timers.mock.calls.map(([, ms]) => ms)).toContain(signInDelayMs(limit + 3, limit));
    } finally {
      timers.mockRestore();
    }
  });

  it("starts the account's count over after a successful login", async () => {
    await register();
    // One client: without the fresh start its eleventh attempt would be refused.
    const attempt = (secret: string, _n: number) => login(details.email, secret, ip(60));
    for (let n = 0; n < 9; n++) await expectStatus(attempt("Wrong-password-1", n), 401);
    await expectStatus(attempt(details.password, 9), 200);
    for (let n = 10; n < 19; n++) await expectStatus(attempt("Wrong-password-1", n), 401);
  });

  it("limits attempts per IP", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      statuses.push((await login(`user${n}@example.com`, password, ip(7))).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("email verification", () => {
  it("marks the address verified once; the link then stops working", async () => {
    const { token: session } = await register();
    const token = await verifyToken();
    const first = await expectStatus(verifyEmail(token), 200);
    expect(first.data).toMatchObject({ emailVerified: true, email: "asha.mwinyi@example.com" });
    expect((await expectStatus(verifyEmail(token), 400)).message).toBe(applicantMessages.verifyLinkInvalid);
    expect((await expectStatus(me(session), 200)).data).toMatchObject({ emailVerified: true });
  });

  it("refuses unknown, malformed and expired tokens with 400", async () => {
    await register();
    const token = await verifyToken();
    for (const bad of ["x".repeat(43), "a b", "", "x".repeat(5000)]) {
      expect(typeof (await expectStatus(verifyEmail(bad), 400)).message).toBe("string");
    }
    // Tokens that are not strings, outside the contract's types on purpose: raw JSON.
    for (const bad of [12, null]) {
      await expectRefused(t.json("POST", "/api/applicant/verify-email", { token: bad }), String(bad));
    }
    await database.handle.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await expectStatus(verifyEmail(token), 400)).message).toBe(applicantMessages.verifyLinkExpired);
    const [row] = await database.handle.db.select().from(applicants);
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it("resends a new link that replaces the old one, a few times an hour at most", async () => {
    const { token: session } = await register();
    const old = await verifyToken();
    const resend = () => signedIn(session)["resend-verification"].$post({ json: {} });
    expect((await expectStatus(resend(), 200)).message).toBe(applicantMessages.verificationSent);
    const fresh = await verifyToken();
    expect(fresh).not.toBe(old);
    await expectStatus(verifyEmail(old), 400);
    await resend();
    await resend();
    const limited = await resend();
    expect(limited.headers.get("retry-after")).toBeTruthy();
    await expectStatus(limited, 429);
    await expectStatus(applicant()["resend-verification"].$post({ json: {} }), 401);
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
    signedIn(session)["resend-verification"].$post({ json: { returnTo } });

  it("carries the careers page given at registration and on resending into the emailed link", async () => {
    const { token: session } = await register({ returnTo: applyPage });
    expect((await verifyLink()).searchParams.get("next")).toBe(applyPage);
    await expectStatus(resendWith(session, "/careers/jobs/positions?q=firmware"), 200);
    expect((await verifyLink()).searchParams.get("next")).toBe("/careers/jobs/positions?q=firmware");
    // Without one, the link has no page to return to. The body is optional: this request has none,
    // which the typed client cannot send (it always sends the JSON it is given), so it goes raw.
    expect((await t.json("POST", "/api/applicant/resend-verification", undefined, bearer(session))).status).toBe(200);
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
    ]) {
      expect((await expectStatus(registration({ returnTo }, ip(2)), 400)).message).toEqual(expect.any(String));
    }
    // A page that is not a string, outside the contract's types on purpose: raw JSON.
    await expectRefused(t.json("POST", "/api/applicant/register", { ...details, returnTo: 12 }, ip(2)), "12");
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
    const { token: session } = await register();
    const before = (await database.handle.db.select().from(outboxMessages)).length;
    expect((await expectStatus(resendWith(session, "//evil.example"), 400)).message).toEqual(expect.any(String));
    expect((await database.handle.db.select().from(outboxMessages)).length).toBe(before);
  });
});

describe("forgot and reset password", () => {
  it("forgot-password answers before the address is looked up, and the reset email still arrives", async () => {
    const held = createTestApp({ database: database.handle, holdBackground: true });
    try {
      await register();
      const forgot = (email: string) => held.client().api.applicant["forgot-password"].$post({ json: { email } });
      const known = await expectStatus(forgot(details.email), 200);
      const unknown = await expectStatus(forgot("nobody@example.com"), 200);
      // Both answered while their work was still held: the answer cannot depend on what the work finds.
      expect(unknown).toEqual(known);
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
    const known = await expectStatus(forgotPassword("ASHA.mwinyi@example.com"), 200);
    const unknown = await expectStatus(forgotPassword("nobody@example.com"), 200);
    await t.releaseBackground();
    expect(unknown).toEqual(known);
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
    await expectStatus(forgotPassword(details.email), 200);
    await t.releaseBackground();
    const token = await resetToken();

    expect((await expectStatus(resetPassword(token, "password1234"), 400)).message).toContain("too common");

    const newPassword = "Dubai-Control-Room-Shift-7";
    await expectStatus(resetPassword(token, newPassword), 200);
    await expectStatus(me(oldSession), 401);
    await expectStatus(login(details.email, password), 401);
    await expectStatus(login(details.email, newPassword, ip(2)), 200);
    const kinds = (await database.handle.db.select().from(outboxMessages)).map((m) => m.kind);
    expect(kinds).toContain("password-changed");

    expect((await expectStatus(resetPassword(token, "Another-Strong-Phrase-9"), 400)).message).toBe(
      applicantMessages.resetLinkInvalid,
    );
  });

  it("refuses bad and expired reset tokens with 400 and changes nothing", async () => {
    await register();
    const [before] = await database.handle.db.select().from(applicants);
    await expectStatus(forgotPassword(details.email), 200);
    await t.releaseBackground();
    const token = await resetToken();
    for (const bad of ["x".repeat(43), "bad token", ""]) {
      expect(typeof (await expectStatus(resetPassword(bad, "Strong-Phrase-For-Fleet"), 400)).message).toBe("string");
    }
    // A token that is not a string, outside the contract's types on purpose: raw JSON.
    await expectRefused(
      t.json("POST", "/api/applicant/reset-password", { token: 7, password: "Strong-Phrase-For-Fleet" }),
      "7",
    );
    await database.handle.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await expectStatus(resetPassword(token, "Strong-Phrase-For-Fleet"), 400)).message).toBe(
      applicantMessages.resetLinkExpired,
    );
    const [after] = await database.handle.db.select().from(applicants);
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });
});

describe("change password", () => {
  it("needs the current password, revokes the other sessions and returns a fresh token", async () => {
    const { token: first } = await register();
    const second = (await expectStatus(login(details.email, password), 200)).token;
    const newPassword = "Arusha-Depot-Brake-Checks";
    const change = (currentPassword: string, next: string) =>
      signedIn(first)["change-password"].$post({ json: { currentPassword, newPassword: next } });

    expect((await expectStatus(change("Not-my-password-1", newPassword), 400)).message).toBe(
      applicantMessages.wrongCurrentPassword,
    );
    await expectStatus(change(password, "qwertyuiop"), 400);

    const changed = await expectStatus(change(password, newPassword), 200);
    expect(changed.data).toMatchObject({ email: "asha.mwinyi@example.com" });
    const fresh = changed.token;
    expect(fresh).not.toBe(first);
    await expectStatus(me(second), 401);
    await expectStatus(me(first), 401);
    await expectStatus(me(fresh), 200);
  });
});

describe("export and delete", () => {
  it("exports the profile and sessions without hashes or tokens", async () => {
    const { token } = await register();
    const res = await signedIn(token).export.$get();
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
    const deleteAccount = (secret: string) => signedIn(token).account.$delete({ json: { password: secret } });
    expect((await expectStatus(deleteAccount("Not-my-password-1"), 400)).message).toBe(applicantMessages.wrongPassword);
    // No password at all, outside the contract's types on purpose: raw JSON.
    const missing = await t.json("DELETE", "/api/applicant/account", {}, bearer(token));
    expect(missing.status).toBe(400);
    expect(await counts()).toEqual({ applicants: 1, sessions: 1 });

    await expectStatus(deleteAccount(password), 204);
    expect(await counts()).toEqual({ applicants: 0, sessions: 0 });
    expect(await database.handle.db.select().from(emailTokens)).toHaveLength(0);
    await expectStatus(me(token), 401);
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

  // Malformed, mistyped, oversized and non-JSON bodies, outside the contract on purpose: raw requests.
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
