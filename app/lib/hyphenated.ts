// Addresses made from words a person wrote: a job's or an item's slug, a
// heading's anchor.

/** Lowercase with accents taken off the letters they sit on: "Café Ôrbit" → "cafe orbit". */
export const withoutAccents = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/** Runs of anything but a-z and 0-9 become one hyphen, none at either end: "cafe orbit!" → "cafe-orbit". */
export const hyphenated = (text: string) => text.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
