import { describe, expect, it } from "vitest";
import { z } from "#app/lib/validation.ts";
import { checkTheFormMessage } from "./error-summary.tsx";
import { checkedInput } from "./form-check.ts";

describe("checkedInput", () => {
  const schema = z.object({ email: z.email("Enter an email address."), name: z.string().trim() });
  const failures: [string, unknown][] = [];
  const mutation = { fail: (message: string, fieldErrors?: unknown) => void failures.push([message, fieldErrors]) };

  it("answers the values as the schema reads them, and shows no failure", () => {
    failures.length = 0;
    expect(checkedInput(mutation, schema, { email: "asha@example.com", name: " Asha " })).toEqual({
      email: "asha@example.com",
      name: "Asha",
    });
    expect(failures).toEqual([]);
  });

  it("shows each field's problem under the form's heading and answers nothing", () => {
    failures.length = 0;
    expect(checkedInput(mutation, schema, { email: "nope", name: "Asha" })).toBeUndefined();
    expect(failures).toEqual([[checkTheFormMessage, { email: ["Enter an email address."] }]]);
  });
});
