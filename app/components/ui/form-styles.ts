// The one set of class names for form controls and buttons. Borders of inputs
// keep 3:1 contrast against white (WCAG 1.4.11); buttons are at least 48 px
// tall (min-h-6). A button that is busy stays focusable (`aria-disabled`), so
// focus is not lost while a request runs; a button that cannot act yet is
// `disabled`.

export const inputClass =
  "mt-0.5 w-full rounded-md border-2 border-ink/70 bg-white px-1.5 py-1 text-ink placeholder:text-muted aria-[invalid=true]:border-red-800 disabled:cursor-not-allowed disabled:bg-black/5";

/** A checkbox or radio button. */
export const choiceInputClass = "mt-0.5 size-2.5 shrink-0 accent-ink";

/** A button's shape without its size, for the sizes below (two sizes in one class list would fight). */
const buttonShapeClass =
  "inline-flex items-center justify-center gap-1 rounded-md font-semibold disabled:cursor-not-allowed aria-disabled:cursor-wait";

export const buttonBaseClass = `${buttonShapeClass} min-h-6 px-3`;

export const primaryButtonClass = `${buttonBaseClass} bg-ink text-white hover:bg-ink/90 disabled:bg-black/30 disabled:text-ink aria-disabled:opacity-80`;

const secondaryColourClass =
  "border-2 border-ink text-ink hover:bg-ink/5 disabled:border-black/30 disabled:text-muted disabled:hover:bg-transparent aria-disabled:opacity-80";

export const secondaryButtonClass = `${buttonBaseClass} ${secondaryColourClass}`;

/**
 * A secondary button in a row of a list (Edit, Move up, Delete): 40 px tall, with
 * little padding on a phone so a row's buttons fit beside its text.
 */
export const smallSecondaryButtonClass = `${buttonShapeClass} min-h-5 whitespace-nowrap px-0.5 text-sm sm:px-1 ${secondaryColourClass}`;

/** The brand's yellow button, for the newsletter's forms and pages. */
export const signalButtonClass = `${buttonBaseClass} bg-signal font-bold text-ink hover:bg-[#ffd54d] disabled:opacity-75 aria-disabled:opacity-80`;

export const dangerButtonClass = `${buttonBaseClass} bg-red-800 text-white hover:bg-red-900 disabled:opacity-70 aria-disabled:opacity-80`;

export const linkClass = "font-semibold underline underline-offset-4 hover:decoration-2";

export const labelClass = "block font-semibold";
export const hintClass = "text-sm text-muted";
export const fieldErrorClass = "mt-0.5 text-sm font-semibold text-red-800";

/** A message that the request failed, next to the form's buttons. */
export const formAlertClass = "rounded-md border-2 border-red-800 bg-red-50 px-1.5 py-1 font-semibold text-red-900";
