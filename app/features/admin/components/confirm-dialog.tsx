import { type ReactNode, useEffect, useRef } from "react";
import { secondaryButtonClass } from "#app/components/ui/form-styles.ts";

/** Shows the `<dialog>` as a modal while `open` is true (`beforeOpen` runs first) and closes it otherwise. */
export function useModalDialog(open: boolean, beforeOpen?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const before = useRef(beforeOpen);
  before.current = beforeOpen;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      before.current?.();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return ref;
}

/**
 * Asks before a change that cannot be taken back (publishing, sending, deleting): a modal
 * `<dialog>` open while `open` is true, named by its heading; Escape or the second button cancels.
 */
export function ConfirmDialog({
  id,
  open,
  heading,
  children,
  confirm,
  cancelLabel = "Cancel",
  buttonsClassName = "mt-2 flex flex-wrap gap-1",
  onConfirm,
  onCancel,
}: {
  /** The heading's id. */
  id: string;
  open: boolean;
  heading: ReactNode;
  children: ReactNode;
  confirm: { label: string; className: string };
  cancelLabel?: string;
  buttonsClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useModalDialog(open);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={id}
      className="m-auto max-w-md rounded-lg border border-black/20 p-3 backdrop:bg-black/50"
      onClose={onCancel}
    >
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-1">{children}</p>
      <div className={buttonsClassName}>
        <button type="button" className={confirm.className} onClick={onConfirm}>
          {confirm.label}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
