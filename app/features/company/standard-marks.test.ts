import { describe, expect, it } from "vitest";
import { dataProtectionLaws } from "#app/lib/security-claims.ts";
import { standardMarks } from "#app/lib/standards.ts";
import { industryRelationsPage } from "./industry-relations.ts";

const pageText = JSON.stringify(industryRelationsPage);

describe("standard marks", () => {
  it("shows only standards and laws that the industry-relations page names and explains", () => {
    for (const standard of standardMarks) expect(pageText, standard.mark).toContain(standard.namedAs);
  });

  it("has one mark for every data protection law the service is built for, and no mark twice", () => {
    for (const law of dataProtectionLaws) {
      expect(standardMarks.some((standard) => standard.namedAs === law.law)).toBe(true);
    }
    expect(new Set(standardMarks.map((standard) => standard.mark)).size).toBe(standardMarks.length);
  });
});
