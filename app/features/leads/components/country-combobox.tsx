import { Check, ChevronDown, Globe } from "lucide-react";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { useButton } from "react-aria/useButton";
import { useComboBox } from "react-aria/useComboBox";
import { type AriaListBoxOptions, useListBox, useOption } from "react-aria/useListBox";
import { Item } from "react-stately/Item";
import { type ComboBoxState, useComboBoxState } from "react-stately/useComboBoxState";

export type CountryOption = { id: string; name: string; native: string };

type Props = {
  /** id of the text input, for the caller's own references. */
  id: string;
  label: string;
  options: CountryOption[];
  /** id of the chosen country, "" when none. */
  value: string;
  onChange: (country: CountryOption) => void;
  /** ids of hints and errors that describe the field. */
  describedBy?: string;
  invalid?: boolean;
};

/** Lower case, accents removed: "Åland" and "aland" match. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Countries whose English or native name contains the query, those starting with it first. */
export function filterCountries(options: CountryOption[], query: string): CountryOption[] {
  const folded = fold(query);
  if (folded === "") return options;
  const starts: CountryOption[] = [];
  const contains: CountryOption[] = [];
  for (const option of options) {
    const name = fold(option.name);
    const native = fold(option.native);
    if (name.startsWith(folded) || native.startsWith(folded)) starts.push(option);
    else if (name.includes(folded) || native.includes(folded)) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A searchable country picker: React Aria's combobox (editable, with a list popup) on our own
 * markup, so the list stays inside the wizard's modal dialog. Typing filters the list and
 * highlights its first country, ArrowDown and ArrowUp move, Enter (or Tab) takes the highlighted
 * country, Escape closes the list and undoes unfinished typing; leaving the field otherwise takes an
 * exactly typed name and undoes anything else. Countries are listed by name: flag emoji need a
 * font many systems lack.
 */
export function CountryCombobox({ id, label, options, value, onChange, describedBy, invalid = false }: Props) {
  const selected = options.find((option) => option.id === value);
  const selectedName = selected?.name ?? "";
  const [query, setQuery] = useState(selectedName);
  // Escape undoes: it never takes what was typed as a choice.
  const escaping = useRef(false);

  // A choice made elsewhere (or a reset of the form) shows in the field.
  useEffect(() => {
    setQuery(selectedName);
  }, [selectedName]);

  // Once a country is chosen, reopening shows the whole list with it in view.
  const results = useMemo(
    () => (query === selectedName ? options : filterCountries(options, query)),
    [options, query, selectedName],
  );

  // The chosen country stays in the collection, unlisted, while the text filters it out: the
  // combobox reads the chosen name from its collection when it puts the text back.
  const hiddenChoice = selected && results.length > 0 && !results.includes(selected) ? selected : undefined;
  const items = useMemo(() => (hiddenChoice ? [...results, hiddenChoice] : results), [results, hiddenChoice]);

  const state = useComboBoxState({
    label,
    items,
    disabledKeys: hiddenChoice ? [hiddenChoice.id] : [],
    children: (option: CountryOption) => <Item key={option.id}>{option.name}</Item>,
    inputValue: query,
    onInputChange: setQuery,
    selectedKey: value || null,
    onSelectionChange: (key) => {
      const chosen = options.find((option) => option.id === key);
      if (chosen && chosen.id !== value) {
        setQuery(chosen.name);
        onChange(chosen);
        return;
      }
      // The same country again (leaving the field, Enter without a highlight, Escape):
      // an exactly typed name is taken, anything else undone.
      const exact = escaping.current ? undefined : options.find((option) => fold(option.name) === fold(query));
      escaping.current = false;
      if (exact && exact.id !== value) onChange(exact);
      setQuery(exact?.name ?? selectedName);
    },
    allowsCustomValue: false,
  });

  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listBoxRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const noMatch = state.isFocused && query.trim() !== "" && query !== selectedName && results.length === 0;
  const statusId = `${id}-status`;

  const { labelProps, inputProps, listBoxProps, buttonProps } = useComboBox(
    {
      id,
      label,
      inputRef,
      buttonRef,
      listBoxRef,
      popoverRef,
      isRequired: true,
      isInvalid: invalid,
      placeholder: "Start typing a country",
      "aria-describedby": [describedBy, noMatch ? statusId : undefined].filter(Boolean).join(" ") || undefined,
      onKeyDown: (event) => {
        // Closing the list must not close the dialog underneath.
        if (event.key === "Escape" && (state.isOpen || query !== selectedName)) {
          event.preventDefault();
          event.stopPropagation();
        }
      },
    },
    state,
  );
  const { buttonProps: toggleProps } = useButton(
    { ...buttonProps, "aria-label": "Show all countries", "aria-labelledby": undefined },
    buttonRef,
  );

  // Typing highlights the first match, so Enter takes it.
  const firstKey = results[0]?.id;
  const { selectionManager } = state;
  // Only when the text or the list changes: the arrow keys move the highlight from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: selectionManager is a new object on every render
  useEffect(() => {
    if (state.isOpen && firstKey && query.trim() !== "" && query !== selectedName)
      selectionManager.setFocusedKey(firstKey);
  }, [state.isOpen, query, selectedName, firstKey]);

  return (
    <div
      onKeyDownCapture={(event) => {
        escaping.current = event.key === "Escape";
      }}
    >
      {/* React Aria adds a <style> element for its pressable elements unless one with this id exists; the
          Content-Security-Policy refuses inline styles, so the buttons and options carry that rule as classes. */}
      <span id="react-aria-pressable-style" hidden />
      {/* biome-ignore lint/a11y/noLabelWithoutControl: labelProps name the input (htmlFor) */}
      <label {...labelProps} className="block font-semibold">
        {label}
      </label>
      <div className="relative mt-0.5">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1.5 inline-flex -translate-y-1/2 text-xl text-muted"
        >
          <Globe size={20} />
        </span>
        <input
          {...inputProps}
          ref={inputRef}
          spellCheck={false}
          className="w-full rounded-md border border-black/40 bg-white py-1 pr-6 pl-6 text-lg text-ink placeholder:text-muted aria-[invalid=true]:border-red-700"
        />
        <button
          {...toggleProps}
          ref={buttonRef}
          className="absolute top-1/2 right-0.5 inline-flex touch-pan-x touch-pan-y touch-pinch-zoom size-5 -translate-y-1/2 items-center justify-center rounded-md text-ink hover:bg-black/5"
        >
          <ChevronDown aria-hidden="true" size={20} className={state.isOpen ? "rotate-180" : ""} />
        </button>
        {state.isOpen ? (
          <div ref={popoverRef} className="absolute inset-x-0 top-full z-10 mt-0.5">
            <CountryList
              listBoxProps={{ ...listBoxProps, "aria-label": `${label} list`, "aria-labelledby": undefined }}
              listBoxRef={listBoxRef}
              state={state}
              hiddenKey={hiddenChoice?.id}
            />
          </div>
        ) : null}
      </div>
      <p id={statusId} role="status" className={noMatch ? "mt-0.5 text-sm text-muted" : "sr-only"}>
        {noMatch
          ? `No country matches “${query.trim()}”. Check the spelling or try the country's English name.`
          : state.isOpen
            ? `${results.length} ${results.length === 1 ? "country" : "countries"} found.`
            : ""}
      </p>
    </div>
  );
}

function CountryList({
  listBoxProps,
  listBoxRef,
  state,
  hiddenKey,
}: {
  hiddenKey: string | undefined;
  listBoxProps: AriaListBoxOptions<CountryOption>;
  listBoxRef: RefObject<HTMLDivElement | null>;
  state: ComboBoxState<CountryOption>;
}) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    <div
      {...props}
      role="listbox"
      ref={listBoxRef}
      className="max-h-64 overflow-y-auto rounded-md border border-black/20 bg-white py-0.5 shadow-lg"
    >
      {[...state.collection].map((item) =>
        item.key === hiddenKey ? null : (
          <CountryListOption key={item.key} itemKey={item.key} name={item.textValue} state={state} />
        ),
      )}
    </div>
  );
}

function CountryListOption({
  itemKey,
  name,
  state,
}: {
  itemKey: string | number;
  name: string;
  state: ComboBoxState<CountryOption>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, isFocused, isSelected } = useOption({ key: itemKey }, state, ref);
  return (
    <div
      tabIndex={-1}
      {...optionProps}
      role="option"
      // The highlighted option is the one the input points at (aria-activedescendant):
      // it reads as the current choice.
      aria-selected={isFocused}
      ref={ref}
      className={`flex cursor-pointer touch-pan-x touch-pan-y touch-pinch-zoom items-center gap-1 px-1.5 py-1 text-ink ${
        isFocused ? "bg-signal-soft outline-2 -outline-offset-2 outline-ink" : ""
      }`}
    >
      <span className="flex-1">{name}</span>
      {isSelected ? <Check aria-hidden="true" size={18} /> : null}
    </div>
  );
}
