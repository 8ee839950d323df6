import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoJobs, demoLocations } from "#db/demo-jobs.ts";
import { seedDemoData } from "#db/seed.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { jobDescriptionHtml, jobPostingJsonLd } from "./job-posting.ts";
import { getJob } from "./jobs.server.ts";
import type { JobDetail } from "./jobs.ts";

// Every seeded job goes through the same path as its page: seed, getJob, jobPostingJsonLd.

const siteUrl = "https://www.example.test";
const details = new Map<string, JobDetail>();
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoData(database.handle.db);
  for (const demo of demoJobs) {
    const job = await getJob(database.handle.db, demo.slug);
    if (!job) throw new Error(`getJob found no ${demo.slug}`);
    details.set(demo.slug, job);
  }
});
afterAll(() => database.drop());

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const openJobs = demoJobs.filter((job) => job.status === "published");
const job = (slug: string) => {
  const found = details.get(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe.each(openJobs.map((demo) => [demo.slug, demo] as const))("JobPosting for %s", (slug, demo) => {
  const posting = () => {
    const result = jobPostingJsonLd(job(slug), siteUrl);
    if (!result) throw new Error("no JobPosting for an open job");
    // biome-ignore lint/suspicious/noExplicitAny: the JSON-LD is untyped JSON, checked property by property below
    return result as Record<string, any>;
  };

  it("has the required properties, well-formed", () => {
    const p = posting();
    expect(p["@context"]).toBe("https://schema.org");
    expect(p["@type"]).toBe("JobPosting");
    expect(p.title).toBe(demo.title);
    expect(p.description).toMatch(/^<p>/);
    for (const item of [...demo.responsibilities, ...demo.requirements, ...demo.benefits]) {
      expect(p.description).toContain(`<li>${item.replace(/&/g, "&amp;").replace(/'/g, "&#39;")}</li>`);
    }
    expect(p.datePosted).toMatch(isoDateTime);
    expect(p.validThrough).toMatch(isoDateTime);
    expect(Date.parse(p.validThrough)).toBeGreaterThan(Date.parse(p.datePosted));
    expect(Date.parse(p.validThrough)).toBeGreaterThan(Date.now());
    expect(Date.parse(p.datePosted)).toBeLessThanOrEqual(Date.now());
    expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"]).toContain(
      p.employmentType,
    );
    expect(p.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Marut",
      sameAs: siteUrl,
      logo: `${siteUrl}/favicon.svg`,
    });
  });

  it("says where the work is done", () => {
    const p = posting();
    const location = demoLocations.find((entry) => entry.slug === demo.location);
    const remote = demo.workplaceType === "remote" || location?.remote;
    if (remote) {
      expect(p.jobLocationType).toBe("TELECOMMUTE");
      expect(p.applicantLocationRequirements).toEqual({ "@type": "Country", name: location?.countryName });
    } else {
      expect(p.jobLocationType).toBeUndefined();
      expect(p.jobLocation["@type"]).toBe("Place");
      const address = p.jobLocation.address;
      expect(address["@type"]).toBe("PostalAddress");
      expect(address.addressLocality).toBe(location?.city);
      expect(address.addressRegion).toBe(location?.region);
      expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
      expect(address.addressCountry).toBe(location?.countryCode);
    }
  });

  it("has the recommended identifier, directApply and salary", () => {
    const p = posting();
    expect(p.identifier).toEqual({ "@type": "PropertyValue", name: "Marut", value: slug });
    expect(p.directApply).toBe(true);
    expect(p.url).toBe(`${siteUrl}/careers/jobs/${slug}`);
    if (demo.salary) {
      expect(p.baseSalary).toEqual({
        "@type": "MonetaryAmount",
        currency: demo.salary.currency,
        value: {
          "@type": "QuantitativeValue",
          minValue: demo.salary.min,
          maxValue: demo.salary.max,
          unitText: demo.salary.period === "month" ? "MONTH" : "YEAR",
        },
      });
      expect(p.baseSalary.currency).toMatch(/^[A-Z]{3}$/);
      expect(p.baseSalary.value.minValue).toBeLessThanOrEqual(p.baseSalary.value.maxValue);
    } else {
      expect(p.baseSalary).toBeUndefined();
    }
  });

  it("survives a JSON round trip unchanged (nothing undefined or unserialisable)", () => {
    const p = posting();
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});

describe("JobPosting", () => {
  it("covers every open seeded job and both remote and office jobs", () => {
    const postings = openJobs.map((demo) => jobPostingJsonLd(job(demo.slug), siteUrl));
    expect(postings.every(Boolean)).toBe(true);
    expect(postings.some((p) => p?.jobLocationType === "TELECOMMUTE")).toBe(true);
    expect(postings.some((p) => p?.jobLocation)).toBe(true);
  });

  it("is not produced for a closed job", () => {
    const closed = demoJobs.find((demo) => demo.status === "closed");
    const detail = job(closed?.slug ?? "");
    expect(detail.open).toBe(false);
    expect(jobPostingJsonLd(detail, siteUrl)).toBeNull();
  });

  it("is not produced for a published job past its valid-through date", () => {
    const detail = { ...job(openJobs[0]?.slug ?? ""), open: false, validThrough: "2020-01-01" };
    expect(jobPostingJsonLd(detail, siteUrl)).toBeNull();
  });

  it("escapes markup in the description", () => {
    const detail = { ...job(openJobs[0]?.slug ?? ""), about: `<script>alert("x")</script> & more` };
    const html = jobDescriptionHtml(detail);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
  });

  it("uses the about text's rendered Markdown, as the page shows it, when the server provides it", () => {
    const detail = { ...job(openJobs[0]?.slug ?? ""), about: "We **ship** to fleets." };
    const posting = jobPostingJsonLd(detail, siteUrl, "<p>We <strong>ship</strong> to fleets.</p>");
    expect(posting?.description).toContain("<p>We <strong>ship</strong> to fleets.</p>");
    expect(posting?.description).not.toContain("**");
  });
});
