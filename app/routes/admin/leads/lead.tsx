import { data, Link } from "react-router";
import { LeadBookings } from "#app/features/admin/bookings/booking-list.tsx";
import { RecordSection } from "#app/features/admin/components/record-parts.tsx";
import { LeadEstimatePanel } from "#app/features/admin/leads/lead-estimate.tsx";
import { LeadFollowUpForm, LeadNoteForm } from "#app/features/admin/leads/lead-forms.tsx";
import { LeadAnswers, LeadHistory, LeadNotes } from "#app/features/admin/leads/lead-record.tsx";
import { StatusBadge } from "#app/features/admin/leads/lead-status-badge.tsx";
import { staffOptions } from "#app/features/admin/staff.server.ts";
import { requireStaffPage } from "#app/features/admin/staff-page.server.ts";
import { StaffChangeOutcome, useStaffChange } from "#app/features/admin/use-staff-change.tsx";
import { bookingsOfLead } from "#app/features/booking/booking.server.ts";
import { estimateOfLead } from "#app/features/leads/estimates.server.ts";
import { getLead } from "#app/features/leads/leads-admin.server.ts";
import { leadInboxMessages } from "#app/features/leads/leads-admin-schemas.ts";
import { findCountry } from "#app/features/leads/reference-data.ts";
import { idSchema } from "#app/lib/list-query.ts";
import { pageContext } from "#app/lib/page-context.ts";
import type { Route } from "./+types/lead";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  await requireStaffPage(services, request, "leads");
  const id = idSchema.safeParse(params);
  const lead = id.success ? await getLead(services.db, id.data.id) : undefined;
  if (!lead) throw data({ message: leadInboxMessages.leadNotFound }, { status: 404 });
  const [owners, estimate, bookings] = await Promise.all([
    staffOptions(services.db),
    estimateOfLead(services.db, lead.id),
    bookingsOfLead(services.db, lead.id),
  ]);
  return {
    lead: { ...lead, countryName: findCountry(lead.countryId)?.name ?? lead.countryName },
    owners,
    estimate: estimate ? { ...estimate, createdAt: estimate.createdAt.toISOString() } : null,
    bookings,
  };
}

const headingClass = "text-xl font-bold";
const fieldIds = { status: "lead-status", ownerId: "lead-owner", body: "lead-note" };

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.lead.company ?? "Lead"} | Leads | Marut back office` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  const { lead, owners, estimate, bookings } = loaderData;
  const change = useStaffChange();
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
      <StaffChangeOutcome id="lead-errors" change={change} fieldIds={fieldIds} />
      <div className="mt-1 grid gap-3 lg:grid-cols-2">
        <div>
          <RecordSection id="answers" title="Answers" headingClassName={headingClass}>
            <LeadAnswers lead={lead} />
          </RecordSection>
          <RecordSection id="estimate" title="Savings estimate" headingClassName={headingClass} className="mt-3">
            <LeadEstimatePanel estimate={estimate} />
          </RecordSection>
        </div>
        <div>
          <RecordSection id="demo-booking" title="Demo call" headingClassName={headingClass}>
            <LeadBookings bookings={bookings} />
          </RecordSection>
          <RecordSection id="follow-up" title="Follow-up" headingClassName={headingClass} className="mt-3">
            <LeadFollowUpForm lead={lead} owners={owners} change={change} />
          </RecordSection>
          <RecordSection id="notes" title="Notes" headingClassName={headingClass} className="mt-3">
            <LeadNotes notes={lead.notes} />
            <LeadNoteForm leadId={lead.id} change={change} />
          </RecordSection>
          <RecordSection id="history" title="History" headingClassName={headingClass} className="mt-3">
            <LeadHistory history={lead.history} owners={owners} />
          </RecordSection>
        </div>
      </div>
    </>
  );
}
