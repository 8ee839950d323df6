import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-fields.tsx";
import { linkClass, primaryButtonClass } from "#app/components/ui/form-styles.ts";

/**
 * The end of a back-office filter form: keeps a chosen sort order across a
 * new search, applies the filters, and offers to clear them when any is set.
 */
export function FilterActions({
  sort,
  defaultSort,
  clearTo,
  filtered,
}: {
  sort: string;
  defaultSort: string;
  /** The list's address without filters. */
  clearTo: string;
  filtered: boolean;
}) {
  return (
    <>
      {sort !== defaultSort ? <input type="hidden" name="sort" value={sort} /> : null}
      <button type="submit" className={primaryButtonClass}>
        Apply filters
      </button>
      {filtered ? (
        <Link to={clearTo} className={linkClass}>
          Clear filters
        </Link>
      ) : null}
    </>
  );
}

/** One option of a filter: its value, or its value and the text shown for it. */
export type FilterOption = string | readonly [value: string, label: string];

/** A list filter's drop-down: "Any…" first (no filter), then the options; the URL's value preselected. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  anyLabel = "Any",
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  anyLabel?: string;
  options: readonly FilterOption[];
}) {
  return (
    <SelectField id={id} label={label} className="w-auto" name={name} defaultValue={value ?? ""}>
      <option value="">{anyLabel}</option>
      {options.map((option) => {
        const [optionValue, optionLabel] = typeof option === "string" ? [option, option] : option;
        return (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        );
      })}
    </SelectField>
  );
}

/** A list's search box, sent as `q`; it shows the URL's search. */
export function FilterSearch({
  id,
  label,
  value,
  placeholder,
}: {
  id: string;
  label: string;
  value: string | undefined;
  placeholder?: string;
}) {
  return (
    <TextField
      id={id}
      label={label}
      className="w-auto"
      name="q"
      type="search"
      defaultValue={value ?? ""}
      placeholder={placeholder}
    />
  );
}

/** "From" and "To" dates of a list's filter, sent as `from` and `to`; ids are `${idPrefix}-from|to`. */
export function FilterDateRange({ idPrefix, from, to }: { idPrefix: string; from?: string; to?: string }) {
  return (
    <>
      {(
        [
          ["from", "From", from],
          ["to", "To", to],
        ] as const
      ).map(([name, label, value]) => (
        <TextField
          key={name}
          id={`${idPrefix}-${name}`}
          label={label}
          className="w-auto"
          name={name}
          type="date"
          defaultValue={value ?? ""}
        />
      ))}
    </>
  );
}
