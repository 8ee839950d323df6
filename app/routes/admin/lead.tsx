import { data, Link } from "react-router";
import { type LeadStatus, leadStatusLabels } from "../../domain/leads.ts";
import { LeadFollowUpForm, LeadNoteForm } from "../../features/admin/components/lead-forms.tsx";
import { StatusBadge } from "../../features/admin/components/lead-status-badge.tsx";
import { staffOptions } from "../../features/admin/staff.server.ts";
import { requireStaffPage } from "../../features/admin/staff-page.server.ts";
import { StaffChangeOutcome, useStaffChange } from "../../features/admin/use-staff-change.tsx";
import { getLead } from "../../features/leads/leads-admin.server.ts";
import { leadInboxMessages } from "../../features/leads/leads-admin-schemas.ts";
import { findCountry } from "../../features/leads/reference-data.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { idSchema } from "../../lib/list-query.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/lead";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "leads");
  const id = idSchema.safeParse(params);
  const lead = id.success ? await getLead(services.db, id.data.id) : undefined;
  if (!lead) throw data({ message: leadInboxMessages.leadNotFound }, { status: 404 });
  return {
    lead: { ...lead, countryName: findCountry(lead.countryId)?.name ?? lead.countryName },
    owners: await staffOptions(services.db),
  };
}

const when = (iso: string) => formatDateTime(iso);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.lead.company ?? "Lead"} | Leads | Marut back office` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  const { lead, owners } = loaderData;
  const change = useStaffChange();
  const ownerName = (id: string | null | undefined) =>
    id ? (owners.find((owner) => owner.id === id)?.name ?? "a former colleague") : "nobody";

  const answers: [string, string][] = [
    ["Fleet size", lead.fleetSize],
    ["Features of interest", lead.interestedIn.join(", ")],
    ["Country", lead.countryName],
    ["State or region", lead.state],
    ["Company", lead.company],
    ["First name", lead.firstName || "—"],
    ["Last name", lead.lastName || "—"],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Vehicles", lead.vehicles.available ? String(lead.vehicles.qty) : "Not given"],
    ["Assets", lead.assets.available ? String(lead.assets.qty) : "Not given"],
    ["Source page", lead.sourcePage ?? "—"],
    ["Browser", lead.userAgent ?? "—"],
    ["Received", when(lead.createdAt)],
    ["Last changed", when(lead.updatedAt)],
  ];

  return (
    <>
      <p>
        <Link to="/admin/leads" className="underline">
          Back to leads
        </Link>
      </p>
      <h1 className="mt-1 flex flex-wrap items-center gap-1 text-3xl font-bold">
        {lead.company} <StatusBadge status={lead.status} />
      </h1>
      <StaffChangeOutcome
        id="lead-errors"
        change={change}
        fieldIds={{ status: "lead-status", ownerId: "lead-owner", body: "lead-note" }}
      />
      <div className="mt-1 grid gap-3 lg:grid-cols-2">
        <section aria-labelledby="answers-heading">
          <h2 id="answers-heading" className="text-xl font-bold">
            Answers
          </h2>
          <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-2 gap-y-0.5">
            {answers.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="break-words">{label === "Email" ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div>
          <section aria-labelledby="follow-up-heading">
            <h2 id="follow-up-heading" className="text-xl font-bold">
              Follow-up
            </h2>
            <LeadFollowUpForm lead={lead} owners={owners} change={change} />
          </section>
          <section aria-labelledby="notes-heading" className="mt-3">
            <h2 id="notes-heading" className="text-xl font-bold">
              Notes
            </h2>
            {lead.notes.length === 0 ? (
              <p className="mt-1 text-muted">No notes yet.</p>
            ) : (
              <ol className="mt-1 space-y-1">
                {lead.notes.map((entry) => (
                  <li key={entry.id} className="rounded-md border border-black/15 bg-white p-1">
                    <p className="whitespace-pre-wrap">{entry.body}</p>
                    <p className="mt-0.5 text-sm text-muted">
                      {entry.staffName ?? "Former colleague"}, {when(entry.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <LeadNoteForm leadId={lead.id} change={change} />
          </section>
          <section aria-labelledby="history-heading" className="mt-3">
            <h2 id="history-heading" className="text-xl font-bold">
              History
            </h2>
            {lead.history.length === 0 ? (
              <p className="mt-1 text-muted">No changes yet.</p>
            ) : (
              <ul className="mt-1 space-y-0.5">
                {lead.history.map((entry) => (
                  <li key={entry.at}>
                    {when(entry.at)}, {entry.staffEmail ?? "unknown"}:{" "}
                    {entry.after && "status" in entry.after
                      ? `status ${leadStatusLabels[entry.before?.status as LeadStatus] ?? entry.before?.status} → ${
                          leadStatusLabels[entry.after.status as LeadStatus] ?? entry.after.status
                        }`
                      : null}
                    {entry.after && "status" in entry.after && "ownerId" in entry.after ? "; " : null}
                    {entry.after && "ownerId" in entry.after
                      ? `owner ${ownerName(entry.before?.ownerId)} → ${ownerName(entry.after.ownerId)}`
                      : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
