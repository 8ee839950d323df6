import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
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
  const text = texts[change ?? "publish"];
  return (
    <ConfirmDialog
      id="job-confirm-heading"
      open={change !== null}
      heading={text.heading}
      confirm={{ label: text.confirm, className: primaryButtonClass }}
      buttonsClassName="mt-2 flex gap-1"
      onConfirm={() => change && onConfirm(change)}
      onCancel={onCancel}
    >
      {text.body}
    </ConfirmDialog>
  );
}
