import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blocklistSize, outputFile, renderBlocklist } from "#scripts/generate-password-blocklist.ts";
import { commonPasswords } from "./common-passwords.ts";
import {
  PASSWORD_MIN_LENGTH,
  passwordMessages,
  passwordProblem,
  patternProblem,
  STAFF_PASSWORD_MIN_LENGTH,
} from "./password-policy.ts";

describe("passwordProblem", () => {
  const context = { email: "neema.kimaro@example.com", firstName: "Neema", lastName: "Kimaro" };

  it.each([
    ["", passwordMessages.required],
    ["short", passwordMessages.tooShort],
    ["x".repeat(129), passwordMessages.tooLong],
    ["zzzzzzzzzzzz", passwordMessages.oneCharacter],
    ["9876543210", passwordMessages.sequence],
    ["QWERTYUIOP", passwordMessages.sequence],
    ["Password1234", passwordMessages.common],
    ["Welcome@2025!", passwordMessages.common],
    ["abcabcabcabc", passwordMessages.common],
    ["1qaz2wsx3edc", passwordMessages.sequence],
    ["iloveyou1234", passwordMessages.common],
    ["neema.kimaro@example.com", passwordMessages.personal],
    ["my-kimaro-password-x", passwordMessages.personal],
    ["NEEMA-likes-trucks", passwordMessages.personal],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password, context)).toBe(message);
  });

  it.each(["Night-Shift-Telematics-42", "correct horse battery staple", "Dar es Salaam 2031 depot"])(
    "accepts %j",
    (password) => {
      expect(passwordProblem(password, context)).toBeUndefined();
    },
  );

  // Among the most common entries of zxcvbn's frequency list that pass the length and pattern rules.
  it.each(["password123", "basketball", "manchester", "q1w2e3r4t5", "tinkerbell", "harrypotter", "Strawberry"])(
    "refuses %j, a favourite of the public list",
    (password) => {
      expect(passwordProblem(password, context)).toBe(passwordMessages.common);
      expect(passwordProblem(password, { ...context, minLength: STAFF_PASSWORD_MIN_LENGTH })).toBeDefined();
    },
  );

  it("bundles the list's most common entries the other rules would accept, lower-case", () => {
    expect(commonPasswords.size).toBe(blocklistSize);
    for (const entry of commonPasswords) {
      expect(entry.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(entry).toBe(entry.toLowerCase());
      expect(patternProblem(entry)).toBeUndefined();
    }
  });

  it("is the file the generator writes from the installed list (npm run data:passwords)", () => {
    expect(readFileSync(outputFile, "utf8")).toBe(renderBlocklist());
  });
});

describe("the blocklist in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is not loaded with the policy but fetched on the first check, then refuses its entries", async () => {
    vi.stubGlobal("window", {});
    vi.resetModules();
    const policy = await import("./password-policy.ts");
    // The first check starts the fetch; until it arrives the API's check is the one that refuses.
    expect(policy.passwordProblem("password123")).toBeUndefined();
    await vi.waitFor(() => expect(policy.passwordProblem("password123")).toBe(policy.passwordMessages.common));
    expect(policy.passwordProblem("Tinkerbell2031!")).toBe(policy.passwordMessages.common);
  });
});
