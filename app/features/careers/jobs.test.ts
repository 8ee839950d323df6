import { describe, expect, it } from "vitest";
import { jobSearchFromParams } from "./job-search-schema.ts";
import { formatSalary as format, jobSearchHref } from "./jobs.ts";

describe("formatSalary", () => {
  // Intl puts a no-break space between the code and the amount.
  const formatSalary = (...args: Parameters<typeof format>) => format(...args).replace(/\u00a0/g, " ");
  it("formats each amount in its currency, with Indian grouping for rupees", () => {
    expect(formatSalary({ min: 2800000, max: 4200000, currency: "INR", period: "year" })).toBe(
      "INR 28,00,000 – INR 42,00,000 a year",
    );
    expect(formatSalary({ min: 66000, max: 84000, currency: "AED", period: "year" })).toBe(
      "AED 66,000 – AED 84,000 a year",
    );
    expect(formatSalary({ min: 40000, max: 40000, currency: "INR", period: "month" })).toBe("INR 40,000 a month");
  });
});

describe("the positions page's address", () => {
  it("leaves blanks and page 1 out", () => {
    expect(jobSearchHref({})).toBe("/careers/jobs/positions");
    expect(jobSearchHref({ q: "vision ai", department: "engineering", page: 1 })).toBe(
      "/careers/jobs/positions?q=vision+ai&department=engineering",
    );
    expect(jobSearchHref({ workplaceType: "remote", page: 3 })).toBe(
      "/careers/jobs/positions?workplaceType=remote&page=3",
    );
  });

  it("is read leniently: invalid values are dropped, an over-long keyword is cut", () => {
    const params = new URLSearchParams({
      q: `  ${"x".repeat(150)}`,
      department: "Not A Slug",
      location: "dubai",
      employmentType: "freelance",
      workplaceType: "hybrid",
      page: "-2",
    });
    const search = jobSearchFromParams(params);
    expect(search).toEqual({ q: "x".repeat(98), location: "dubai", workplaceType: "hybrid" });
    expect(jobSearchFromParams(new URLSearchParams("page=2&q=%20"))).toEqual({ page: 2 });
    expect(jobSearchHref(jobSearchFromParams(new URLSearchParams("department=sales&page=4")))).toBe(
      "/careers/jobs/positions?department=sales&page=4",
    );
  });
});
