import { type ReactNode, useRef } from "react";
import { BusyButton } from "#app/components/ui/form-fields.tsx";
import { dangerButtonClass, formAlertClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";

/**
 * "Delete draft" and the modal dialog that asks first, for an editor whose
 * drafts can be deleted (a content item, a campaign). `removal` deletes; the
 * dialog names what goes and why nobody notices. Focus returns to the button
 * when the dialog closes.
 */
export function DeleteDraftDialog({
  id,
  removal,
  children,
}: {
  /** The dialog heading's id, unique on the page. */
  id: string;
  removal: { busy: boolean; error: string | null; reset(): void; run(): Promise<unknown> };
  /** What is deleted, in a sentence or two. */
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`${secondaryButtonClass} border-red-800 text-red-800`}
        onClick={() => {
          removal.reset();
          dialogRef.current?.showModal();
        }}
      >
        Delete draft
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={id}
        className="m-auto max-w-md rounded-lg border border-black/20 p-3 backdrop:bg-black/50"
        onClose={() => opener.current?.focus()}
      >
        <h2 id={id} className="text-xl font-bold">
          Delete this draft?
        </h2>
        <p className="mt-1">{children}</p>
        {removal.error ? (
          <p role="alert" className={`${formAlertClass} mt-1`}>
            {removal.error}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-1">
          <BusyButton
            type="button"
            busy={removal.busy}
            busyLabel="Deleting…"
            className={dangerButtonClass}
            onClick={() => void removal.run()}
          >
            Delete draft
          </BusyButton>
          <button type="button" className={secondaryButtonClass} onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
