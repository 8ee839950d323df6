import { type FormEvent, type ReactNode, useId, useState } from "react";
import { CheckboxField, TextField } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import type { Client } from "#app/lib/api-client.ts";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

// The lists a job is filed under (routes/admin/departments-and-locations.tsx):
// each as a table with a form that adds to it. A failed add shows each problem
// under its field; the line under the button says how it went.

type Department = { id: string; name: string; description: string | null; jobs: number };
type Location = { id: string; name: string; city: string | null; region: string | null } & {
  countryCode: string;
  countryName: string;
  remote: boolean;
};
export type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The space after a column: narrow on a phone, so a list of three or four columns fits its width. */
const gutter = "pr-1 sm:pr-2";

/** A short list shown whole; the first column is the row's name. */
export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  className = "max-w-3xl",
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  /** The table's width limit. */
  className?: string;
}) {
  const cellClass = (column: Column<T>, index: number) =>
    `py-0.5 ${column.numeric ? "text-right" : gutter} ${index === 0 ? "font-semibold" : ""}`;
  return (
    <table className={`mt-1 w-full border-collapse text-left ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-black/30">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={`py-0.5 ${column.numeric ? "text-right" : gutter}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-black/10">
            {columns.map((column, index) => (
              <td key={column.header} className={cellClass(column, index)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A form that posts its fields to an hr endpoint (the lists reload after a success), with
 * its button and the line saying how it went. `children` renders the fields from `field(name)`.
 */
function AddForm({
  label,
  call,
  children,
}: {
  label: string;
  /** The typed call that adds what the form holds. */
  call: (client: Client, form: FormData) => Promise<unknown>;
  children: (field: (name: string) => { id: string; name: string; error: string | undefined }) => ReactNode;
}) {
  const client = useStaffClient();
  const add = useMutation((form: FormData) => sendAsStaff(call(client, form)), { revalidate: true });
  const [added, setAdded] = useState(false);
  const prefix = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setAdded(false);
    const result = await add.run(new FormData(formElement));
    if (result.ok) {
      formElement.reset();
      setAdded(true);
    }
  }
  const outcome = add.error
    ? Object.keys(add.fieldErrors).length > 0
      ? `${label} not added: check the fields marked above.`
      : add.error
    : added
      ? `${label} added.`
      : "";
  return (
    <form className="mt-1 grid max-w-3xl gap-1.5 sm:grid-cols-2" onSubmit={submit} noValidate>
      {children((name) => ({ id: `${prefix}-${name}`, name, error: add.fieldErrors[name]?.[0] }))}
      <div className="sm:col-span-2">
        <button type="submit" aria-disabled={add.busy || undefined} className={primaryButtonClass}>
          Add {label.toLowerCase()}
        </button>
        <p role="status" className={`mt-1 font-semibold ${add.error ? "text-red-800" : "text-green-800"}`}>
          {outcome}
        </p>
      </div>
    </form>
  );
}

/** A list a job is filed under, titled `title`, with a form below that adds one `label`. */
function FilingList<T extends { id: string }>({
  id,
  title,
  caption,
  rows,
  columns,
  label,
  call,
  children,
}: {
  id: string;
  title: string;
  caption: string;
  rows: T[];
  columns: Column<T>[];
} & Parameters<typeof AddForm>[0]) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      <ListTable caption={caption} rows={rows} columns={columns} />
      <h3 className="mt-2 text-xl font-semibold">Add a {label.toLowerCase()}</h3>
      <AddForm label={label} call={call}>
        {children}
      </AddForm>
    </section>
  );
}

/** The departments with their number of jobs, and a form that adds one. */
export function DepartmentsSection({ departments }: { departments: Department[] }) {
  return (
    <FilingList
      id="departments"
      title="Departments"
      caption="Departments, with their number of jobs"
      rows={departments}
      columns={[
        { header: "Name", cell: (row) => row.name },
        { header: "Description", cell: (row) => row.description || "—" },
        { header: "Jobs", cell: (row) => row.jobs, numeric: true },
      ]}
      label="Department"
      call={(client, form) =>
        client.api.admin.departments.$post({
          json: { name: text(form, "name"), description: text(form, "description") },
        })
      }
    >
      {(field) => (
        <>
          <TextField {...field("name")} label="Name" required />
          <TextField {...field("description")} label="Description" optional />
        </>
      )}
    </FilingList>
  );
}

/** The locations with their country, and a form that adds one. */
export function LocationsSection({ locations }: { locations: Location[] }) {
  return (
    <FilingList
      id="locations"
      title="Locations"
      caption="Locations jobs can be filed under"
      rows={locations}
      columns={[
        { header: "Name", cell: (row) => row.name },
        { header: "City and region", cell: (row) => [row.city, row.region].filter(Boolean).join(", ") || "—" },
        { header: "Country", cell: (row) => `${row.countryName} (${row.countryCode})` },
        { header: "Remote", cell: (row) => (row.remote ? "Yes" : "No") },
      ]}
      label="Location"
      call={(client, form) =>
        client.api.admin.locations.$post({
          json: {
            name: text(form, "name"),
            city: text(form, "city"),
            region: text(form, "region"),
            countryCode: text(form, "countryCode"),
            countryName: text(form, "countryName"),
            remote: form.get("remote") === "on",
          },
        })
      }
    >
      {(field) => (
        <>
          <TextField {...field("name")} label="Name" hint="As applicants see it, e.g. Pune, India" required />
          <TextField {...field("city")} label="City" optional />
          <TextField {...field("region")} label="State or region" optional />
          <TextField {...field("countryCode")} label="Country code" hint="Two letters, e.g. IN, TZ, AE" required />
          <TextField {...field("countryName")} label="Country" required />
          <CheckboxField {...field("remote")} label="Remote within this country" className="self-end font-semibold" />
        </>
      )}
    </FilingList>
  );
}
