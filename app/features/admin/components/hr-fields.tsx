import { type ReactNode, useId } from "react";

// Small form pieces of the hr area's pages: labelled fields that show their
// error and point to it with aria-describedby, an error summary, and a list
// editor for a job's sections.

export type FieldErrors = Record<string, string[]>;

export const inputClass = "w-full rounded border border-black/50 bg-white px-1 py-0.5";
export const buttonClass = "rounded-md bg-ink px-2 py-1 font-semibold text-paper disabled:opacity-60";
export const secondaryButtonClass = "rounded-md border border-ink bg-white px-2 py-1 font-semibold disabled:opacity-60";

/** A field's wrapper: label, hint, the control (rendered by `children` with the ids) and its error. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {children(describedBy)}
    </div>
  );
}

/** Lists the form's problems with links to the fields; focus it after a failed submit. */
export function ErrorSummary({
  message,
  errors,
  fieldIds,
  summaryRef,
}: {
  message: string | null;
  errors: FieldErrors;
  fieldIds: Record<string, string>;
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  if (!message) return null;
  const entries = Object.entries(errors);
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="mt-2 rounded border-2 border-red-800 bg-red-50 p-2">
      <h2 className="font-bold text-red-900">There is a problem</h2>
      <p>{message}</p>
      {entries.length > 0 ? (
        <ul className="mt-1 list-disc pl-3">
          {entries.map(([field, messages]) => {
            const target = fieldIds[field] ?? fieldIds[field.split(".")[0] ?? ""];
            return (
              <li key={field}>
                {target ? (
                  <a href={`#${target}`} className="underline">
                    {field}: {messages[0]}
                  </a>
                ) : (
                  `${field}: ${messages[0]}`
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** Edits a list of one-line items: add, change, move, remove. */
export function ListEditor({
  id,
  legend,
  items,
  onChange,
  error,
  itemLabel,
}: {
  id: string;
  legend: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
  itemLabel: string;
}) {
  const base = useId();
  const set = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item as string);
    onChange(next);
  };
  return (
    <fieldset id={id} className="mt-2 rounded border border-black/20 p-1.5" tabIndex={-1}>
      <legend className="px-0.5 font-semibold">{legend}</legend>
      {error ? <p className="text-sm font-semibold text-red-800">{error}</p> : null}
      <ol className="space-y-1">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are plain strings edited in place
          <li key={index} className="flex flex-wrap items-center gap-1">
            <label htmlFor={`${base}-${index}`} className="sr-only">
              {itemLabel} {index + 1}
            </label>
            <input
              id={`${base}-${index}`}
              className={`${inputClass} flex-1`}
              value={item}
              onChange={(event) => set(index, event.target.value)}
            />
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={index === 0}
              onClick={() => move(index, -1)}
              aria-label={`Move ${itemLabel.toLowerCase()} ${index + 1} up`}
            >
              ↑
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={index === items.length - 1}
              onClick={() => move(index, 1)}
              aria-label={`Move ${itemLabel.toLowerCase()} ${index + 1} down`}
            >
              ↓
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={`${secondaryButtonClass} mt-1`} onClick={() => onChange([...items, ""])}>
        Add {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
