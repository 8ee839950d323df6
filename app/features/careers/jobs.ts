// The careers portal's public job data: the JSON shapes the API and the pages
// share, the search contract, and how job attributes read. No server code here.
// The attributes' values and labels are the domain's (app/domain/jobs.ts).

import type { EmploymentType, JobQuestion, SalaryPeriod, WorkplaceType } from "#app/domain/jobs.ts";

/** Results per page of the job search. */
export const JOBS_PAGE_SIZE = 10;
export const JOBS_MAX_PAGE = 1000;
export const JOBS_QUERY_MAX_LENGTH = 100;

export type JobSalary = { min: number; max: number; currency: string; period: SalaryPeriod };

/** A job in listings. `id` is the public id used in URLs (/careers/jobs/{id}). */
export type JobSummary = {
  id: string;
  title: string;
  department: { slug: string; name: string };
  location: { slug: string; name: string; countryCode: string; remote: boolean };
  employmentType: EmploymentType;
  workplaceType: WorkplaceType;
  summary: string;
  salary: JobSalary | null;
  /** ISO 8601 timestamp. */
  postedAt: string;
  /** Last day applications are accepted, YYYY-MM-DD. */
  validThrough: string | null;
};

/** A job's page. Closed jobs (status closed or past their valid-through date) have `open: false`. */
export type JobDetail = Omit<JobSummary, "location"> & {
  location: JobSummary["location"] & { city: string | null; region: string | null; countryName: string };
  open: boolean;
  about: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
  questions: JobQuestion[];
};

export type FacetValue = { value: string; label: string; count: number };

/** For each filter, its values with the number of open jobs matching the keyword and the other filters. */
export type JobFacets = {
  department: FacetValue[];
  location: FacetValue[];
  employmentType: FacetValue[];
  workplaceType: FacetValue[];
};

export type JobSearchResult = {
  data: JobSummary[];
  meta: { total: number; page: number; pageSize: number; facets: JobFacets };
};

/** The search with blanks removed and the keyword trimmed: what the server runs. */
export type JobSearch = {
  q?: string;
  department?: string;
  location?: string;
  employmentType?: EmploymentType;
  workplaceType?: WorkplaceType;
  page?: number;
};

/** The address of a search, with the filters in its query string (blank ones left out). */
export function jobSearchHref(search: JobSearch, basePath = "/careers/jobs/positions"): string {
  const params = new URLSearchParams();
  for (const key of ["q", "department", "location", "employmentType", "workplaceType", "page"] as const) {
    const value = search[key];
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** One number format per currency, created on first use. */
const salaryFormats = new Map<string, Intl.NumberFormat>();

/** "INR 28,00,000 – INR 42,00,000 a year": each amount in its currency's format (Indian grouping for rupees). */
export function formatSalary(salary: JobSalary): string {
  let format = salaryFormats.get(salary.currency);
  if (!format) {
    format = new Intl.NumberFormat(salary.currency === "INR" ? "en-IN" : "en-GB", {
      style: "currency",
      currency: salary.currency,
      currencyDisplay: "code",
      maximumFractionDigits: 0,
    });
    salaryFormats.set(salary.currency, format);
  }
  const per = salary.period === "month" ? "a month" : "a year";
  if (salary.min === salary.max) return `${format.format(salary.min)} ${per}`;
  return `${format.format(salary.min)} – ${format.format(salary.max)} ${per}`;
}
