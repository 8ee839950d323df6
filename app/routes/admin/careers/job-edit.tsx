import { useState } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { jobStatusLabel } from "#app/domain/jobs.ts";
import { jobErrorTargets } from "#app/features/admin/careers/job-draft.ts";
import {
  JobBasicsSection,
  JobDescriptionSection,
  JobListsSection,
  JobQuestionsSection,
  JobTermsSection,
} from "#app/features/admin/careers/job-form-sections.tsx";
import { JobStatusDialog } from "#app/features/admin/careers/job-status-dialog.tsx";
import { type JobStatusChange, useJobEditor } from "#app/features/admin/careers/use-job-editor.ts";
import { requireStaffRecord } from "#app/features/admin/staff-page.server.ts";
import { getAdminJob, listDepartments, listLocations } from "#app/features/careers/jobs-admin.server.ts";
import { brand } from "#app/lib/brand.ts";
import type { Route } from "./+types/job-edit";

// /admin/jobs/new and /admin/jobs/:id: the job form with list editors, the
// Markdown description with a live preview (rendered by the server, as the job
// page renders it), and Save draft / Publish / Close.

export async function loader(args: Route.LoaderArgs) {
  const { services, record: job } = await requireStaffRecord(args, "careers", getAdminJob, "This job does not exist.");
  const [departments, locations] = await Promise.all([listDepartments(services.db), listLocations(services.db)]);
  return { job, departments, locations };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.job ? `Edit ${loaderData.job.title}` : "New job";
  return [{ title: `${title} | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminJobEdit({ loaderData }: Route.ComponentProps) {
  const { job, departments, locations } = loaderData;
  const editor = useJobEditor(job ?? null, { departmentId: departments[0]?.id, locationId: locations[0]?.id });
  const [confirming, setConfirming] = useState<JobStatusChange | null>(null);
  return (
    <div>
      <p>
        <Link to="/admin/jobs" className="underline">
          Back to jobs
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{job ? `Edit: ${job.title}` : "New job"}</h1>
      {job ? (
        <p className="mt-1">
          Status: <strong>{jobStatusLabel[job.status]}</strong>
          {job.status !== "draft" ? (
            <>
              {" · "}
              <a href={`/careers/jobs/${job.slug}`} className="underline" target="_blank" rel="noreferrer">
                View the public page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
          {" · "}
          <Link to={`/admin/applications?jobId=${job.id}`} className="underline">
            {job.applications} applications
          </Link>
        </p>
      ) : null}
      <div className="mt-2 space-y-1">
        <ErrorSummary
          id="job-errors"
          message={editor.action.error}
          fieldErrors={editor.action.fieldErrors}
          fieldIds={jobErrorTargets(editor.action.fieldErrors)}
          focusKey={editor.action.failures}
        />
        {editor.done ? <SuccessMessage>{editor.done}</SuccessMessage> : null}
      </div>
      <form onSubmit={editor.submit} noValidate aria-label={job ? "Edit job" : "New job"}>
        <JobBasicsSection editor={editor} departments={departments} locations={locations} />
        <JobDescriptionSection editor={editor} />
        <JobListsSection editor={editor} />
        <JobTermsSection editor={editor} />
        <JobQuestionsSection editor={editor} />
        <div className="mt-3 flex flex-wrap gap-1">
          <button type="submit" className={primaryButtonClass} aria-disabled={editor.action.busy || undefined}>
            {job ? "Save" : "Save draft"}
          </button>
          {job ? (
            <button
              type="button"
              className={secondaryButtonClass}
              aria-disabled={editor.action.busy || undefined}
              onClick={() => setConfirming(job.status === "published" ? "close" : "publish")}
            >
              {job.status === "published" ? "Close" : "Publish"}
            </button>
          ) : null}
        </div>
      </form>
      <JobStatusDialog
        change={confirming}
        onConfirm={(change) => {
          setConfirming(null);
          editor.changeStatus(change);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
