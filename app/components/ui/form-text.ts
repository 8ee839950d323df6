// Apart from lib/validation.ts, so forms on every page (the footer's newsletter
// sign-up) read their values without loading zod.

/** The text values of a form (files left out), by field name, ready for a zod schema. */
export function formText(form: HTMLFormElement | FormData): Record<string, string> {
  const data = form instanceof FormData ? form : new FormData(form);
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === "string") values[name] = value;
  return values;
}
