import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords.ts";
import { passwordMessages, passwordProblem } from "./password-policy.ts";

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

  it("bundles a few hundred lower-case common passwords of at least 10 characters", () => {
    expect(commonPasswords.size).toBeGreaterThan(300);
    for (const entry of commonPasswords) {
      expect(entry.length).toBeGreaterThanOrEqual(10);
      expect(entry).toBe(entry.toLowerCase());
    }
  });
});
