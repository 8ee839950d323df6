import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`, wrapping at either end. */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab") return;
  const focusable = [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

type Props = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog covering the viewport, built on <dialog>: the rest of the page
 * is inert while it is open, Escape closes it, Tab stays inside, and focus goes
 * back to whatever opened it. An element marked `data-autofocus` receives focus
 * on opening. Opens in 300 ms over a 150 ms backdrop fade
 * (instant with reduced motion).
 */
export function FullScreenDialog({ open, onClose, labelledBy, className = "", children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Content mounts on first open and then stays, so what a visitor typed
  // survives closing and reopening, and the closing transition has content.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal focuses the first focusable element; a field marked
      // data-autofocus (the reason the dialog was opened) takes precedence.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      onCloseRef.current();
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={`full-screen-dialog ${className}`}
      onKeyDown={(event) => {
        if (ref.current) trapTab(event, ref.current);
      }}
    >
      {mounted ? children : null}
    </dialog>
  );
}

/** The X that closes a full-screen dialog; `dark` on an ink background. */
export function DialogCloseButton({
  onClose,
  label = "Close",
  dark = false,
}: {
  onClose: () => void;
  label?: string;
  dark?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className={`inline-flex size-5 items-center justify-center rounded-md ${dark ? "hover:bg-white/10" : "hover:bg-black/5"}`}
    >
      <X aria-hidden="true" size={24} />
    </button>
  );
}
