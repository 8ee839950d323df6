import { useState } from "react";
import { data, Link } from "react-router";
import { buttonClass, ErrorSummary, secondaryButtonClass } from "../../features/admin/components/hr-fields.tsx";
import {
  JobBasicsSection,
  JobDescriptionSection,
  JobListsSection,
  JobQuestionsSection,
  JobTermsSection,
} from "../../features/admin/components/job-form-sections.tsx";
import { JobStatusDialog } from "../../features/admin/components/job-status-dialog.tsx";
import { getAdminJob, listDepartments, listLocations } from "../../features/admin/hr-jobs.server.ts";
import { jobStatusLabel } from "../../features/admin/hr-schemas.ts";
import { jobFieldIds } from "../../features/admin/job-draft.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { type JobStatusChange, useJobEditor } from "../../features/admin/use-job-editor.ts";
import { brand } from "../../lib/brand.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/job-edit";

// /admin/jobs/new and /admin/jobs/:id: the job form with list editors, the
// Markdown description with a live preview (rendered by the server, as the job
// page renders it), and Save draft / Publish / Close.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "jobs");
  const [job, departments, locations] = await Promise.all([
    params.id ? getAdminJob(services.db, params.id) : Promise.resolve(null),
    listDepartments(services.db),
    listLocations(services.db),
  ]);
  if (params.id && !job) throw data({ message: "This job does not exist." }, { status: 404 });
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
      <ErrorSummary
        message={editor.message}
        errors={editor.errors}
        fieldIds={jobFieldIds}
        summaryRef={editor.summaryRef}
      />
      <p role="status" className="mt-1 font-semibold">
        {editor.status}
      </p>
      <form onSubmit={editor.submit} noValidate aria-label={job ? "Edit job" : "New job"}>
        <JobBasicsSection editor={editor} departments={departments} locations={locations} />
        <JobDescriptionSection editor={editor} />
        <JobListsSection editor={editor} />
        <JobTermsSection editor={editor} />
        <JobQuestionsSection editor={editor} />
        <div className="mt-3 flex flex-wrap gap-1">
          <button type="submit" className={buttonClass} disabled={editor.busy}>
            {job ? "Save" : "Save draft"}
          </button>
          {job ? (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={editor.busy}
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
