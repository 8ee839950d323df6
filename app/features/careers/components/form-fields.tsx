import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type RefObject, useState } from "react";

// Form building blocks of the careers portal's account pages: labelled fields
// with inline errors (aria-invalid, aria-describedby), a password field with a
// visibility toggle, and an error summary that takes focus when a submit fails.

export const inputClass =
  "mt-0.5 w-full rounded-md border-2 border-ink/70 bg-white px-1.5 py-1 text-ink aria-[invalid=true]:border-red-800";
export const primaryButtonClass =
  "inline-flex min-h-6 items-center justify-center rounded-md bg-ink px-3 font-semibold text-white hover:bg-ink/90 disabled:cursor-wait disabled:opacity-70";
export const secondaryButtonClass =
  "inline-flex min-h-6 items-center justify-center rounded-md border-2 border-ink px-3 font-semibold text-ink hover:bg-ink/5 disabled:cursor-wait disabled:opacity-70";
export const dangerButtonClass =
  "inline-flex min-h-6 items-center justify-center rounded-md bg-red-800 px-3 font-semibold text-white hover:bg-red-900 disabled:cursor-wait disabled:opacity-70";
export const linkClass = "font-semibold underline underline-offset-4 hover:decoration-2";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type FieldProps = {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/** A labelled input; its hint and error are announced with it. */
export function TextField({ id, name, label, error, hint, optional, required, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-0.5 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, name, label, error, hint, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-0.5 flex gap-0.5">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          spellCheck={false}
          className={`${inputClass} mt-0`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((current) => !current)}
          aria-pressed={visible}
          aria-controls={id}
          className="inline-flex min-h-6 min-w-6 shrink-0 items-center justify-center gap-0.5 rounded-md border-2 border-ink/70 px-1 text-sm font-semibold"
        >
          {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          <span>{visible ? "Hide" : "Show"}</span>
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-0.5 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The list of what went wrong, at the top of the form. It takes focus when a
 * submit fails (pass the ref to `focusSummary`), so screen readers announce it
 * and keyboard users can jump to each field.
 */
export function ErrorSummary({
  id,
  summaryRef,
  message,
  fieldErrors,
  fieldIds,
  fieldLabels = {},
}: {
  /** Unique on the page; the summary's heading gets `${id}-title`. */
  id: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  message: string | null;
  fieldErrors: Record<string, string | undefined>;
  fieldIds: Record<string, string>;
  /** Names for fields whose messages do not say which field they are about, e.g. a question's text. */
  fieldLabels?: Record<string, string>;
}) {
  const entries = Object.entries(fieldErrors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const visible = message !== null || entries.length > 0;
  return (
    <div
      id={id}
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby={visible ? `${id}-title` : undefined}
      className={visible ? "rounded-md border-2 border-red-800 bg-red-50 p-2 text-red-900 outline-none" : "sr-only"}
    >
      {visible ? (
        <>
          <h2 id={`${id}-title`} className="font-bold">
            {message ?? "Please check the form"}
          </h2>
          {entries.length > 0 ? (
            <ul className="mt-1 list-disc pl-3">
              {entries.map(([field, error]) => (
                <li key={field}>
                  <a href={`#${fieldIds[field] ?? field}`} className="underline underline-offset-4">
                    {fieldLabels[field] ? `${fieldLabels[field]}: ${error}` : error}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A polite confirmation after a successful action. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border-2 border-green-800 bg-green-50 p-2 font-semibold text-green-900">
      {children}
    </p>
  );
}

/** Waits for React to paint the summary, then moves focus to it. */
export function focusSummary(ref: RefObject<HTMLElement | null>) {
  requestAnimationFrame(() => ref.current?.focus());
}

/** The first message of each field in a zod-style `errors` object. */
export function firstErrors<F extends string>(
  errors: Record<string, string[] | undefined> | undefined,
): FieldErrors<F> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result as FieldErrors<F>;
}
