import type { z } from "zod";
import type { jobInputSchema } from "#app/features/careers/careers-admin-schemas.ts";
import type { Database } from "#db/client.ts";
import { departments, locations } from "#db/schema.ts";

/** What the back office sends to create or save a job. */
export type JobInput = z.input<typeof jobInputSchema>;

/**
 * A complete job that passes every check (an analyst post with a salary range and one screening
 * question), in the first department and location of `db` (the demo data has them), with `overrides`.
 */
export async function jobInput(db: Database, overrides: Partial<JobInput> = {}): Promise<JobInput> {
  const [department] = await db.select().from(departments).limit(1);
  const [location] = await db.select().from(locations).limit(1);
  if (!department || !location) throw new Error("seed has no departments or locations");
  return {
    title: "Fleet Safety Analyst",
    departmentId: department.id,
    locationId: location.id,
    employmentType: "full-time",
    workplaceType: "hybrid",
    summary: "Turn dashcam events into safer driving.",
    about: "You will **study** driver events.\n\n<script>alert(1)</script>",
    responsibilities: ["Review flagged events"],
    requirements: ["Two years of analytics"],
    niceToHave: [],
    benefits: ["Health cover"],
    salaryMin: 900000,
    salaryMax: 1200000,
    salaryCurrency: "inr",
    salaryPeriod: "year",
    validThrough: null,
    questions: [{ label: "Notice period?", kind: "select", required: true, options: ["Now", "30 days"] }],
    ...overrides,
  };
}
