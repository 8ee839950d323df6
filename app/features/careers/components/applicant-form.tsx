import { type ComponentProps, type ReactNode, useId } from "react";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { BusyButton, SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { Mutation } from "#app/components/ui/use-mutation.ts";

/** What the form shows of its mutation: busy, and the last failure. */
type MutationStatus = Pick<Mutation<never, unknown>, "busy" | "error" | "fieldErrors" | "failures" | "data">;

/**
 * The portal's forms that send one mutation: the error summary first, the fields, the submit button in its own
 * row, then `after`, and with `confirmation` a polite live region that says it once the mutation succeeded. The
 * submit handler checks and runs the mutation.
 */
export function ApplicantForm({
  mutation,
  fieldIds,
  fieldErrors = mutation.fieldErrors,
  submitLabel,
  busyLabel,
  submitClassName,
  after,
  confirmation,
  className = "grid gap-2",
  children,
  ...form
}: Omit<ComponentProps<"form">, "noValidate"> & {
  mutation: MutationStatus;
  /** Where the summary's links go (see ErrorSummary). */
  fieldIds?: Record<string, string>;
  /** The errors to list, when the form has some of its own besides the mutation's. */
  fieldErrors?: ComponentProps<typeof ErrorSummary>["fieldErrors"];
  submitLabel: string;
  busyLabel: string;
  submitClassName?: string;
  after?: ReactNode;
  /** What a success says, e.g. "Your details have been saved." */
  confirmation?: ReactNode;
}) {
  const summaryId = useId();
  return (
    <form noValidate className={className} {...form}>
      <ErrorSummary
        id={summaryId}
        message={mutation.error}
        fieldErrors={fieldErrors}
        fieldIds={fieldIds}
        focusKey={mutation.failures}
      />
      {children}
      <div>
        <BusyButton busy={mutation.busy} busyLabel={busyLabel} className={submitClassName}>
          {submitLabel}
        </BusyButton>
      </div>
      {after}
      {confirmation ? (
        <div aria-live="polite">{mutation.data !== null ? <SuccessMessage>{confirmation}</SuccessMessage> : null}</div>
      ) : null}
    </form>
  );
}

/** The button of an action without input (a download, a resend): runs its mutation, and says `busyLabel` meanwhile. */
export function ActionButton({
  mutation,
  busyLabel,
  children,
}: {
  mutation: { busy: boolean; run(): unknown };
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <BusyButton
      type="button"
      onClick={() => void mutation.run()}
      busy={mutation.busy}
      busyLabel={busyLabel}
      className={secondaryButtonClass}
    >
      {children}
    </BusyButton>
  );
}
