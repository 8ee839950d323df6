import { type FormEvent, useState } from "react";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { SuccessMessage } from "#app/components/ui/form-fields.tsx";
import { type Mutation, useMutation } from "#app/components/ui/use-mutation.ts";
import type { ApiResult, Client } from "#app/lib/api-client.ts";
import { sendAsStaff, useStaffClient } from "./staff-client.ts";

/** One change a back-office page sends: the typed call, and what to tell the member once it is done. */
export type StaffChange = {
  call: (client: Client) => Promise<unknown>;
  done: string;
};

export type StaffChangeMutation = Mutation<StaffChange, unknown> & {
  /** The last success's `done` text, or null (also while a later run has failed). */
  done: string | null;
};

/**
 * The mutation a page's small actions share (a note, a stage move, a role…): sends each
 * change as the signed-in member, reloads the page's loaders after a success, and
 * remembers what to say about it. `StaffChangeOutcome` shows the result.
 */
export function useStaffChange(): StaffChangeMutation {
  const client = useStaffClient();
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation((input: StaffChange): Promise<ApiResult<unknown>> => sendAsStaff(input.call(client)), {
    revalidate: true,
    onSuccess: (_, input) => setDone(input.done),
  });
  return {
    ...change,
    done: change.error ? null : done,
    reset() {
      setDone(null);
      change.reset();
    },
  };
}

/**
 * A form's submit handler that sends the change made from the form's data (`changeOf`) and
 * empties the form once it is done.
 */
export function submitChange(change: StaffChangeMutation, changeOf: (form: FormData) => StaffChange) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const result = await change.run(changeOf(new FormData(element)));
    if (result.ok) element.reset();
  };
}

/** The page's error summary (focused after a failure) and the last success's message. */
export function StaffChangeOutcome({
  id,
  change,
  fieldIds,
}: {
  id: string;
  change: StaffChangeMutation;
  fieldIds?: Record<string, string>;
}) {
  return (
    <div className="mt-1 space-y-1">
      <ErrorSummary
        id={id}
        message={change.error}
        fieldErrors={change.fieldErrors}
        fieldIds={fieldIds}
        focusKey={change.failures}
      />
      {change.done ? <SuccessMessage>{change.done}</SuccessMessage> : null}
    </div>
  );
}
