import { describe, expect, it } from "vitest";
import { jobInputSchema } from "#app/features/careers/careers-admin-schemas.ts";
import { type EditableJob, jobDraft, jobErrorTargets, jobPayload } from "./job-draft.ts";

const saved: EditableJob = {
  id: "0b9c7f4e-3d52-4c1e-9a55-1f0f7a2c8e01",
  slug: "fleet-safety-analyst",
  title: "Fleet safety analyst",
  status: "draft",
  applications: 0,
  departmentId: "5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  locationId: "6b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e",
  employmentType: "full-time",
  workplaceType: "hybrid",
  summary: "Turn dashcam events into safer roads.",
  about: "You will **study** driver events.",
  responsibilities: ["Review flagged events"],
  requirements: ["Two years of data analysis"],
  niceToHave: [],
  benefits: ["Health cover"],
  salaryMin: 900000,
  salaryMax: null,
  salaryCurrency: "INR",
  salaryPeriod: "year",
  validThrough: null,
  questions: [
    { id: "shift", label: "Can you work nights?", kind: "yes-no", required: true },
    { id: "city", label: "Which office?", kind: "select", required: false, options: ["Pune", "Delhi"] },
  ],
};

describe("the job editor's draft", () => {
  it("holds a saved job as text and goes back to the API's shape unchanged", () => {
    const draft = jobDraft(saved, { departmentId: undefined, locationId: undefined });
    expect(draft.salaryMin).toBe("900000");
    expect(draft.salaryMax).toBe("");
    expect(draft.questions[1]?.options).toBe("Pune\nDelhi");
    const payload = jobPayload(draft, true);
    expect(payload).toMatchObject({
      slug: "fleet-safety-analyst",
      salaryMin: 900000,
      salaryMax: null,
      validThrough: null,
      questions: [
        { id: "shift", label: "Can you work nights?", kind: "yes-no", required: true },
        { id: "city", label: "Which office?", kind: "select", required: false, options: ["Pune", "Delhi"] },
      ],
    });
    expect(payload.questions[0]).not.toHaveProperty("options");
    expect(jobInputSchema.safeParse(payload).success).toBe(true);
  });

  it("starts a new job in the first department and location, and leaves its address to the server", () => {
    const draft = jobDraft(null, { departmentId: "d1", locationId: "l1" });
    expect(draft).toMatchObject({
      departmentId: "d1",
      locationId: "l1",
      employmentType: "full-time",
      salaryPeriod: "year",
    });
    expect(jobPayload({ ...draft, slug: "typed-by-the-title" }, false).slug).toBe("");
    expect(jobPayload({ ...draft, slug: "chosen" }, true).slug).toBe("chosen");
  });

  it("drops blank select options and reads amounts as numbers", () => {
    const draft = jobDraft(null, { departmentId: "d1", locationId: "l1" });
    draft.salaryMax = " 120 ";
    draft.questions = [{ id: "", label: "Where?", kind: "select", required: true, options: " Pune \n\n Delhi" }];
    const payload = jobPayload(draft, false);
    expect(payload.salaryMax).toBe(120);
    expect(payload.questions[0]?.options).toEqual(["Pune", "Delhi"]);
  });

  it("links each API error to the control that fixes it", () => {
    expect(
      jobErrorTargets({
        title: ["Write a title"],
        "questions.2.label": ["Write the question."],
        "questions.0.options": ["A select question needs at least two options."],
        "responsibilities.3": ["Remove empty items."],
        body: ["Send a JSON object."],
      }),
    ).toEqual({
      title: "job-title",
      "questions.2.label": "job-question-2-label",
      "questions.0.options": "job-question-0-options",
      "responsibilities.3": "job-responsibilities",
      body: "job-title",
    });
  });
});
