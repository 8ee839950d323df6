import { type FormEvent, useId, useState } from "react";
import { CheckboxField, TextField } from "../../../components/ui/form-fields.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { type Mutation, useMutation } from "../../../components/ui/use-mutation.ts";
import { useAdmin } from "../admin-client.ts";
import { staffRequest } from "../staff-client.ts";

// The lists a job is filed under (routes/admin/departments-and-locations.tsx):
// each as a table with a form that adds to it. A failed add shows each problem
// under its field; the line under the button says how it went.

type Department = { id: string; name: string; description: string | null; jobs: number };
type Location = {
  id: string;
  name: string;
  city: string | null;
  region: string | null;
  countryCode: string;
  countryName: string;
  remote: boolean;
};

/** Posts a form's fields to an hr endpoint; the lists reload after a success. */
function useAdd(path: string) {
  const { csrfToken } = useAdmin();
  return useMutation((json: Record<string, unknown>) => staffRequest(path, { method: "POST", json, csrfToken }), {
    revalidate: true,
  });
}

function useAddForm(path: string, label: string, toJson: (form: FormData) => Record<string, unknown>) {
  const add = useAdd(path);
  const [added, setAdded] = useState(false);
  const prefix = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setAdded(false);
    const result = await add.run(toJson(new FormData(formElement)));
    if (result.ok) {
      formElement.reset();
      setAdded(true);
    }
  }
  const field = (name: string) => ({ id: `${prefix}-${name}`, name, error: add.fieldErrors[name]?.[0] });
  return { add, submit, field, outcome: outcomeText(add, added, label) };
}

function outcomeText(add: Mutation<Record<string, unknown>, unknown>, added: boolean, label: string): string {
  if (add.error) {
    return Object.keys(add.fieldErrors).length > 0 ? `${label} not added: check the fields marked above.` : add.error;
  }
  return added ? `${label} added.` : "";
}

function Outcome({ text, ok }: { text: string; ok: boolean }) {
  return (
    <p role="status" className={`mt-1 font-semibold ${ok ? "text-green-800" : "text-red-800"}`}>
      {text}
    </p>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const headClass = "py-0.5 pr-2";

/** The departments with their number of jobs, and a form that adds one. */
export function DepartmentsSection({ departments }: { departments: Department[] }) {
  const form = useAddForm("/api/admin/departments", "Department", (data) => ({
    name: text(data, "name"),
    description: text(data, "description"),
  }));
  return (
    <section aria-labelledby="departments-title" className="mt-4">
      <h2 id="departments-title" className="text-2xl font-semibold">
        Departments
      </h2>
      <table className="mt-1 w-full max-w-3xl border-collapse text-left">
        <caption className="sr-only">Departments, with their number of jobs</caption>
        <thead>
          <tr className="border-b border-black/30">
            <th scope="col" className={headClass}>
              Name
            </th>
            <th scope="col" className={headClass}>
              Description
            </th>
            <th scope="col" className="py-0.5 text-right">
              Jobs
            </th>
          </tr>
        </thead>
        <tbody>
          {departments.map((row) => (
            <tr key={row.id} className="border-b border-black/10">
              <td className={`${headClass} font-semibold`}>{row.name}</td>
              <td className={headClass}>{row.description || "—"}</td>
              <td className="py-0.5 text-right">{row.jobs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-2 text-xl font-semibold">Add a department</h3>
      <form className="mt-1 grid max-w-3xl gap-1.5 sm:grid-cols-2" onSubmit={form.submit} noValidate>
        <TextField {...form.field("name")} label="Name" required />
        <TextField {...form.field("description")} label="Description" optional />
        <div className="sm:col-span-2">
          <button type="submit" aria-disabled={form.add.busy || undefined} className={primaryButtonClass}>
            Add department
          </button>
          <Outcome text={form.outcome} ok={!form.add.error} />
        </div>
      </form>
    </section>
  );
}

/** The locations with their country, and a form that adds one. */
export function LocationsSection({ locations }: { locations: Location[] }) {
  const form = useAddForm("/api/admin/locations", "Location", (data) => ({
    name: text(data, "name"),
    city: text(data, "city"),
    region: text(data, "region"),
    countryCode: text(data, "countryCode"),
    countryName: text(data, "countryName"),
    remote: data.get("remote") === "on",
  }));
  return (
    <section aria-labelledby="locations-title" className="mt-4">
      <h2 id="locations-title" className="text-2xl font-semibold">
        Locations
      </h2>
      <table className="mt-1 w-full max-w-3xl border-collapse text-left">
        <caption className="sr-only">Locations jobs can be filed under</caption>
        <thead>
          <tr className="border-b border-black/30">
            <th scope="col" className={headClass}>
              Name
            </th>
            <th scope="col" className={headClass}>
              City and region
            </th>
            <th scope="col" className={headClass}>
              Country
            </th>
            <th scope="col" className="py-0.5">
              Remote
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.map((row) => (
            <tr key={row.id} className="border-b border-black/10">
              <td className={`${headClass} font-semibold`}>{row.name}</td>
              <td className={headClass}>{[row.city, row.region].filter(Boolean).join(", ") || "—"}</td>
              <td className={headClass}>
                {row.countryName} ({row.countryCode})
              </td>
              <td className="py-0.5">{row.remote ? "Yes" : "No"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-2 text-xl font-semibold">Add a location</h3>
      <form className="mt-1 grid max-w-3xl gap-1.5 sm:grid-cols-2" onSubmit={form.submit} noValidate>
        <TextField {...form.field("name")} label="Name" hint="As applicants see it, e.g. Pune, India" required />
        <TextField {...form.field("city")} label="City" optional />
        <TextField {...form.field("region")} label="State or region" optional />
        <TextField {...form.field("countryCode")} label="Country code" hint="Two letters, e.g. IN, TZ, AE" required />
        <TextField {...form.field("countryName")} label="Country" required />
        <CheckboxField
          {...form.field("remote")}
          label="Remote within this country"
          className="self-end font-semibold"
        />
        <div className="sm:col-span-2">
          <button type="submit" aria-disabled={form.add.busy || undefined} className={primaryButtonClass}>
            Add location
          </button>
          <Outcome text={form.outcome} ok={!form.add.error} />
        </div>
      </form>
    </section>
  );
}
