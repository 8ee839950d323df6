import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextAreaField } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";
import { type PipelineStage, pipelineStageLabel, pipelineStages } from "#app/domain/applications.ts";
import type { AdminApplicationDetail } from "#app/features/careers/applications-admin.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { RecordSection, TermList } from "../components/record-parts.tsx";
import { type StaffChangeMutation, submitChange } from "../use-staff-change.tsx";

// The application page's parts (routes/admin/application.tsx): the record
// (applicant, answers, cover letter, history), the move-stage panel and the
// private notes. Both panels send through the page's `useStaffChange`, so
// the page shows one message for whichever ran last.

const panelClass = "rounded border border-black/20 bg-white p-1.5";

/** The applicant's profile and résumé, their answers and cover letter, and the stage history. */
export function ApplicationRecord({ application }: { application: AdminApplicationDetail }) {
  const { applicant } = application;
  const profile: [string, ReactNode][] = [
    [
      "Email",
      <a key="email" href={`mailto:${applicant.email}`} className="underline">
        {applicant.email}
      </a>,
    ],
    ["Phone", applicant.phone ?? "—"],
    ["Location", applicant.location ?? "—"],
    ["Headline", applicant.headline ?? "—"],
    [
      "LinkedIn",
      applicant.linkedinUrl ? (
        <a key="li" href={applicant.linkedinUrl} className="underline" rel="noreferrer nofollow">
          {applicant.linkedinUrl}
        </a>
      ) : (
        "—"
      ),
    ],
    [
      "Portfolio",
      applicant.portfolioUrl ? (
        <a key="pf" href={applicant.portfolioUrl} className="underline" rel="noreferrer nofollow">
          {applicant.portfolioUrl}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Applied", formatDateTime(application.submittedAt)],
    ["Stage", <strong key="stage">{pipelineStageLabel[application.stage]}</strong>],
  ];

  return (
    <div className="lg:col-span-2">
      <RecordSection id="profile" title="Applicant">
        <TermList className="mt-1 grid gap-x-2 gap-y-0.5 sm:grid-cols-[auto_1fr]" items={profile} />
        <p className="mt-1">
          {application.resume ? (
            <a href={`/api/admin/applications/${application.id}/resume`} className="font-semibold underline" download>
              Download résumé ({application.resume.fileName})
            </a>
          ) : (
            "No résumé."
          )}
        </p>
      </RecordSection>

      <RecordSection id="answers" title="Screening answers" className="mt-3">
        {application.answers.length === 0 ? (
          <p>No answers.</p>
        ) : (
          <dl className="mt-1 space-y-1">
            {application.answers.map((answer) => (
              <div key={answer.id}>
                <dt className="font-semibold">{answer.question}</dt>
                <dd className="whitespace-pre-line">{answer.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </RecordSection>

      <RecordSection id="cover" title="Cover letter" className="mt-3">
        <p className="mt-1 whitespace-pre-line">{application.coverLetter ?? "None."}</p>
      </RecordSection>

      <RecordSection id="history" title="History" className="mt-3">
        <ol className="mt-1 space-y-1">
          {application.history.map((event) => (
            <li key={`${event.at}-${event.stage}-${event.status}`} className="border-l-4 border-black/20 pl-1">
              <strong>{pipelineStageLabel[event.stage]}</strong> · {formatDateTime(event.at)} ·{" "}
              {event.actor === "staff"
                ? `by ${event.staffName ?? "staff"}`
                : event.actor === "applicant"
                  ? "by the applicant"
                  : "by the system"}
              {event.note ? <p className="whitespace-pre-line text-muted">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </RecordSection>
    </div>
  );
}

/** Moves the application to another stage, with a note and, by default, an email to the applicant. */
export function ApplicationStagePanel({
  application,
  change,
}: {
  application: AdminApplicationDetail;
  change: StaffChangeMutation;
}) {
  const move = submitChange(change, (form) => {
    const stage = String(form.get("stage"));
    const notifyApplicant = form.get("notifyApplicant") === "on";
    return {
      call: (client) =>
        client.api.admin.applications[":id"].stage.$post({
          param: { id: application.id },
          json: { stage: stage as PipelineStage, note: String(form.get("note") ?? ""), notifyApplicant },
        }),
      done: `Moved to ${pipelineStageLabel[stage as keyof typeof pipelineStageLabel] ?? stage}${notifyApplicant ? "; the applicant will be emailed" : ""}.`,
    };
  });
  return (
    <RecordSection id="move" title="Move stage" className={panelClass}>
      {application.stage === "withdrawn" ? (
        <p>The applicant withdrew this application.</p>
      ) : (
        <form onSubmit={move} aria-labelledby="move-heading" className="space-y-1" noValidate>
          <SelectField id="move-stage" name="stage" label="New stage" defaultValue="" className="mt-1">
            <option value="" disabled>
              Choose a stage
            </option>
            <Options
              values={pipelineStages.filter((stage) => stage !== application.stage)}
              label={(stage) => pipelineStageLabel[stage]}
            />
          </SelectField>
          <TextAreaField
            id="move-note"
            name="note"
            label="Note"
            optional
            hint="Shown to the applicant in their history and in the email."
            rows={3}
            error={change.fieldErrors.note?.[0]}
          />
          <CheckboxField id="move-notify" name="notifyApplicant" label="Email the applicant" defaultChecked />
          <button type="submit" className={primaryButtonClass} aria-disabled={change.busy || undefined}>
            Move
          </button>
        </form>
      )}
    </RecordSection>
  );
}

/** The private notes (only staff see them) and a form that adds one. */
export function ApplicationNotesPanel({
  application,
  change,
}: {
  application: AdminApplicationDetail;
  change: StaffChangeMutation;
}) {
  const addNote = submitChange(change, (form) => ({
    call: (client) =>
      client.api.admin.applications[":id"].notes.$post({
        param: { id: application.id },
        json: { body: String(form.get("body") ?? "") },
      }),
    done: "Note added.",
  }));
  return (
    <RecordSection id="notes" title="Private notes" className={`mt-2 ${panelClass}`}>
      <p className="text-sm text-muted">Only staff see these.</p>
      <ul className="mt-1 space-y-1">
        {application.notes.map((note) => (
          <li key={note.id} className="border-l-4 border-black/20 pl-1">
            <p className="whitespace-pre-line">{note.body}</p>
            <p className="text-sm text-muted">
              {note.staffName}, {formatDateTime(note.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={addNote} className="mt-1 space-y-1" noValidate>
        <TextAreaField
          id="note-body"
          name="body"
          label="New note"
          rows={3}
          required
          error={change.fieldErrors.body?.[0]}
        />
        <button type="submit" className={primaryButtonClass} aria-disabled={change.busy || undefined}>
          Add note
        </button>
      </form>
    </RecordSection>
  );
}
