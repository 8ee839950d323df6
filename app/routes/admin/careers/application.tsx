import { data, Link } from "react-router";
import {
  ApplicationNotesPanel,
  ApplicationRecord,
  ApplicationStagePanel,
} from "#app/features/admin/careers/application-panels.tsx";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { StaffChangeOutcome, useStaffChange } from "#app/features/admin/use-staff-change.tsx";
import { getAdminApplication } from "#app/features/careers/applications-admin.server.ts";
import { brand } from "#app/lib/brand.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/application";

// /admin/applications/:id: the applicant, their answers and cover letter, the
// résumé, the stage history with who moved it, the move-stage control and
// private notes (never shown to the applicant).

const fieldIds = { stage: "move-stage", note: "move-note", body: "note-body" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "careers");
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
  const change = useStaffChange();
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
      <StaffChangeOutcome id="application-errors" change={change} fieldIds={fieldIds} />
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
