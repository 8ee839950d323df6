import { secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { applicationViewStages, pipelineStageLabel } from "#app/domain/applications.ts";
import { ApplicationsTable } from "#app/features/admin/careers/application-list.tsx";
import { FilterSearch, FilterSelect } from "#app/features/admin/components/filter-actions.tsx";
import { ListFilterForm } from "#app/features/admin/components/list-page.tsx";
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

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { counts, jobs, query } = loaderData;
  const sort = parseSort(query.sort ?? null, applicationSorts, { id: "submittedAt", desc: true });
  return (
    <div>
      <h1 className="text-3xl font-bold">Applications</h1>
      <ListFilterForm label="Filter applications" className="mt-3 flex flex-wrap items-end gap-2">
        <FilterSelect
          id="apps-job"
          label="Job"
          name="jobId"
          value={query.jobId}
          anyLabel="All jobs"
          options={jobs.map((job) => [job.id, `${job.title} (${job.status})`] as const)}
        />
        <FilterSelect
          id="apps-stage"
          label="Stage"
          name="stage"
          value={query.stage}
          anyLabel="Any stage"
          options={applicationViewStages.map(
            (stage) => [stage, `${pipelineStageLabel[stage]} (${counts[stage]})`] as const,
          )}
        />
        <FilterSelect
          id="apps-status"
          label="Status"
          name="status"
          value={query.status}
          anyLabel="Any status"
          options={[
            ["active", "Active"],
            ["hired", "Hired"],
            ["rejected", "Rejected"],
            ["withdrawn", "Withdrawn"],
          ]}
        />
        <FilterSearch id="apps-q" label="Name or email" value={query.q} />
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </ListFilterForm>
      <ApplicationsTable list={loaderData} sort={sort} />
    </div>
  );
}
