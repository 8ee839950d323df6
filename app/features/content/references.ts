// References from content to the directory: a press release or an event writes
// {{person:arjun-raghavan}} instead of typing a name and title, and
// {{figure:vehicles-protected}} instead of a headline figure, so a change in
// the directory shows everywhere at the next render. Resolved at render time
// (published.server.ts, the studio's preview); an unknown reference renders
// nothing and is reported to the editor.

export type ReferencedPerson = { name: string; title: string };
export type ReferencedFigure = { value: string; label: string };

/** What references can name: people by slug, figures by key. */
export type ReferenceDirectory = {
  people: ReadonlyMap<string, ReferencedPerson>;
  figures: ReadonlyMap<string, ReferencedFigure>;
};

/** The forms an editor may write, with what each inserts. */
export const referenceForms = {
  person: "name and title: “Arjun Raghavan, co-founder and chief executive officer”",
  "person-name": "the name alone",
  "person-title": "the title alone, as in a sentence",
  figure: "the value and its label: “31,000 vehicles protected every day”",
  "figure-value": "the value alone: “31,000”",
} as const;

export type ReferenceForm = keyof typeof referenceForms;

const referencePattern =
  /\{\{\s*(person-name|person-title|person|figure-value|figure)\s*:\s*([a-z0-9]+(?:-[a-z0-9]+)*)\s*\}\}/g;

/** A title inside a sentence starts in lower case ("co-founder and …"), unless it starts with an acronym. */
export function titleInSentence(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`);
}

function insertion(form: ReferenceForm, key: string, directory: ReferenceDirectory): string | undefined {
  if (form === "figure" || form === "figure-value") {
    const figure = directory.figures.get(key);
    if (!figure) return undefined;
    return form === "figure" ? `${figure.value} ${figure.label}` : figure.value;
  }
  const person = directory.people.get(key);
  if (!person) return undefined;
  if (form === "person-name") return person.name;
  if (form === "person-title") return titleInSentence(person.title);
  return `${person.name}, ${titleInSentence(person.title)}`;
}

/**
 * Replaces every reference in `text`. `markdown` escapes what is inserted so a
 * name never turns into formatting. Unknown references are replaced by nothing
 * and listed in `unknown` as written, e.g. "person:vikram-iyer".
 */
export function resolveReferences(
  text: string,
  directory: ReferenceDirectory,
  options: { markdown?: boolean } = {},
): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const resolved = text.replace(referencePattern, (_whole, form: ReferenceForm, key: string) => {
    const value = insertion(form, key, directory);
    if (value === undefined) {
      unknown.push(`${form}:${key}`);
      return "";
    }
    return options.markdown ? escapeMarkdown(value) : value;
  });
  return { text: resolved, unknown };
}

/** The same for every string inside an item's fields (a speaker on an agenda, a description). */
export function resolveFieldReferences<T>(value: T, directory: ReferenceDirectory, unknown: string[] = []): T {
  if (typeof value === "string") {
    const result = resolveReferences(value, directory);
    unknown.push(...result.unknown);
    return result.text as T;
  }
  if (Array.isArray(value)) return value.map((entry) => resolveFieldReferences(entry, directory, unknown)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, resolveFieldReferences(entry, directory, unknown)]),
    ) as T;
  }
  return value;
}

/** An item's fields and body with their references resolved, and the unknown ones. */
export function resolveItemReferences<D>(
  data: D,
  body: string,
  directory: ReferenceDirectory,
): { data: D; body: string; unknown: string[] } {
  const unknown: string[] = [];
  const resolvedData = resolveFieldReferences(data, directory, unknown);
  const resolvedBody = resolveReferences(body, directory, { markdown: true });
  unknown.push(...resolvedBody.unknown);
  return { data: resolvedData, body: resolvedBody.text, unknown: [...new Set(unknown)] };
}

/** The directory entries something names: people by slug, figures by key. */
export type DirectoryReferences = { people: Set<string>; figures: Set<string> };

/**
 * Every reference inside `value` (a text, or any strings inside fields), the
 * same forms `resolveReferences` replaces: what a page, an item or a campaign
 * would show nothing for if the entry were gone.
 */
export function referencesIn(
  value: unknown,
  found: DirectoryReferences = { people: new Set(), figures: new Set() },
): DirectoryReferences {
  if (typeof value === "string") {
    for (const [, form, key] of value.matchAll(referencePattern)) {
      if (!key) continue;
      if (form?.startsWith("figure")) found.figures.add(key);
      else found.people.add(key);
    }
  } else if (Array.isArray(value)) {
    for (const entry of value) referencesIn(entry, found);
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const entry of Object.values(value)) referencesIn(entry, found);
  }
  return found;
}
