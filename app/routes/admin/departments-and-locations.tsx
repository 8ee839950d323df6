import { type FormEvent, useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { AdminApiError, adminFetch, useAdmin } from "../../features/admin/admin-client.ts";
import { listDepartments, listLocations } from "../../features/admin/hr-jobs.server.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { brand } from "../../lib/brand.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/departments-and-locations";

// /admin/jobs/departments-and-locations: the lists a job is filed under, and
// forms to add to them (hr; admin passes). Both lists are small, so they are
// shown whole.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "jobs");
  const [departments, locations] = await Promise.all([listDepartments(services.db), listLocations(services.db)]);
  return { departments, locations };
}

export function meta() {
  return [{ title: `Departments and locations | Back office | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

const field = "mt-0.5 w-full rounded-md border border-black/40 bg-white px-1 py-1";

type Outcome = { ok: boolean; text: string; errors?: Record<string, string[]> };

/** Posts a form's fields as JSON to an hr endpoint, reloading the lists after a success. */
function useCreate(path: string, label: string) {
  const { csrfToken } = useAdmin();
  const { revalidate } = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>, toJson: (form: FormData) => Record<string, unknown>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    try {
      await adminFetch(path, { method: "POST", csrfToken, json: toJson(new FormData(formElement)) });
      formElement.reset();
      setOutcome({ ok: true, text: `${label} added.` });
      await revalidate();
    } catch (error) {
      if (!(error instanceof AdminApiError)) {
        setOutcome({ ok: false, text: "Something went wrong. Please try again." });
      } else if (Object.keys(error.errors).length > 0) {
        // Each problem is shown under its field.
        setOutcome({ ok: false, text: `${label} not added: check the fields marked above.`, errors: error.errors });
      } else {
        setOutcome({ ok: false, text: error.message });
      }
    }
  }
  return { outcome, submit };
}

export default function AdminTeamsAndPlaces({ loaderData }: Route.ComponentProps) {
  const { departments, locations } = loaderData;
  const department = useCreate("/api/admin/departments", "Department");
  const location = useCreate("/api/admin/locations", "Location");
  const text = (form: FormData, name: string) => String(form.get(name) ?? "");

  return (
    <>
      <p>
        <Link to="/admin/jobs" className="underline">
          Jobs
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold">Departments and locations</h1>
      <p className="mt-1 max-w-2xl">
        Every job belongs to one department and one location. Applicants filter open positions by both, and a location's
        city and country go into the job's search-engine data.
      </p>

      <section aria-labelledby="departments-title" className="mt-4">
        <h2 id="departments-title" className="text-2xl font-semibold">
          Departments
        </h2>
        <table className="mt-1 w-full max-w-3xl border-collapse text-left">
          <caption className="sr-only">Departments, with their number of jobs</caption>
          <thead>
            <tr className="border-b border-black/30">
              <th scope="col" className="py-0.5 pr-2">
                Name
              </th>
              <th scope="col" className="py-0.5 pr-2">
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
                <td className="py-0.5 pr-2 font-semibold">{row.name}</td>
                <td className="py-0.5 pr-2">{row.description || "—"}</td>
                <td className="py-0.5 text-right">{row.jobs}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-2 text-xl font-semibold">Add a department</h3>
        <form
          className="mt-1 grid max-w-3xl gap-1.5 sm:grid-cols-2"
          onSubmit={(event) =>
            department.submit(event, (form) => ({
              name: text(form, "name"),
              description: text(form, "description"),
            }))
          }
        >
          <TextField name="name" label="Name" required errors={department.outcome?.errors} />
          <TextField name="description" label="Description" errors={department.outcome?.errors} />
          <div className="sm:col-span-2">
            <button type="submit" className="rounded-md bg-ink px-2 py-1 font-semibold text-paper">
              Add department
            </button>
            <OutcomeMessage outcome={department.outcome} />
          </div>
        </form>
      </section>

      <section aria-labelledby="locations-title" className="mt-4">
        <h2 id="locations-title" className="text-2xl font-semibold">
          Locations
        </h2>
        <table className="mt-1 w-full max-w-3xl border-collapse text-left">
          <caption className="sr-only">Locations jobs can be filed under</caption>
          <thead>
            <tr className="border-b border-black/30">
              <th scope="col" className="py-0.5 pr-2">
                Name
              </th>
              <th scope="col" className="py-0.5 pr-2">
                City and region
              </th>
              <th scope="col" className="py-0.5 pr-2">
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
                <td className="py-0.5 pr-2 font-semibold">{row.name}</td>
                <td className="py-0.5 pr-2">{[row.city, row.region].filter(Boolean).join(", ") || "—"}</td>
                <td className="py-0.5 pr-2">
                  {row.countryName} ({row.countryCode})
                </td>
                <td className="py-0.5">{row.remote ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-2 text-xl font-semibold">Add a location</h3>
        <form
          className="mt-1 grid max-w-3xl gap-1.5 sm:grid-cols-2"
          onSubmit={(event) =>
            location.submit(event, (form) => ({
              name: text(form, "name"),
              city: text(form, "city"),
              region: text(form, "region"),
              countryCode: text(form, "countryCode"),
              countryName: text(form, "countryName"),
              remote: form.get("remote") === "on",
            }))
          }
        >
          <TextField
            name="name"
            label="Name"
            hint="As applicants see it, e.g. Pune, India"
            required
            errors={location.outcome?.errors}
          />
          <TextField name="city" label="City" errors={location.outcome?.errors} />
          <TextField name="region" label="State or region" errors={location.outcome?.errors} />
          <TextField
            name="countryCode"
            label="Country code"
            hint="Two letters, e.g. IN, TZ, AE"
            required
            errors={location.outcome?.errors}
          />
          <TextField name="countryName" label="Country" required errors={location.outcome?.errors} />
          <div className="flex items-center gap-1 self-end">
            <input id="location-remote" name="remote" type="checkbox" className="size-2" />
            <label htmlFor="location-remote" className="font-semibold">
              Remote within this country
            </label>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="rounded-md bg-ink px-2 py-1 font-semibold text-paper">
              Add location
            </button>
            <OutcomeMessage outcome={location.outcome} />
          </div>
        </form>
      </section>
    </>
  );
}

function TextField({
  name,
  label,
  hint,
  required,
  errors,
}: {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  errors?: Record<string, string[]>;
}) {
  const id = useId();
  const problem = errors?.[name]?.[0];
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? "" : " (optional)"}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={field}
      />
      {problem ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  return (
    <p role="status" className={`mt-1 font-semibold ${outcome?.ok ? "text-green-800" : "text-red-800"}`}>
      {outcome?.text ?? ""}
    </p>
  );
}
