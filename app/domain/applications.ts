import { z } from "../lib/validation.ts";

// Where an application stands. The applicant sees its status and stage; staff
// move it along the pipeline. db/schema.ts, the careers portal, the back office
// and the API all take these values from here.

/** Whether the application is still open, and how it ended. */
export const applicationStatuses = ["active", "withdrawn", "rejected", "hired"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusSchema = z.enum(applicationStatuses);

/** How far the application got; "closed" once it ended in a hire. */
export const applicationStages = ["applied", "screening", "interview", "offer", "closed"] as const;
export type ApplicationStage = (typeof applicationStages)[number];
export const applicationStageSchema = z.enum(applicationStages);

/** Who changed an application: the applicant, a staff member, or the system. */
export const applicationActors = ["applicant", "staff", "system"] as const;
export type ApplicationActor = (typeof applicationActors)[number];

/** The status as the applicant reads it on the portal. */
export const applicationStatusLabel: Record<ApplicationStatus, string> = {
  active: "Active",
  withdrawn: "Withdrawn",
  rejected: "Not selected",
  hired: "Hired",
};

/** The status as staff read it. */
export const staffStatusLabel: Record<ApplicationStatus, string> = {
  active: "Active",
  withdrawn: "Withdrawn",
  rejected: "Rejected",
  hired: "Hired",
};

export const applicationStageLabel: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  closed: "Closed",
};

/** The pipeline staff move an application through: the open stages, then "hired" or "rejected", which end it. */
export const pipelineStages = [
  "applied",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
] as const satisfies readonly (
  | Exclude<ApplicationStage, "closed">
  | Exclude<ApplicationStatus, "active" | "withdrawn">
)[];
export type PipelineStage = (typeof pipelineStages)[number];

/** What the back office's lists show and filter by: the pipeline stage, or "withdrawn" when the applicant withdrew. */
export const applicationViewStages = [...pipelineStages, "withdrawn"] as const;
export type ApplicationViewStage = (typeof applicationViewStages)[number];

/** The stage as staff read it: an open stage by its name, an ended application by its status. */
export const pipelineStageLabel: Record<ApplicationViewStage, string> = {
  applied: applicationStageLabel.applied,
  screening: applicationStageLabel.screening,
  interview: applicationStageLabel.interview,
  offer: applicationStageLabel.offer,
  hired: staffStatusLabel.hired,
  rejected: staffStatusLabel.rejected,
  withdrawn: staffStatusLabel.withdrawn,
};

/** Where a pipeline stage puts an application: its status and stored stage. */
export function stageTarget(
  stage: PipelineStage,
  current: { stage: ApplicationStage },
): { status: Exclude<ApplicationStatus, "withdrawn">; stage: ApplicationStage } {
  if (stage === "hired") return { status: "hired", stage: "closed" };
  // A rejection keeps the stage it happened at, so the history says how far the applicant got.
  if (stage === "rejected") return { status: "rejected", stage: current.stage };
  return { status: "active", stage };
}

/** The stage a list shows for a stored status and stage. */
export function viewStage(status: ApplicationStatus, stage: ApplicationStage): ApplicationViewStage {
  if (status !== "active") return status;
  return stage === "closed" ? "applied" : stage;
}
