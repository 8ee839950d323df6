import { describe, expect, it } from "vitest";
import { occurrences } from "#tests/support/site-text.ts";
import { dataProtectionLawsText, minimumTls, retention, securityClaims } from "./security-claims.ts";

describe("security and data-protection claims", () => {
  it("name no certification the company cannot show", () => {
    expect(occurrences(/\b(ISO\/IEC 27001|ISO 27001|SOC ?2|PCI[ -]DSS)\b/g)).toEqual([]);
    expect(Object.values(securityClaims).join(" ")).not.toMatch(/certif/i);
  });

  it("give one minimum TLS version everywhere", () => {
    const versions = occurrences(/\bTLS (\d\.\d)\b/g).map(({ value }) => `TLS ${value}`);
    expect(versions.filter((version) => version !== minimumTls)).toEqual([]);
    expect(securityClaims.encryption).toContain(`${minimumTls} or later`);
  });

  it("keep one retention period for event clips, continuous video and records", () => {
    const clips = occurrences(/(?:event clips|video clips|clips) (?:are )?kept for (\d+ (?:days|months|years))/gi);
    expect(clips.length).toBeGreaterThan(0);
    expect(clips.filter(({ value }) => value !== `${retention.eventClipDays} days`)).toEqual([]);
    const clipsFirst = occurrences(/video clips for (\d+ (?:days|months|years))/gi);
    expect(clipsFirst.filter(({ value }) => value !== `${retention.eventClipDays} days`)).toEqual([]);
    const video = occurrences(/overwritten (?:after about|within) (\d+ \w+|a few \w+)/gi);
    expect(video.filter(({ value }) => value !== `${retention.continuousVideoHours} hours`)).toEqual([]);
    expect(
      occurrences(/(?:scores|trips)[^.]{0,40}kept for (five|\d+) years/gi).map(({ value }) => value),
    ).not.toContain("five");
  });

  it("promise cabin audio only as the fleet and its drivers agree", () => {
    expect(occurrences(/\bno audio( recording)?\.(?! unless)/gi)).toEqual([]);
  });

  it("name each country's data protection law, India's DPDP Act 2023 among them", () => {
    expect(dataProtectionLawsText).toContain("Digital Personal Data Protection Act, 2023");
    expect(securityClaims.assurance).toContain(dataProtectionLawsText);
    expect(occurrences(/\b(DPDP Act|PDPL)\b/g)).toEqual([]);
  });
});
