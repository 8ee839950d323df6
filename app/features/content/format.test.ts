import { describe, expect, it } from "vitest";
import { tagInSentence, tagLabel } from "./format.ts";

describe("tag labels", () => {
  it("keep the capitals of places and products", () => {
    expect(tagLabel("east-africa")).toBe("East Africa");
    expect(tagLabel("fleet-sense")).toBe("Fleet Sense");
    expect(tagLabel("india")).toBe("India");
    expect(tagLabel("adas")).toBe("ADAS");
  });

  it("write other tags in sentence case, and in lower case inside a sentence", () => {
    expect(tagLabel("oil-and-gas")).toBe("Oil and gas");
    expect(tagInSentence("oil-and-gas")).toBe("oil and gas");
    expect(tagInSentence("east-africa")).toBe("East Africa");
  });
});
