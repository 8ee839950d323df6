import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "./validation.ts";

describe("hasControlCharacters", () => {
  it("accepts ordinary text, accents, emoji and non-breaking spaces", () => {
    for (const text of ["Neema Mushi", "Zoë O'Brien-Müller", "São Paulo 🚚", "Bengaluru\u00a0560001", ""]) {
      expect(hasControlCharacters(text), text).toBe(false);
      expect(hasControlCharacters(text, { multiline: true }), text).toBe(false);
    }
  });

  it("refuses every C0 control, DEL and every C1 control in a single line", () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, code) => code),
      ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
    ];
    for (const code of controls) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(true);
    }
    expect(hasControlCharacters("line one\nline two")).toBe(true);
    expect(hasControlCharacters("tab\there")).toBe(true);
  });

  it("lets multi-line text keep tab, line feed and carriage return, and nothing else", () => {
    expect(hasControlCharacters("Dear team,\r\n\tI build dashcams.\n", { multiline: true })).toBe(false);
    for (const text of ["race\u0000condition", "bell\u0007", "escape\u001b[0m", "del\u007f", "c1\u0085"]) {
      expect(hasControlCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(true);
    }
  });
});
