import { useAdmin } from "#app/features/admin/admin-session.ts";
import { DataTable } from "#app/features/admin/components/data-table.tsx";
import { parseSort, useListParams } from "#app/features/admin/list-params.ts";
import { AddStaffForm, newStaffFieldIds, staffColumns } from "#app/features/admin/staff/staff-forms.tsx";
import { listStaff } from "#app/features/admin/staff.server.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { StaffChangeOutcome, useStaffChange } from "#app/features/admin/use-staff-change.tsx";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/staff";

const PAGE_SIZE = 25;
const sortable = ["name", "email", "role"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "staff");
  const params = new URL(request.url).searchParams;
  const sort = parseSort(params.get("sort"), sortable, { id: "name", desc: false });
  const key = sort.id as (typeof sortable)[number];
  const all = (await listStaff(services.db)).sort((a, b) => a[key].localeCompare(b[key]) * (sort.desc ? -1 : 1));
  const pageCount = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { rows: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: all.length, page, pageCount, sort };
}

export function meta() {
  return [{ title: "Staff | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const { staff: me } = useAdmin();
  const list = useListParams();
  const change = useStaffChange();
  return (
    <>
      <h1 className="text-3xl font-bold">Staff</h1>
      <StaffChangeOutcome id="staff-errors" change={change} fieldIds={newStaffFieldIds} />
      <DataTable
        caption="Staff accounts"
        columns={staffColumns(me, change)}
        rows={loaderData.rows}
        getRowId={(row) => row.id}
        sort={loaderData.sort}
        onSortChange={list.setSort}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        total={loaderData.total}
        onPageChange={list.setPage}
        emptyMessage="No staff accounts yet."
      />
      <h2 className="mt-4 text-xl font-semibold">Add a staff member</h2>
      <AddStaffForm add={change} />
    </>
  );
}
