import { solutionNames } from "#app/domain/solutions.ts";

/** Tags that name something: shown with their own capitals wherever they appear. */
const tagNames: Record<string, string> = {
  adas: "ADAS",
  api: "API",
  csr: "CSR",
  dsm: "DSM",
  esg: "ESG",
  india: "India",
  gulf: "Gulf",
  "east-africa": "East Africa",
  ...solutionNames,
};

/** A tag as a label: "east-africa" → "East Africa", "oil-and-gas" → "Oil and gas". */
export function tagLabel(tag: string): string {
  const name = tagNames[tag];
  if (name) return name;
  return tag
    .split("-")
    .map((word, index) => tagNames[word] ?? (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(" ");
}

/** A tag inside a sentence: "oil-and-gas" → "oil and gas", but "east-africa" → "East Africa". */
export function tagInSentence(tag: string): string {
  return (
    tagNames[tag] ??
    tag
      .split("-")
      .map((word) => tagNames[word] ?? word)
      .join(" ")
  );
}
