import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { AdminApiError, adminFetch, useAdmin } from "../../features/admin/admin-client.ts";
import { DataTable } from "../../features/admin/components/data-table.tsx";
import { parseSort, useListParams } from "../../features/admin/list-params.ts";
import { roleLabels, type StaffRole, staffRoles } from "../../features/admin/roles.ts";
import { listStaff, type StaffListItem } from "../../features/admin/staff.server.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { pageContext } from "../../lib/page-context.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "../../lib/password-policy.ts";
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

const field = "mt-0.5 w-full rounded-md border border-black/40 bg-white px-1 py-1";
const small = "rounded-md border border-black/40 bg-white px-1 py-0.5 text-sm font-semibold";

export function meta() {
  return [{ title: "Staff | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const { staff: me, csrfToken } = useAdmin();
  const { revalidate } = useRevalidator();
  const list = useListParams();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      setMessage({ ok: true, text: done });
      await revalidate();
      return true;
    } catch (error) {
      setMessage({ ok: false, text: error instanceof AdminApiError ? error.message : "Something went wrong." });
      return false;
    }
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = Object.fromEntries(new FormData(formElement));
    const ok = await run(
      () => adminFetch("/api/admin/staff", { method: "POST", csrfToken, json: form }),
      `Created the account for ${String(form.email)}.`,
    );
    if (ok) formElement.reset();
  }

  const patch = (row: StaffListItem, json: Record<string, unknown>, done: string) =>
    run(() => adminFetch(`/api/admin/staff/${row.id}`, { method: "PATCH", csrfToken, json }), done);

  function resetPassword(row: StaffListItem) {
    const password = window.prompt(`New password for ${row.email} (at least ${STAFF_PASSWORD_MIN_LENGTH} characters)`);
    if (!password) return;
    void run(
      () => adminFetch(`/api/admin/staff/${row.id}/password`, { method: "POST", csrfToken, json: { password } }),
      `Set a new password for ${row.email}; their sessions have ended.`,
    );
  }

  const columns: ColumnDef<StaffListItem, unknown>[] = [
    { id: "name", accessorKey: "name", header: "Name", enableSorting: true },
    { id: "email", accessorKey: "email", header: "Email", enableSorting: true },
    {
      id: "role",
      header: "Role",
      enableSorting: true,
      cell: ({ row }) => (
        <>
          <label htmlFor={`role-${row.original.id}`} className="sr-only">
            Role of {row.original.name}
          </label>
          <select
            id={`role-${row.original.id}`}
            value={row.original.role}
            disabled={row.original.id === me.id}
            onChange={(event) =>
              patch(row.original, { role: event.target.value }, `Changed the role of ${row.original.email}.`)
            }
            className="rounded-md border border-black/40 bg-white px-0.5 py-0.5"
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </>
      ),
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => (row.original.disabled ? "Disabled" : "Active"),
    },
    {
      id: "lastLogin",
      header: "Last sign-in",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.lastLoginAt ? new Date(row.original.lastLoginAt).toLocaleString("en-GB") : "Never",
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-0.5">
          {row.original.id === me.id ? null : (
            <button
              type="button"
              className={small}
              onClick={() =>
                patch(
                  row.original,
                  { disabled: !row.original.disabled },
                  `${row.original.disabled ? "Enabled" : "Disabled"} ${row.original.email}.`,
                )
              }
            >
              {row.original.disabled ? "Enable" : "Disable"}
              <span className="sr-only"> {row.original.name}</span>
            </button>
          )}
          <button type="button" className={small} onClick={() => resetPassword(row.original)}>
            Reset password<span className="sr-only"> of {row.original.name}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <h1 className="text-3xl font-bold">Staff</h1>
      <div role="status" className={`mt-1 min-h-3 font-semibold ${message?.ok ? "" : "text-[#a30000]"}`}>
        {message?.text}
      </div>
      <DataTable
        caption="Staff accounts"
        columns={columns}
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
      <form onSubmit={create} className="mt-1 grid max-w-2xl gap-1.5 sm:grid-cols-2">
        <div>
          <label htmlFor="new-name" className="block font-semibold">
            Full name
          </label>
          <input id="new-name" name="name" required autoComplete="off" className={field} />
        </div>
        <div>
          <label htmlFor="new-email" className="block font-semibold">
            Email
          </label>
          <input id="new-email" name="email" type="email" required autoComplete="off" className={field} />
        </div>
        <div>
          <label htmlFor="new-role" className="block font-semibold">
            Role
          </label>
          <select id="new-role" name="role" defaultValue={"hr" satisfies StaffRole} className={field}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="new-password" className="block font-semibold">
            Initial password
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={STAFF_PASSWORD_MIN_LENGTH}
            aria-describedby="new-password-hint"
            className={field}
          />
          <p id="new-password-hint" className="text-sm text-muted">
            At least {STAFF_PASSWORD_MIN_LENGTH} characters; share it privately.
          </p>
        </div>
        <div>
          <button type="submit" className="rounded-md bg-ink px-2 py-1 font-semibold text-paper">
            Add staff member
          </button>
        </div>
      </form>
    </>
  );
}
