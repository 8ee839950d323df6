import { type LeadStatus, leadStatusLabels } from "#app/domain/leads.ts";
import type { LeadDetail } from "#app/features/leads/leads-admin.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { ListOrEmpty, TermList } from "../components/record-parts.tsx";

// The lead page's record (routes/admin/lead.tsx): the wizard's answers, the
// notes and the history of status and owner changes.

const when = (iso: string) => formatDateTime(iso);

/** Everything the visitor answered in the wizard, and when the lead came and last changed. */
export function LeadAnswers({ lead }: { lead: LeadDetail }) {
  return (
    <TermList
      className="mt-1 grid grid-cols-[max-content_1fr] gap-x-2 gap-y-0.5"
      items={[
        ["Fleet size", lead.fleetSize],
        ["Features of interest", lead.interestedIn.join(", ")],
        ["Country", lead.countryName],
        ["State or region", lead.state],
        ["Company", lead.company],
        ["First name", lead.firstName || "—"],
        ["Last name", lead.lastName || "—"],
        [
          "Email",
          <a key="email" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>,
        ],
        ["Phone", lead.phone],
        ["Vehicles", lead.vehicles.available ? String(lead.vehicles.qty) : "Not given"],
        ["Assets", lead.assets.available ? String(lead.assets.qty) : "Not given"],
        ["Source page", lead.sourcePage ?? "—"],
        ["Browser", lead.userAgent ?? "—"],
        ["Received", when(lead.createdAt)],
        ["Last changed", when(lead.updatedAt)],
      ]}
    />
  );
}

/** The notes, oldest first, with who wrote each and when. */
export function LeadNotes({ notes }: { notes: LeadDetail["notes"] }) {
  return (
    <ListOrEmpty count={notes.length} empty="No notes yet.">
      <ol className="mt-1 space-y-1">
        {notes.map((entry) => (
          <li key={entry.id} className="rounded-md border border-black/15 bg-white p-1">
            <p className="whitespace-pre-wrap">{entry.body}</p>
            <p className="mt-0.5 text-sm text-muted">
              {entry.staffName ?? "Former colleague"}, {when(entry.createdAt)}
            </p>
          </li>
        ))}
      </ol>
    </ListOrEmpty>
  );
}

/** Each change of status or owner: when, by whom, from what to what. */
export function LeadHistory({
  history,
  owners,
}: {
  history: LeadDetail["history"];
  owners: { id: string; name: string }[];
}) {
  const ownerName = (id: string | null | undefined) =>
    id ? (owners.find((owner) => owner.id === id)?.name ?? "a former colleague") : "nobody";
  return (
    <ListOrEmpty count={history.length} empty="No changes yet.">
      <ul className="mt-1 space-y-0.5">
        {history.map((entry) => (
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
    </ListOrEmpty>
  );
}
