import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { CheckboxField, SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { pipelineStageLabel } from "#app/domain/applications.ts";
import type { AdminApplicationListItem } from "#app/features/careers/applications-admin.server.ts";
import type { Page } from "#app/lib/list-query.ts";
import type { DataTableSort } from "../components/data-table.tsx";
import { ListTable, recordLinkColumn } from "../components/list-page.tsx";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

// The applications list (routes/admin/applications.tsx): a page of applications
// with a checkbox each, and the bar that rejects the selected ones at once.

/** The bulk-reject bar and the table; the selection is kept across the page's reloads. */
export function ApplicationsTable({ list, sort }: { list: Page<AdminApplicationListItem>; sort: DataTableSort }) {
  const { data } = list;
  const client = useStaffClient();
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
    recordLinkColumn("name", "Applicant", (application) => ({
      to: `/admin/applications/${application.id}`,
      text: application.applicant.name,
    })),
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
    <>
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
      <ListTable
        caption="Applications"
        columns={columns}
        list={list}
        sort={sort}
        emptyMessage="No applications match these filters."
      />
    </>
  );
}
