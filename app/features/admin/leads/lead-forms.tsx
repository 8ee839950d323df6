import { type FormEvent, useState } from "react";
import { SelectField, TextAreaField } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { type LeadStatus, leadStatuses, leadStatusLabels } from "#app/domain/leads.ts";
import { NOTE_MAX_LENGTH } from "#app/features/leads/leads-admin-schemas.ts";
import type { StaffChangeMutation } from "../use-staff-change.tsx";

// The lead page's forms (routes/admin/lead.tsx): its status and owner, and a
// new note. Both send through the page's `useStaffChange`.

/** The lead's status and owner (an active sales or admin member, or nobody). */
export function LeadFollowUpForm({
  lead,
  owners,
  change,
}: {
  lead: { id: string; status: LeadStatus; ownerId: string | null };
  owners: { id: string; name: string }[];
  change: StaffChangeMutation;
}) {
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ownerId = String(form.get("ownerId") ?? "");
    change.run({
      call: (client) =>
        client.api.admin.leads[":id"].$patch({
          param: { id: lead.id },
          json: { status: form.get("status") as LeadStatus, ownerId: ownerId === "" ? null : ownerId },
        }),
      done: "Lead saved.",
    });
  }
  return (
    <form onSubmit={save} className="mt-1 flex flex-wrap items-end gap-1.5" noValidate>
      <SelectField
        id="lead-status"
        name="status"
        label="Status"
        defaultValue={lead.status}
        inputClassName="w-auto"
        error={change.fieldErrors.status?.[0]}
      >
        <Options values={leadStatuses} label={(status) => leadStatusLabels[status]} />
      </SelectField>
      <SelectField
        id="lead-owner"
        name="ownerId"
        label="Owner"
        defaultValue={lead.ownerId ?? ""}
        inputClassName="w-auto"
        error={change.fieldErrors.ownerId?.[0]}
      >
        <option value="">Unassigned</option>
        <Options values={owners} idOf={(owner) => owner.id} label={(owner) => owner.name} />
      </SelectField>
      <button type="submit" className={primaryButtonClass} aria-disabled={change.busy || undefined}>
        Save
      </button>
    </form>
  );
}

/** A new private note on the lead; the box empties once it is stored. */
export function LeadNoteForm({ leadId, change }: { leadId: string; change: StaffChangeMutation }) {
  const [note, setNote] = useState("");
  async function addNote(event: FormEvent) {
    event.preventDefault();
    const result = await change.run({
      call: (client) => client.api.admin.leads[":id"].notes.$post({ param: { id: leadId }, json: { body: note } }),
      done: "Note added.",
    });
    if (result.ok) setNote("");
  }
  return (
    <form onSubmit={addNote} className="mt-1.5" noValidate>
      <TextAreaField
        id="lead-note"
        label="Add a note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        required
        error={change.fieldErrors.body?.[0]}
      />
      <button
        type="submit"
        className={`${primaryButtonClass} mt-1`}
        aria-disabled={change.busy || undefined}
        disabled={note.trim() === ""}
      >
        Add note
      </button>
    </form>
  );
}
