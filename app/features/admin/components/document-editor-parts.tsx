import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { BusyButton, SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { formAlertClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { ScheduleFields, type ScheduleInput } from "./schedule-fields.tsx";

// The parts of a document editor's screen (the content studio, campaigns),
// in the order the page shows them: the way back to the list with the title
// and status, the messages (the error summary, the conflict, what the last
// action did), the form with its sticky save bar, and the sidebar's panels
// (the workflow with its status line and the schedule fields).

/** "Back to …", then the title with the document's status badge beside it. */
export function EditorHeading({
  back,
  title,
  badge,
}: {
  back: { to: string; label: string };
  title: string;
  badge: ReactNode;
}) {
  return (
    <>
      <p>
        <Link to={back.to} className="underline">
          {back.label}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        {badge}
      </div>
    </>
  );
}

/**
 * The error summary (the conflict is said apart, so a refusal over a newer revision is not
 * listed as a field to fix), what comes after it, and what the last action did.
 */
export function EditorMessages({
  id,
  action,
  conflict,
  fieldIds,
  done,
  before,
  children,
}: {
  id: string;
  action: { error: string | null; fieldErrors: FieldErrors; failures: number };
  conflict: boolean;
  fieldIds: (shown: FieldErrors) => Record<string, string>;
  done: string | null;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const shown = Object.fromEntries(Object.entries(action.fieldErrors).filter(([key]) => key !== "revision"));
  return (
    <div className="mt-2 space-y-1">
      {before}
      <ErrorSummary
        id={id}
        message={conflict ? null : action.error}
        fieldErrors={conflict ? {} : shown}
        fieldIds={fieldIds(shown)}
        focusKey={action.failures}
      />
      {children}
      {done ? <SuccessMessage>{done}</SuccessMessage> : null}
    </div>
  );
}

/** Someone else saved first: the API's message naming who and when, and a button to load their version. */
export function ConflictAlert({
  message,
  loadLabel,
  onLoad,
}: {
  message: string;
  loadLabel: string;
  onLoad: () => void;
}) {
  return (
    <div role="alert" className={formAlertClass}>
      <p>{message}</p>
      <button type="button" className={`${secondaryButtonClass} mt-1 bg-white`} onClick={onLoad}>
        {loadLabel}
      </button>
    </div>
  );
}

/** Whether the form is saved, as a polite live region. */
export function SaveStateLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p role="status" className="text-sm font-semibold" id={id}>
      {children}
    </p>
  );
}

/** The editor's form: a sticky bar with the save state and Save (Save draft before the first save), then the fields. */
export function EditorForm({
  label,
  saved,
  busy,
  status,
  onSave,
  children,
}: {
  label: string;
  /** Whether the document has been saved once. */
  saved: boolean;
  busy: boolean;
  status: ReactNode;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="sticky top-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-1 border-b border-black/10 bg-paper px-1 py-1">
        {status}
        <BusyButton busy={busy} busyLabel="Saving…">
          {saved ? "Save" : "Save draft"}
        </BusyButton>
      </div>
      {children}
    </form>
  );
}

/** The document's status as the workflow panel states it: "Status: Scheduled for … · revision 4". */
export type PanelStatus = { label: string; when: string | null; revision: number };

/** A panel of the editor's sidebar: a section named by its heading, with the document's status first if given. */
export function EditorPanel(props: { id: string; title: string; status?: PanelStatus; children: ReactNode }) {
  const { id, status } = props;
  return (
    <section aria-labelledby={id} className="rounded-md border-2 border-black/20 bg-white p-2">
      <h2 id={id} className="text-xl font-bold">
        {props.title}
      </h2>
      {status ? (
        <p className="mt-1">
          Status: <strong>{status.label}</strong>
          {status.when ? ` for ${status.when}` : null}
          {" · "}revision {status.revision}
        </p>
      ) : null}
      {props.children}
    </section>
  );
}

/** A date, a time and a time zone to schedule at, and the Schedule button. */
export function ScheduleBox({
  legend,
  ids,
  value,
  onChange,
  error,
  busy,
  onSchedule,
}: {
  legend: string;
  ids: { date: string; time: string; timeZone: string };
  value: ScheduleInput;
  onChange: (value: ScheduleInput) => void;
  error: (field: string) => string | undefined;
  busy: boolean;
  onSchedule: () => void;
}) {
  return (
    <fieldset className="mt-2 min-w-0 rounded border border-black/20 p-1.5">
      <legend className="px-0.5 font-semibold">{legend}</legend>
      <ScheduleFields ids={ids} value={value} onChange={onChange} error={error} />
      <button
        type="button"
        className={`${secondaryButtonClass} mt-1`}
        aria-disabled={busy || undefined}
        onClick={onSchedule}
      >
        Schedule
      </button>
    </fieldset>
  );
}
