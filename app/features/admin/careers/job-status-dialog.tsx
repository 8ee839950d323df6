import { useEffect, useRef } from "react";
import { primaryButtonClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { JobStatusChange } from "./use-job-editor.ts";

const texts = {
  publish: {
    heading: "Publish this job?",
    body: "Your changes are saved and the job appears on the careers pages and in the sitemap at once.",
    confirm: "Publish job",
  },
  close: {
    heading: "Close this job?",
    body: "It leaves the open positions and the sitemap at once and stops taking applications.",
    confirm: "Close job",
  },
} as const;

/** Asks before a job goes live or closes; a modal `<dialog>` open while `change` is set. */
export function JobStatusDialog({
  change,
  onConfirm,
  onCancel,
}: {
  change: JobStatusChange | null;
  onConfirm: (change: JobStatusChange) => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (change && !dialog.open) dialog.showModal();
    if (!change && dialog.open) dialog.close();
  }, [change]);
  const text = texts[change ?? "publish"];
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="job-confirm-heading"
      className="m-auto max-w-md rounded-lg border border-black/20 p-3 backdrop:bg-black/50"
      onClose={onCancel}
    >
      <h2 id="job-confirm-heading" className="text-xl font-bold">
        {text.heading}
      </h2>
      <p className="mt-1">{text.body}</p>
      <div className="mt-2 flex gap-1">
        <button type="button" className={primaryButtonClass} onClick={() => change && onConfirm(change)}>
          {text.confirm}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
