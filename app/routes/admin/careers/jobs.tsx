import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { jobStatuses, jobStatusLabel } from "#app/domain/jobs.ts";
import { JobStatusBadge } from "#app/features/admin/careers/job-status-badge.tsx";
import { labelledOptions } from "#app/features/admin/components/filter-actions.tsx";
import { ListPage, NewRecordLink, newestFirst, recordLinkColumn } from "#app/features/admin/components/list-page.tsx";
import { parseSort } from "#app/features/admin/list-params.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { adminJobListSchema, jobSorts } from "#app/features/careers/careers-admin-schemas.ts";
import { type AdminJobListItem, listAdminJobs, listDepartments } from "#app/features/careers/jobs-admin.server.ts";
import { brand } from "#app/lib/brand.ts";
import { listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/jobs";

// /admin/jobs: every job, drafts included, filtered and sorted by the URL's search params.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "careers");
  const { query } = listQueryOf(adminJobListSchema, request);
  const [result, departments] = await Promise.all([listAdminJobs(services.db, query), listDepartments(services.db)]);
  return { ...result, departments, query };
}

export function meta() {
  return [{ title: `Jobs | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

const columns: ColumnDef<AdminJobListItem, unknown>[] = [
  recordLinkColumn("title", "Title", (job) => ({ to: `/admin/jobs/${job.id}`, text: job.title })),
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
  const { departments, query } = loaderData;
  const sort = parseSort(query.sort ?? null, jobSorts, newestFirst);
  return (
    <ListPage
      title="Jobs"
      headingClassName="flex flex-wrap items-center justify-between gap-2"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/jobs/departments-and-locations" className="font-semibold underline">
            Departments and locations
          </Link>
          <NewRecordLink to="/admin/jobs/new">New job</NewRecordLink>
        </div>
      }
      filters={{
        label: "Filter jobs",
        className: "mt-3 flex flex-wrap items-end gap-2",
        idPrefix: "jobs",
        query,
        fields: [
          { search: "Search titles" },
          { name: "status", label: "Status", any: "Any status", options: labelledOptions(jobStatuses, jobStatusLabel) },
          {
            name: "department",
            label: "Department",
            any: "Any department",
            options: departments.map((department) => [department.slug, department.name] as const),
          },
        ],
        actions: {
          sort: query.sort ?? "",
          defaultSort: "",
          submit: { label: "Filter", className: "rounded-md border border-ink px-2 py-0.5 font-semibold" },
        },
      }}
      table={{
        caption: "Jobs",
        columns,
        list: loaderData,
        sort,
        emptyMessage: "No jobs match these filters.",
        className: "mt-3",
      }}
    />
  );
}
