import { useState } from "react";
import { data, Link } from "react-router";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { SuccessMessage } from "../../components/ui/form-fields.tsx";
import { useMutation } from "../../components/ui/use-mutation.ts";
import { useAdmin } from "../../features/admin/admin-client.ts";
import {
  type ApplicationChange,
  ApplicationNotesPanel,
  ApplicationRecord,
  ApplicationStagePanel,
} from "../../features/admin/components/application-panels.tsx";
import { getAdminApplication } from "../../features/admin/hr-applications.server.ts";
import { staffRequest } from "../../features/admin/staff-client.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { brand } from "../../lib/brand.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/application";

// /admin/applications/:id: the applicant, their answers and cover letter, the
// résumé, the stage history with who moved it, the move-stage control and
// private notes (never shown to the applicant).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "applications");
  const application = await getAdminApplication(services.db, params.id);
  if (!application) throw data({ message: "This application does not exist." }, { status: 404 });
  return { application };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.application
    ? `${loaderData.application.applicant.name}, ${loaderData.application.job.title}`
    : "Application";
  return [{ title: `${name} | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminApplication({ loaderData }: Route.ComponentProps) {
  const { application } = loaderData;
  const { csrfToken } = useAdmin();
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation(
    (input: ApplicationChange) => staffRequest(input.path, { method: "POST", json: input.json, csrfToken }),
    { revalidate: true, onSuccess: (_, input) => setDone(input.done) },
  );
  return (
    <div>
      <p>
        <Link to={`/admin/applications?jobId=${application.job.id}`} className="underline">
          Back to applications for {application.job.title}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{application.applicant.name}</h1>
      <p className="text-muted">
        for{" "}
        <Link to={`/admin/jobs/${application.job.id}`} className="underline">
          {application.job.title}
        </Link>
      </p>
      <div className="mt-1 space-y-1">
        <ErrorSummary
          id="application-errors"
          message={change.error}
          fieldErrors={change.fieldErrors}
          fieldIds={{ stage: "move-stage", note: "move-note", body: "note-body" }}
          focusKey={change.failures}
        />
        {done && !change.error ? <SuccessMessage>{done}</SuccessMessage> : null}
      </div>
      <div className="mt-2 grid gap-3 lg:grid-cols-3">
        <ApplicationRecord application={application} />
        <div>
          <ApplicationStagePanel application={application} change={change} />
          <ApplicationNotesPanel application={application} change={change} />
        </div>
      </div>
    </div>
  );
}
