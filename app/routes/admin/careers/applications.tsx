import { secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { applicationViewStages, pipelineStageLabel } from "#app/domain/applications.ts";
import { ApplicationsTable } from "#app/features/admin/careers/application-list.tsx";
import { ListPage } from "#app/features/admin/components/list-page.tsx";
import { parseSort } from "#app/features/admin/list-params.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { listAdminApplications, stageCounts } from "#app/features/careers/applications-admin.server.ts";
import { adminApplicationListSchema, applicationSorts } from "#app/features/careers/careers-admin-schemas.ts";
import { jobOptions } from "#app/features/careers/jobs-admin.server.ts";
import { brand } from "#app/lib/brand.ts";
import { listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/applications";

// /admin/applications: applications across jobs (or one job with ?jobId=),
// filtered by stage and searched by name or email; select several to reject.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "careers");
  const { query } = listQueryOf(adminApplicationListSchema, request);
  const [result, counts, jobs] = await Promise.all([
    listAdminApplications(services.db, query),
    stageCounts(services.db, query.jobId),
    jobOptions(services.db),
  ]);
  return { ...result, counts, jobs, query };
}

export function meta() {
  return [{ title: `Applications | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

const statusOptions = [
  ["active", "Active"],
  ["hired", "Hired"],
  ["rejected", "Rejected"],
  ["withdrawn", "Withdrawn"],
] as const;

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { counts, jobs, query } = loaderData;
  const sort = parseSort(query.sort ?? null, applicationSorts, { id: "submittedAt", desc: true });
  const jobChoices = jobs.map((job) => [job.id, `${job.title} (${job.status})`] as const);
  const stageOptions = applicationViewStages.map(
    (stage) => [stage, `${pipelineStageLabel[stage]} (${counts[stage]})`] as const,
  );
  return (
    <ListPage
      title="Applications"
      filters={{
        label: "Filter applications",
        className: "mt-3 flex flex-wrap items-end gap-2",
        idPrefix: "apps",
        query,
        fields: [
          { name: "jobId", id: "apps-job", label: "Job", any: "All jobs", options: jobChoices },
          { name: "stage", label: "Stage", any: "Any stage", options: stageOptions },
          { name: "status", label: "Status", any: "Any status", options: statusOptions },
          { search: "Name or email" },
        ],
        actions: {
          sort: query.sort ?? "",
          defaultSort: "",
          submit: { label: "Filter", className: secondaryButtonClass },
        },
      }}
    >
      <ApplicationsTable list={loaderData} sort={sort} />
    </ListPage>
  );
}
