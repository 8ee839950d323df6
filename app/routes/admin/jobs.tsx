import type { ColumnDef } from "@tanstack/react-table";
import { Form, Link } from "react-router";
import { TextField } from "../../components/ui/form-fields.tsx";
import { primaryButtonClass } from "../../components/ui/form-styles.ts";
import { jobStatuses, jobStatusLabel } from "../../domain/jobs.ts";
import { DataTable } from "../../features/admin/components/data-table.tsx";
import { FilterSelect } from "../../features/admin/components/filter-actions.tsx";
import { JobStatusBadge } from "../../features/admin/components/job-status-badge.tsx";
import { parseSort, useListParams } from "../../features/admin/list-params.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { adminJobListSchema, jobSorts } from "../../features/careers/hr-schemas.ts";
import { type AdminJobListItem, listAdminJobs, listDepartments } from "../../features/careers/jobs-admin.server.ts";
import { brand } from "../../lib/brand.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/jobs";

// /admin/jobs: every job, drafts included, filtered and sorted by the URL's search params.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "jobs");
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = adminJobListSchema.safeParse(raw);
  const query = parsed.success ? parsed.data : adminJobListSchema.parse({});
  const [result, departments] = await Promise.all([listAdminJobs(services.db, query), listDepartments(services.db)]);
  return { ...result, departments, query };
}

export function meta() {
  return [{ title: `Jobs | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

const columns: ColumnDef<AdminJobListItem, unknown>[] = [
  {
    id: "title",
    header: "Title",
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={`/admin/jobs/${row.original.id}`} className="font-semibold underline">
        {row.original.title}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    enableSorting: true,
    cell: ({ row }) => <JobStatusBadge status={row.original.status} />,
  },
  { id: "department", header: "Department", enableSorting: true, cell: ({ row }) => row.original.department.name },
  { id: "location", header: "Location", cell: ({ row }) => row.original.location.name },
  {
    id: "applications",
    header: "Applications",
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={`/admin/applications?jobId=${row.original.id}`} className="underline">
        {row.original.applications}
        <span className="sr-only"> applications for {row.original.title}</span>
      </Link>
    ),
  },
  {
    id: "validThrough",
    header: "Valid through",
    enableSorting: true,
    cell: ({ row }) => row.original.validThrough ?? "—",
  },
  {
    id: "createdAt",
    header: "Created",
    enableSorting: true,
    cell: ({ row }) => row.original.createdAt.slice(0, 10),
  },
];

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { data, meta: pageMeta, departments, query } = loaderData;
  const { params, setPage, setSort } = useListParams();
  const sort = parseSort(params.get("sort"), jobSorts, { id: "createdAt", desc: true });
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">Jobs</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/jobs/departments-and-locations" className="font-semibold underline">
            Departments and locations
          </Link>
          <Link to="/admin/jobs/new" className={primaryButtonClass}>
            New job
          </Link>
        </div>
      </div>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Filter jobs">
        <TextField
          id="jobs-q"
          label="Search titles"
          className="w-auto"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
        />
        <FilterSelect
          id="jobs-status"
          label="Status"
          name="status"
          value={query.status}
          anyLabel="Any status"
          options={jobStatuses.map((status) => [status, jobStatusLabel[status]] as const)}
        />
        <FilterSelect
          id="jobs-department"
          label="Department"
          name="department"
          value={query.department}
          anyLabel="Any department"
          options={departments.map((department) => [department.slug, department.name] as const)}
        />
        {params.get("sort") ? <input type="hidden" name="sort" value={params.get("sort") ?? ""} /> : null}
        <button type="submit" className="rounded-md border border-ink px-2 py-0.5 font-semibold">
          Filter
        </button>
      </Form>
      <div className="mt-3">
        <DataTable
          caption="Jobs"
          columns={columns}
          rows={data}
          getRowId={(row) => row.id}
          sort={sort}
          onSortChange={setSort}
          page={pageMeta.page}
          pageCount={Math.ceil(pageMeta.total / pageMeta.pageSize)}
          total={pageMeta.total}
          onPageChange={setPage}
          emptyMessage="No jobs match these filters."
        />
      </div>
    </div>
  );
}
