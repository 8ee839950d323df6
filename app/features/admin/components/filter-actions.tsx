import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-fields.tsx";
import { linkClass, primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { Options } from "#app/components/ui/options.tsx";

export type FilterActionsProps = {
  /** The sort order in use ("" for the default one or a list without sorting). */
  sort: string;
  defaultSort: string;
  /** The list's address without filters; without it there is no "Clear filters". */
  clearTo?: string;
  filtered?: boolean;
  /** The submit button's text and look, when not "Apply filters". */
  submit?: { label: string; className: string };
};

/**
 * The end of a back-office filter form: keeps a chosen sort order across a
 * new search, applies the filters, and offers to clear them when any is set.
 */
export function FilterActions({
  sort,
  defaultSort,
  clearTo,
  filtered = false,
  submit = { label: "Apply filters", className: primaryButtonClass },
}: FilterActionsProps) {
  return (
    <>
      {sort !== defaultSort ? <input type="hidden" name="sort" value={sort} /> : null}
      <button type="submit" className={submit.className}>
        {submit.label}
      </button>
      {filtered && clearTo ? (
        <Link to={clearTo} className={linkClass}>
          Clear filters
        </Link>
      ) : null}
    </>
  );
}

/** One option of a filter: its value, or its value and the text shown for it. */
export type FilterOption = string | readonly [value: string, label: string];

const optionValue = (option: FilterOption) => (typeof option === "string" ? option : option[0]);
const optionLabel = (option: FilterOption) => (typeof option === "string" ? option : option[1]);

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
      <Options values={options} idOf={optionValue} label={optionLabel} />
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

/**
 * One filter of a list, declared: the search box (sent as `q`, `search` is its label), a drop-down
 * (sent as `name`; its id is `${idPrefix}-${name}` unless given), or the From and To dates.
 */
export type FilterField =
  | { search: string; placeholder?: string }
  | { name: string; label: string; options: readonly FilterOption[]; any?: string; id?: string }
  | { dates: "from-to" };

/** A list's query as its filters read it. */
export type FilterQuery = Record<string, string | number | undefined | null>;

const textOf = (value: FilterQuery[string]) => (typeof value === "string" ? value : undefined);

/** The filters a list page declares, in their order, each showing the URL's value. */
export function FilterFields({
  idPrefix,
  query,
  fields,
}: {
  idPrefix: string;
  query: FilterQuery;
  fields: readonly FilterField[];
}) {
  return fields.map((field) => {
    if ("search" in field) {
      const { search, placeholder } = field;
      return (
        <FilterSearch key="q" id={`${idPrefix}-q`} label={search} value={textOf(query.q)} placeholder={placeholder} />
      );
    }
    if ("dates" in field) {
      return <FilterDateRange key="dates" idPrefix={idPrefix} from={textOf(query.from)} to={textOf(query.to)} />;
    }
    const { name, label, options, any, id = `${idPrefix}-${name}` } = field;
    const value = textOf(query[name]);
    return <FilterSelect key={name} id={id} label={label} name={name} value={value} anyLabel={any} options={options} />;
  });
}

/** A filter's options from a fixed list and the label of each value. */
export const labelledOptions = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => [value, labels[value]] as const);
