// The plain-text part of every email, written from the same props as its HTML
// (no conversion of the HTML at run time). Each template module exports a
// `text(props)` built from these helpers; it reads like the HTML part: the
// brand, the greeting, the paragraphs with every fact and link written out,
// and the company footer. Free of JSX and React Email, like ./types.ts.
import { brand } from "../lib/brand.ts";

/** What EmailAction says under its button, and the text part after the button's label. */
export const pasteLinkPrompt = "Or paste this link into your browser:";

/** A link: its words followed by its address, or the address alone when it is written out already. */
export function textLink(href: string, label = href): string {
  return label === href ? href : `${label} ${href}`;
}

/** A button with its address written out (EmailAction in the HTML part). */
export function textAction(href: string, label: string): string[] {
  return [textLink(href, label), `${pasteLinkPrompt} ${href}`];
}

/** Lines of one paragraph that the HTML part breaks with <br />. */
export function textLines(...lines: string[]): string {
  return lines.join("\n");
}

/** One paragraph, or null to leave out one that the HTML part leaves out. */
type Paragraph = string | null;

/**
 * The whole plain-text part, in the frame of EmailLayout: the brand, "Hello
 * <name>," when given the recipient's name, the paragraphs (actions spread in),
 * and the footer.
 */
export function textEmail({ recipient, paragraphs }: { recipient?: string; paragraphs: Paragraph[] }): string {
  return [
    brand.name.toUpperCase(),
    ...(recipient === undefined ? [] : [`Hello ${recipient},`]),
    ...paragraphs.filter((paragraph): paragraph is string => paragraph !== null),
    "-".repeat(40),
    `${brand.legalName} · ${brand.tagline}`,
  ].join("\n\n");
}
