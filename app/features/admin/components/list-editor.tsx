import { useId } from "react";
import { FieldError } from "#app/components/ui/form-fields.tsx";
import { inputClass, secondaryButtonClass, smallSecondaryButtonClass } from "#app/components/ui/form-styles.ts";

/** Edits a list of one-line items (a job's responsibilities, requirements…): add, change, move, remove. */
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
  error?: string | undefined;
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
  const name = itemLabel.toLowerCase();
  return (
    <fieldset
      id={id}
      className="mt-2 rounded border border-black/20 p-1.5"
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-0.5 font-semibold">{legend}</legend>
      <ol className="space-y-1">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are plain strings edited in place
          <li key={index} className="flex flex-wrap items-center gap-1">
            <label htmlFor={`${base}-${index}`} className="sr-only">
              {itemLabel} {index + 1}
            </label>
            <input
              id={`${base}-${index}`}
              className={`${inputClass} mt-0 basis-full sm:basis-0 sm:flex-1`}
              value={item}
              onChange={(event) => set(index, event.target.value)}
            />
            <button
              type="button"
              className={smallSecondaryButtonClass}
              disabled={index === 0}
              onClick={() => move(index, -1)}
              aria-label={`Move ${name} ${index + 1} up`}
            >
              ↑
            </button>
            <button
              type="button"
              className={smallSecondaryButtonClass}
              disabled={index === items.length - 1}
              onClick={() => move(index, 1)}
              aria-label={`Move ${name} ${index + 1} down`}
            >
              ↓
            </button>
            <button
              type="button"
              className={smallSecondaryButtonClass}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              aria-label={`Remove ${name} ${index + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={`${id}-error`} message={error} />
      <button type="button" className={`${secondaryButtonClass} mt-1`} onClick={() => onChange([...items, ""])}>
        Add {name}
      </button>
    </fieldset>
  );
}
