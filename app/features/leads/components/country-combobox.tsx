import { Check, ChevronDown, Globe } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";

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
 * A searchable country picker following the ARIA combobox pattern (editable
 * combobox with a list popup): typing filters the list, ArrowDown and ArrowUp
 * move through it, Enter chooses, Escape closes it (and, when already closed,
 * undoes unfinished typing). Countries are listed by name: flag emoji need a font many systems lack.
 */
export function CountryCombobox({ id, label, options, value, onChange, describedBy, invalid = false }: Props) {
  const ids = useId();
  const listboxId = `${ids}-listbox`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const selected = options.find((option) => option.id === value);
  const selectedName = selected?.name ?? "";

  const [query, setQuery] = useState(selectedName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // A choice made elsewhere (or a reset of the form) shows in the field.
  useEffect(() => {
    setQuery(selectedName);
  }, [selectedName]);

  // Once a country is chosen, reopening shows the whole list with it in view.
  const results = useMemo(
    () => (query === selectedName ? options : filterCountries(options, query)),
    [options, query, selectedName],
  );

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: "nearest" });
  });

  function openList(start: "selected" | "first" | "last") {
    setOpen(true);
    const selectedIndex = results.findIndex((option) => option.id === value);
    if (start === "last") setActive(results.length - 1);
    else if (start === "selected" && selectedIndex >= 0) setActive(selectedIndex);
    else setActive(results.length > 0 ? 0 : -1);
  }

  function choose(option: CountryOption) {
    setQuery(option.name);
    setOpen(false);
    setActive(-1);
    onChange(option);
  }

  /** Leaves the field showing a real country: an exact name is taken, anything else undone. */
  function settle() {
    setOpen(false);
    setActive(-1);
    const exact = options.find((option) => fold(option.name) === fold(query));
    if (exact && query !== selectedName) {
      if (exact.id !== value) choose(exact);
      else setQuery(exact.name);
    } else {
      setQuery(selectedName);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (event.altKey || !open) openList(open ? "first" : "selected");
        else if (results.length > 0) setActive((index) => (index + 1) % results.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) openList("last");
        else if (results.length > 0) setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
        break;
      case "Enter": {
        if (!open) break;
        // Enter chooses from the list; it never submits the step underneath.
        event.preventDefault();
        const option = results[active];
        if (option) choose(option);
        else settle();
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query !== selectedName) {
          event.preventDefault();
          event.stopPropagation();
          setQuery(selectedName);
        }
        break;
      case "Tab":
        if (open) settle();
        break;
    }
  }

  const expanded = open && results.length > 0;
  const activeOption = expanded && active >= 0 ? results[active] : undefined;
  const noMatch = open && results.length === 0;
  const statusId = `${ids}-status`;

  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
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
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={[describedBy, noMatch ? statusId : undefined].filter(Boolean).join(" ") || undefined}
          aria-invalid={invalid || undefined}
          aria-required="true"
          autoComplete="off"
          spellCheck={false}
          value={query}
          placeholder="Start typing a country"
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(event.target.value.trim() === "" ? -1 : 0);
          }}
          onClick={() => {
            if (!open) openList("selected");
          }}
          onKeyDown={handleKeyDown}
          onBlur={settle}
          className="w-full rounded-md border border-black/40 bg-white py-1 pr-6 pl-6 text-lg text-ink placeholder:text-muted aria-[invalid=true]:border-red-700"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Show all countries`}
          aria-controls={listboxId}
          aria-expanded={expanded}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (open) {
              setOpen(false);
              setActive(-1);
            } else {
              if (query !== selectedName) setQuery(selectedName);
              setOpen(true);
              const index = options.findIndex((option) => option.id === value);
              setActive(Math.max(index, 0));
            }
          }}
          className="absolute top-1/2 right-0.5 inline-flex size-5 -translate-y-1/2 items-center justify-center rounded-md text-ink hover:bg-black/5"
        >
          <ChevronDown aria-hidden="true" size={20} className={expanded ? "rotate-180" : ""} />
        </button>
        <div
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={`${label} list`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-10 mt-0.5 max-h-64 overflow-y-auto rounded-md border border-black/20 bg-white py-0.5 shadow-lg"
        >
          {expanded
            ? results.map((option, index) => (
                // Options take no focus of their own: the input keeps it and points at the active one
                // (aria-activedescendant), and its keydown handler does the keyboard work.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input
                <div
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== active) setActive(index);
                  }}
                  onClick={() => choose(option)}
                  className={`flex cursor-pointer items-center gap-1 px-1.5 py-1 text-ink ${
                    index === active ? "bg-signal-soft outline-2 -outline-offset-2 outline-ink" : ""
                  }`}
                >
                  <span className="flex-1">{option.name}</span>
                  {option.id === value ? <Check aria-hidden="true" size={18} /> : null}
                </div>
              ))
            : null}
        </div>
      </div>
      <p id={statusId} role="status" className={noMatch ? "mt-0.5 text-sm text-muted" : "sr-only"}>
        {noMatch
          ? `No country matches “${query.trim()}”. Check the spelling or try the country's English name.`
          : open
            ? `${results.length} ${results.length === 1 ? "country" : "countries"} found.`
            : ""}
      </p>
    </div>
  );
}
