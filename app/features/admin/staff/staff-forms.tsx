import type { ColumnDef } from "@tanstack/react-table";
import type { FormEvent } from "react";
import { SelectField, TextField } from "#app/components/ui/form-fields.tsx";
import { inputClass, primaryButtonClass, smallSecondaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { roleLabels, type StaffRole, staffRoles } from "#app/domain/staff.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "#app/lib/password-policy.ts";
import type { Staff } from "../roles.ts";
import type { StaffListItem } from "../staff.server.ts";
import type { StaffChangeMutation } from "../use-staff-change.tsx";

// The staff page's pieces (routes/admin/staff.tsx): the table's columns with
// each account's role, enable/disable and password reset, and the form that
// adds an account. Every change goes through the page's one `useStaffChange`.

/** Where the page's error summary links the add form's field errors. */
export const newStaffFieldIds = { name: "new-name", email: "new-email", role: "new-role", password: "new-password" };

const roleOptions = <Options values={staffRoles} label={(role) => roleLabels[role]} />;

/** The staff table's columns; the signed-in member cannot change their own role or disable themselves. */
export function staffColumns(me: Staff, change: StaffChangeMutation): ColumnDef<StaffListItem, unknown>[] {
  const patch = (row: StaffListItem, json: { role?: StaffRole; disabled?: boolean }, done: string) =>
    change.run({ call: (client) => client.api.admin.staff[":id"].$patch({ param: { id: row.id }, json }), done });
  const resetPassword = (row: StaffListItem) => {
    const password = window.prompt(`New password for ${row.email} (at least ${STAFF_PASSWORD_MIN_LENGTH} characters)`);
    if (!password) return;
    change.run({
      call: (client) => client.api.admin.staff[":id"].password.$post({ param: { id: row.id }, json: { password } }),
      done: `Set a new password for ${row.email}; their sessions have ended.`,
    });
  };
  return [
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
              patch(
                row.original,
                { role: event.target.value as StaffRole },
                `Changed the role of ${row.original.email}.`,
              )
            }
            className={`${inputClass} mt-0 w-auto min-w-max py-0.5`}
          >
            {roleOptions}
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
      cell: ({ row }) => (row.original.lastLoginAt ? formatDateTime(row.original.lastLoginAt) : "Never"),
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
              className={smallSecondaryButtonClass}
              aria-disabled={change.busy || undefined}
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
          <button
            type="button"
            className={smallSecondaryButtonClass}
            aria-disabled={change.busy || undefined}
            onClick={() => resetPassword(row.original)}
          >
            Reset password<span className="sr-only"> of {row.original.name}</span>
          </button>
        </div>
      ),
    },
  ];
}

/** Adds a staff account with a role and an initial password; the form empties once it is created. */
export function AddStaffForm({ add }: { add: StaffChangeMutation }) {
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const json = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      role: String(form.get("role") ?? "") as StaffRole,
      password: String(form.get("password") ?? ""),
    };
    const result = await add.run({
      call: (client) => client.api.admin.staff.$post({ json }),
      done: `Created the account for ${json.email}.`,
    });
    if (result.ok) formElement.reset();
  }
  const error = (field: string) => add.fieldErrors[field]?.[0];
  return (
    <form
      onSubmit={submit}
      className="mt-1 grid max-w-2xl gap-1.5 sm:grid-cols-2"
      noValidate
      aria-label="Add a staff member"
    >
      <TextField id="new-name" name="name" label="Full name" required autoComplete="off" error={error("name")} />
      <TextField
        id="new-email"
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={error("email")}
      />
      <SelectField id="new-role" name="role" label="Role" defaultValue={"hr" satisfies StaffRole} error={error("role")}>
        {roleOptions}
      </SelectField>
      <TextField
        id="new-password"
        name="password"
        label="Initial password"
        type="password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters; share it privately.`}
        autoComplete="new-password"
        required
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        error={error("password")}
      />
      <div>
        <button type="submit" aria-disabled={add.busy || undefined} className={primaryButtonClass}>
          Add staff member
        </button>
      </div>
    </form>
  );
}
