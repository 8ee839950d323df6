import type { EmploymentType } from "#app/domain/jobs.ts";
import { brand } from "#app/lib/brand.ts";
import type { JobDetail } from "./jobs.ts";

// schema.org JobPosting for Google's job search, built from a job's public data.
// https://developers.google.com/search/docs/appearance/structured-data/job-posting

const googleEmploymentType: Record<EmploymentType, "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN"> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The job's description as HTML, the form Google asks for: the summary, the
 * about text and each list. `aboutHtml` is the about text's Markdown rendered
 * and sanitised on the server (what the page shows); without it the text is
 * escaped as one paragraph.
 */
export function jobDescriptionHtml(job: JobDetail, aboutHtml?: string): string {
  const list = (title: string, items: string[]) =>
    items.length === 0
      ? ""
      : `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    `<p>${escapeHtml(job.summary)}</p>`,
    aboutHtml ?? `<p>${escapeHtml(job.about)}</p>`,
    list("What you will do", job.responsibilities),
    list("What you bring", job.requirements),
    list("Nice to have", job.niceToHave),
    list("What we offer", job.benefits),
  ].join("");
}

/** True when the job can be done from anywhere in its country rather than at an office. */
export function isRemoteJob(job: Pick<JobDetail, "workplaceType" | "location">): boolean {
  return job.workplaceType === "remote" || job.location.remote;
}

/**
 * The JSON-LD JobPosting for an open job, or null for a closed one (Google asks
 * for the markup to be removed once a job stops taking applications).
 * `siteUrl` is the production origin without a trailing slash.
 */
export function jobPostingJsonLd(job: JobDetail, siteUrl: string, aboutHtml?: string): Record<string, unknown> | null {
  if (!job.open) return null;
  const url = `${siteUrl}/careers/jobs/${job.id}`;
  const remote = isRemoteJob(job);
  const place =
    job.location.remote || !job.location.city
      ? undefined
      : {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: job.location.city,
            ...(job.location.region ? { addressRegion: job.location.region } : {}),
            addressCountry: job.location.countryCode,
          },
        };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job, aboutHtml),
    datePosted: job.postedAt,
    ...(job.validThrough ? { validThrough: `${job.validThrough}T23:59:59Z` } : {}),
    employmentType: googleEmploymentType[job.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      name: brand.name,
      sameAs: siteUrl,
      logo: `${siteUrl}/favicon.svg`,
    },
    ...(place ? { jobLocation: place } : {}),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: job.location.countryName },
        }
      : {}),
    identifier: { "@type": "PropertyValue", name: brand.name, value: job.id },
    directApply: true,
    url,
    industry: "Road safety and fleet telematics",
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.period === "month" ? "MONTH" : "YEAR",
            },
          },
        }
      : {}),
  };
}
