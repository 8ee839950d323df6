import { describe, expect, it } from "vitest";
import { newsletterMessages } from "./messages.ts";

// These texts are fixed word for word, spelling included ("yor", "recieving");
// the end-to-end test shows them through the real footer form.
describe("newsletter messages", () => {
  it("are the fixed texts, character for character", () => {
    expect(newsletterMessages.success).toBe(
      "Thank you for subscribing to our newsletter!, Verification email has been sent to yor email, Please verify.",
    );
    expect(newsletterMessages.alreadySubscribed).toBe(
      "Your email is already subscribed for recieving all future newsletters.",
    );
    expect(newsletterMessages.error).toBe("There was an error subscribing. Please try again later.");
    expect(newsletterMessages.apiAlreadySubscribed).toBe("Email already subscribed");
  });
});
