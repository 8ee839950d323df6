import { useEffect, useState } from "react";
import { Link } from "react-router";
import { applicationStatusLabel } from "#app/domain/applications.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { Application } from "../application-schemas.ts";
import { applicantApi } from "../auth/applicant-api.ts";
import { useAuth } from "../auth/auth-context.tsx";

/**
 * The signed-in applicant's applications by job id; empty while signed out or
 * loading (the pages render on the server without a session, and offer Apply
 * until the session says otherwise). One application per job: the server
 * refuses a second one.
 */
export function useApplicationsByJob(): ReadonlyMap<string, Application> {
  const { applicant } = useAuth();
  const applicantId = applicant?.id;
  const [byJob, setByJob] = useState<ReadonlyMap<string, Application>>(new Map());
  useEffect(() => {
    setByJob(new Map());
    if (!applicantId) return;
    const controller = new AbortController();
    applicantApi.applications(controller.signal).then((response) => {
      if (response.ok) setByJob(new Map(response.data.data.map((application) => [application.job.id, application])));
    });
    return () => controller.abort();
  }, [applicantId]);
  return byJob;
}

/** "Applied 3 March 2026 · Active", with the way to My Applications: shown instead of Apply. */
export function AppliedNotice({ application, compact = false }: { application: Application; compact?: boolean }) {
  const facts = (
    <>
      <span className="font-bold">Applied</span>{" "}
      <time dateTime={application.submittedAt}>{formatDate(application.submittedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, status: </span>
      {applicationStatusLabel[application.status]}
    </>
  );
  if (compact) {
    return (
      <p className="mt-1 text-sm">
        <span className="rounded-full bg-ink px-1 py-0.25 text-white">{facts}</span>{" "}
        <Link to="/careers/jobs/applications" className="font-semibold underline underline-offset-4">
          My Applications
        </Link>
      </p>
    );
  }
  return (
    <div role="status" className="rounded-lg border-2 border-ink bg-signal-soft p-2">
      <p>{facts}</p>
      <p className="mt-0.5">
        <Link to="/careers/jobs/applications" className="font-semibold underline underline-offset-4">
          See it in My Applications
        </Link>
      </p>
    </div>
  );
}
