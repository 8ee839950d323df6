import { type LeadStatus, leadStatusLabels } from "#app/domain/leads.ts";

const tone: Record<LeadStatus, string> = {
  new: "bg-[#fff4c2]",
  contacted: "bg-[#dbeafe]",
  qualified: "bg-[#e0e7ff]",
  won: "bg-[#d1fae5]",
  lost: "bg-[#eeeeee]",
};

/** A lead's status as a coloured pill; the text carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-block rounded-full px-1 py-0.5 text-xs font-semibold text-ink ${tone[status]}`}>
      {leadStatusLabels[status]}
    </span>
  );
}
