import type { ColumnDef } from "@tanstack/react-table";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { type AuditEntry, auditFilterOptions, listAudit } from "#app/features/admin/audit.server.ts";
import { FilterDateRange, FilterSelect } from "#app/features/admin/components/filter-actions.tsx";
import { InvalidFiltersNote, ListFilterForm, ListTable } from "#app/features/admin/components/list-page.tsx";
import { auditQuerySchema } from "#app/features/admin/schemas.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { listQueryOf } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "audit");
  const { query, invalid } = listQueryOf(auditQuerySchema, request);
  const result = await listAudit(services.db, query);
  return { ...result, query, filters: await auditFilterOptions(services.db), invalid };
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
  const { query, filters } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Audit log</h1>
      <InvalidFiltersNote invalid={loaderData.invalid} />
      <ListFilterForm label="Filter the audit log">
        <FilterSelect id="audit-action" label="Action" name="action" value={query.action} options={filters.actions} />
        <FilterSelect
          id="audit-entity"
          label="Entity type"
          name="entityType"
          value={query.entityType}
          options={filters.entityTypes}
        />
        <FilterDateRange idPrefix="audit" from={query.from} to={query.to} />
        {query.staffId ? <input type="hidden" name="staffId" value={query.staffId} /> : null}
        <button type="submit" className={primaryButtonClass}>
          Apply filters
        </button>
      </ListFilterForm>
      <ListTable
        caption="Audit entries, newest first"
        columns={columns}
        list={loaderData}
        emptyMessage="No entries match these filters."
      />
    </>
  );
}

function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">—</span>;
  return <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap text-xs">{JSON.stringify(value, null, 2)}</pre>;
}
