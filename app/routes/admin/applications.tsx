import type { ColumnDef } from "@tanstack/react-table";
import { useRef, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import {
  applicationStatuses,
  applicationViewStages,
  pipelineStageLabel,
  staffStatusLabel,
} from "../../domain/applications.ts";
import { AdminApiError, adminFetch, useAdmin } from "../../features/admin/admin-client.ts";
import { DataTable } from "../../features/admin/components/data-table.tsx";
import { buttonClass, inputClass, secondaryButtonClass } from "../../features/admin/components/hr-fields.tsx";
import { parseSort, useListParams } from "../../features/admin/list-params.ts";
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
  const { csrfToken } = useAdmin();
  const { revalidate } = useRevalidator();
  const { params, setPage, setSort } = useListParams();
  const sort = parseSort(params.get("sort"), applicationSorts, { id: "submittedAt", desc: true });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notify, setNotify] = useState(true);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);

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

  async function rejectSelected() {
    if (selected.size === 0) return;
    setBusy(true);
    try {
      const body = await adminFetch<{ data: { rejected: string[]; skipped: string[] } }>(
        "/api/admin/applications/bulk-reject",
        { method: "POST", csrfToken, json: { ids: [...selected], notifyApplicant: notify } },
      );
      const { rejected, skipped } = body.data;
      setMessage({
        ok: true,
        text: `Rejected ${rejected.length} application${rejected.length === 1 ? "" : "s"}${notify ? " and emailed the applicants" : ""}.${skipped.length > 0 ? ` ${skipped.length} skipped (no longer in the pipeline).` : ""}`,
      });
      setSelected(new Set());
      await revalidate();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof AdminApiError ? error.message : "Something went wrong." });
    } finally {
      setBusy(false);
      messageRef.current?.focus();
    }
  }

  return (
    <div>
      <h1 className="text-3xl font-bold">Applications</h1>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Filter applications">
        <div className="flex flex-col">
          <label htmlFor="apps-job" className="text-sm font-semibold">
            Job
          </label>
          <select id="apps-job" name="jobId" defaultValue={query.jobId ?? ""} className={inputClass}>
            <option value="">All jobs</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title} ({job.status})
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col">
          <label htmlFor="apps-stage" className="text-sm font-semibold">
            Stage
          </label>
          <select id="apps-stage" name="stage" defaultValue={query.stage ?? ""} className={inputClass}>
            <option value="">Any stage</option>
            {applicationViewStages.map((stage) => (
              <option key={stage} value={stage}>
                {pipelineStageLabel[stage]} ({counts[stage]})
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col">
          <label htmlFor="apps-status" className="text-sm font-semibold">
            Status
          </label>
          <select id="apps-status" name="status" defaultValue={query.status ?? ""} className={inputClass}>
            <option value="">Any status</option>
            {applicationStatuses.map((status) => (
              <option key={status} value={status}>
                {staffStatusLabel[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col">
          <label htmlFor="apps-q" className="text-sm font-semibold">
            Name or email
          </label>
          <input id="apps-q" name="q" type="search" defaultValue={query.q ?? ""} className={inputClass} />
        </div>
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
        <div className="flex items-center gap-0.5">
          <input
            id="bulk-notify"
            type="checkbox"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <label htmlFor="bulk-notify">Email the applicants</label>
        </div>
        <button type="button" className={buttonClass} disabled={busy || selected.size === 0} onClick={rejectSelected}>
          Reject selected
        </button>
      </section>
      <div
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={`mt-1 font-semibold ${message?.ok === false ? "text-red-800" : ""}`}
      >
        {message?.text}
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
