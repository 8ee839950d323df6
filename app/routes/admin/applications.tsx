import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Form, Link } from "react-router";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { CheckboxField, SuccessMessage, TextField } from "../../components/ui/form-fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/ui/form-styles.ts";
import { useMutation } from "../../components/ui/use-mutation.ts";
import { applicationViewStages, pipelineStageLabel } from "../../domain/applications.ts";
import { DataTable } from "../../features/admin/components/data-table.tsx";
import { FilterSelect } from "../../features/admin/components/filter-actions.tsx";
import { parseSort, useListParams } from "../../features/admin/list-params.ts";
import { sendAsStaff, useStaffClient } from "../../features/admin/staff-client.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import {
  type AdminApplicationListItem,
  listAdminApplications,
  stageCounts,
} from "../../features/careers/applications-admin.server.ts";
import { adminApplicationListSchema, applicationSorts } from "../../features/careers/hr-schemas.ts";
import { jobOptions } from "../../features/careers/jobs-admin.server.ts";
import { brand } from "../../lib/brand.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/applications";

// /admin/applications: applications across jobs (or one job with ?jobId=),
// filtered by stage and searched by name or email; select several to reject.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "applications");
  const parsed = adminApplicationListSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : adminApplicationListSchema.parse({});
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
  const { data, meta: pageMeta, counts, jobs, query } = loaderData;
  const client = useStaffClient();
  const { params, setPage, setSort } = useListParams();
  const sort = parseSort(params.get("sort"), applicationSorts, { id: "submittedAt", desc: true });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notify, setNotify] = useState(true);
  const reject = useMutation(
    (input: { ids: string[]; notifyApplicant: boolean }) =>
      sendAsStaff(client.api.admin.applications["bulk-reject"].$post({ json: input })),
    { revalidate: true, onSuccess: () => setSelected(new Set()) },
  );

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = data.length > 0 && data.every((row) => selected.has(row.id));

  const columns: ColumnDef<AdminApplicationListItem, unknown>[] = [
    {
      id: "select",
      header: () => (
        <input
          type="checkbox"
          aria-label="Select every application on this page"
          checked={allOnPage}
          onChange={(event) => setSelected(event.target.checked ? new Set(data.map((row) => row.id)) : new Set())}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select ${row.original.applicant.name}, ${row.original.job.title}`}
          checked={selected.has(row.original.id)}
          onChange={(event) => toggle(row.original.id, event.target.checked)}
        />
      ),
    },
    {
      id: "name",
      header: "Applicant",
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={`/admin/applications/${row.original.id}`} className="font-semibold underline">
          {row.original.applicant.name}
        </Link>
      ),
    },
    { id: "email", header: "Email", cell: ({ row }) => row.original.applicant.email },
    { id: "job", header: "Job", enableSorting: true, cell: ({ row }) => row.original.job.title },
    { id: "stage", header: "Stage", enableSorting: true, cell: ({ row }) => pipelineStageLabel[row.original.stage] },
    {
      id: "submittedAt",
      header: "Applied",
      enableSorting: true,
      cell: ({ row }) => row.original.submittedAt.slice(0, 10),
    },
  ];

  const rejected = reject.data?.data;
  const rejectedText = rejected
    ? `Rejected ${rejected.rejected.length} application${rejected.rejected.length === 1 ? "" : "s"}${notify ? " and emailed the applicants" : ""}.${rejected.skipped.length > 0 ? ` ${rejected.skipped.length} skipped (no longer in the pipeline).` : ""}`
    : null;

  return (
    <div>
      <h1 className="text-3xl font-bold">Applications</h1>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Filter applications">
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
        <TextField
          id="apps-q"
          label="Name or email"
          className="w-auto"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
        />
        {params.get("sort") ? <input type="hidden" name="sort" value={params.get("sort") ?? ""} /> : null}
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>

      <section
        aria-labelledby="bulk-heading"
        className="mt-3 flex flex-wrap items-center gap-2 rounded border border-black/20 bg-white p-1.5"
      >
        <h2 id="bulk-heading" className="font-semibold">
          {selected.size} selected
        </h2>
        <CheckboxField
          id="bulk-notify"
          label="Email the applicants"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
        <button
          type="button"
          className={primaryButtonClass}
          aria-disabled={reject.busy || undefined}
          disabled={selected.size === 0}
          onClick={() => reject.run({ ids: [...selected], notifyApplicant: notify })}
        >
          Reject selected
        </button>
      </section>
      <div className="mt-1 space-y-1">
        <ErrorSummary id="reject-errors" message={reject.error} fieldErrors={{}} focusKey={reject.failures} />
        {rejectedText && !reject.error ? <SuccessMessage>{rejectedText}</SuccessMessage> : null}
      </div>

      <div className="mt-2">
        <DataTable
          caption="Applications"
          columns={columns}
          rows={data}
          getRowId={(row) => row.id}
          sort={sort}
          onSortChange={setSort}
          page={pageMeta.page}
          pageCount={Math.ceil(pageMeta.total / pageMeta.pageSize)}
          total={pageMeta.total}
          onPageChange={setPage}
          emptyMessage="No applications match these filters."
        />
      </div>
    </div>
  );
}
