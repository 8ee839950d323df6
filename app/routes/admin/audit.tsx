import type { ColumnDef } from "@tanstack/react-table";
import { Form } from "react-router";
import { TextField } from "../../components/ui/form-fields.tsx";
import { primaryButtonClass } from "../../components/ui/form-styles.ts";
import { type AuditEntry, auditFilterOptions, listAudit } from "../../features/admin/audit.server.ts";
import { DataTable } from "../../features/admin/components/data-table.tsx";
import { FilterSelect } from "../../features/admin/components/filter-actions.tsx";
import { useListParams } from "../../features/admin/list-params.ts";
import { auditQuerySchema } from "../../features/admin/schemas.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "audit");
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = auditQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : auditQuerySchema.parse({});
  const result = await listAudit(services.db, query);
  return { ...result, query, filters: await auditFilterOptions(services.db), invalid: !parsed.success };
}

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { id: "at", header: "When", cell: ({ row }) => formatDateTime(row.original.at) },
  { id: "who", header: "Who", cell: ({ row }) => row.original.staffEmail ?? "Unknown (not signed in)" },
  { id: "action", accessorKey: "action", header: "Action" },
  {
    id: "entity",
    header: "Entity",
    cell: ({ row }) =>
      `${row.original.entityType}${row.original.entityId ? ` ${row.original.entityId.slice(0, 8)}` : ""}`,
  },
  { id: "before", header: "Before", cell: ({ row }) => <Change value={row.original.before} /> },
  { id: "after", header: "After", cell: ({ row }) => <Change value={row.original.after} /> },
  { id: "ip", header: "IP", cell: ({ row }) => row.original.ip ?? "—" },
];

export function meta() {
  return [{ title: "Audit log | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { data, meta, query, filters } = loaderData;
  const list = useListParams();
  const pageCount = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  return (
    <>
      <h1 className="text-3xl font-bold">Audit log</h1>
      {loaderData.invalid ? (
        <p role="alert" className="mt-1 font-semibold text-[#a30000]">
          Some filters were not valid and were ignored.
        </p>
      ) : null}
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-1.5" aria-label="Filter the audit log">
        <FilterSelect id="audit-action" label="Action" name="action" value={query.action} options={filters.actions} />
        <FilterSelect
          id="audit-entity"
          label="Entity type"
          name="entityType"
          value={query.entityType}
          options={filters.entityTypes}
        />
        <TextField
          id="audit-from"
          label="From"
          className="w-auto"
          name="from"
          type="date"
          defaultValue={query.from ?? ""}
        />
        <TextField id="audit-to" label="To" className="w-auto" name="to" type="date" defaultValue={query.to ?? ""} />
        {query.staffId ? <input type="hidden" name="staffId" value={query.staffId} /> : null}
        <button type="submit" className={primaryButtonClass}>
          Apply filters
        </button>
      </Form>
      <div className="mt-2">
        <DataTable
          caption="Audit entries, newest first"
          columns={columns}
          rows={data}
          getRowId={(row) => row.id}
          page={meta.page}
          pageCount={pageCount}
          total={meta.total}
          onPageChange={list.setPage}
          emptyMessage="No entries match these filters."
        />
      </div>
    </>
  );
}

function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">—</span>;
  return <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap text-xs">{JSON.stringify(value, null, 2)}</pre>;
}
