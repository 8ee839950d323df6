import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { Block, RichText } from "#app/components/ui/rich-text.tsx";
import { brand } from "#app/lib/brand.ts";
import { demoFaqs } from "#db/demo-directory.ts";
import { demoSiteOffices } from "#tests/support/demo-offices.ts";
import { aboutPage } from "./about.ts";
import { co2KgPerLitre, idlingExample, idlingExampleLitres, idlingExampleTonnesCo2 } from "./csr-and-esg.ts";
import { codeSamples, webhookExample } from "./developer-apis.ts";
import { faqCategory, faqsPage } from "./faqs.ts";
import { accessibilityStatementPage } from "./legal/accessibility-statement.ts";
import { type LegalPage, legalPages } from "./legal/legal-pages.ts";
import { privacyPolicyPage } from "./legal/privacy-policy.ts";
import { termsOfUsePage } from "./legal/terms-of-use.ts";
import { initialsOf } from "./team.ts";

const text = (rich: RichText) =>
  typeof rich === "string"
    ? rich
    : rich.map((part) => (typeof part === "string" ? part : Object.values(part)[0])).join("");
const blocksText = (blocks: Block[]) =>
  blocks
    .map((block) =>
      block.type === "paragraph"
        ? text(block.text)
        : block.type === "list"
          ? block.items.map(text).join(" ")
          : block.type === "heading"
            ? block.text
            : block.rows.flat().map(text).join(" "),
    )
    .join(" ");

describe("developer API samples", () => {
  test("every JSON sample is valid JSON, and the HTTP samples carry valid JSON bodies", () => {
    expect(JSON.parse(codeSamples.tokenResponse.code).token_type).toBe("Bearer");
    expect(JSON.parse(codeSamples.eventsResponse.code).data).toHaveLength(2);
    const [, body] = codeSamples.rateLimited.code.split("\n\n");
    expect(JSON.parse(body ?? "").message).toMatch(/Try again in 12 seconds/);
  });

  test("requests use the documented API and token addresses", () => {
    expect(codeSamples.eventsRequest.code).toContain(`${brand.api.baseUrl}/events?`);
    expect(codeSamples.tokenRequest.code).toContain(brand.api.tokenUrl);
  });

  test("the example webhook's signature is the HMAC the page tells developers to compute", () => {
    const expected = createHmac("sha256", webhookExample.secret)
      .update(`${webhookExample.timestamp}.${webhookExample.body}`)
      .digest("hex");
    expect(webhookExample.signature).toBe(expected);
    expect(codeSamples.webhookRequest.code).toContain(`t=${webhookExample.timestamp},v1=${expected}`);
    expect(codeSamples.webhookRequest.code.endsWith(webhookExample.body)).toBe(true);
    expect(JSON.parse(webhookExample.body).id).toBe(webhookExample.id);
  });
});

describe("company pages", () => {
  test("the about page has six values and milestones in order from the founding year", () => {
    expect(aboutPage.values.cards).toHaveLength(6);
    const years = aboutPage.milestones.items.map((item) => item.year);
    expect(years[0]).toBe(brand.foundedYear);
    expect([...years].sort()).toEqual(years);
  });

  test("initials come from the first and last names", () => {
    expect(initialsOf("Meera Krishnamurthy")).toBe("MK");
    expect(initialsOf("Yusuf Al Hammadi")).toBe("YH");
    expect(initialsOf("Plato")).toBe("P");
  });

  test("the demo FAQs come in the page's five categories, each with at least four distinct questions", () => {
    const categories = [...new Set(demoFaqs.map((faq) => faq.category))];
    expect(categories).toEqual(Object.keys(faqsPage.categories));
    for (const category of categories) {
      const questions = demoFaqs.filter((faq) => faq.category === category).map((faq) => faq.question);
      expect(questions.length, category).toBeGreaterThanOrEqual(4);
      expect(new Set(questions).size).toBe(questions.length);
    }
    expect(faqCategory("products").title).toBe("Products");
    expect(faqCategory("fleet-cards")).toEqual({ title: "Fleet cards", intro: "" });
  });

  test("the idling example's figures follow from its inputs", () => {
    expect(idlingExampleLitres).toBe(
      idlingExample.trucks *
        idlingExample.idlingCutHoursPerDay *
        idlingExample.idleLitresPerHour *
        idlingExample.workingDaysPerYear,
    );
    expect(Math.abs(idlingExampleTonnesCo2 - (idlingExampleLitres * co2KgPerLitre.diesel) / 1000)).toBeLessThan(5);
  });
});

describe("legal pages", () => {
  // The pages as the demo directory's offices make them.
  const terms = termsOfUsePage(demoSiteOffices);
  const privacy = privacyPolicyPage(demoSiteOffices);
  const pages = [terms, privacy, accessibilityStatementPage(demoSiteOffices)];

  test("section ids are unique on each page and titles are distinct across pages", () => {
    for (const page of pages) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, page.title).toBe(ids.length);
    }
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(pages.length);
    expect(legalPages.map((page) => page.label)).toEqual(pages.map((page) => page.title));
  });

  test("the terms and the privacy policy credit the ODbL country data", () => {
    for (const page of [terms, privacy]) {
      const all = page.sections.map((section) => blocksText(section.blocks)).join(" ");
      expect(all).toContain("@countrystatecity/countries");
      expect(all).toContain("Open Database License (ODbL) 1.0");
    }
  });

  test("the registered office and the number to call are the directory's head office's", () => {
    const all = (page: LegalPage) => page.sections.map((section) => blocksText(section.blocks)).join(" ");
    const [head, ...regional] = demoSiteOffices;
    const address = head?.addressLines.join(", ") ?? "";
    expect(all(terms)).toContain(`whose registered office is at ${address}.`);
    expect(all(terms)).toContain(`or by post to ${brand.legalName}, ${address}.`);
    expect(all(privacy)).toContain(`(“${brand.name}”, “we”), ${address}, decides`);
    expect(all(privacy)).toContain(`Our offices in ${regional.map((office) => office.city).join(" and ")} handle`);
    expect(all(pages[2] as LegalPage)).toContain(`or call ${head?.phone}.`);
    // Without offices in the directory the pages still read well.
    expect(all(termsOfUsePage([]))).toContain(`whose registered office is in ${brand.registeredOffice.jurisdiction}.`);
    expect(all(termsOfUsePage([]))).not.toContain("by post");
    expect(all(privacyPolicyPage([]))).toContain(`(“${brand.name}”, “we”) decides`);
    expect(all(accessibilityStatementPage([]))).not.toContain("or call");
  });

  test("the privacy policy covers the lead wizard, newsletter, careers portal and cookies", () => {
    const all = privacy.sections.map((section) => blocksText(section.blocks)).join(" ");
    for (const phrase of ["lead wizard", "newsletter", "careers portal", "sets no tracking cookies", "30 days"]) {
      expect(all.toLowerCase()).toContain(phrase.toLowerCase());
    }
  });
});
