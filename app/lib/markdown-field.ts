import type { z } from "./validation.ts";

// The Markdown renderer (marked) parses each quote and list inside another by
// calling itself again, so text nested a few thousand levels deep exhausts the
// stack. No written document nests anywhere near the limit below, which the
// renderer handles in well under a millisecond; deeper text is refused when it
// is saved, and again by the renderer for anything stored before the check.

/** The deepest a line may nest block quotes and lists (indentation included). */
export const MARKDOWN_NESTING_LIMIT = 16;

const SPACE = 32;
const TAB = 9;
const GREATER_THAN = 62;
const ZERO = 48;
const NINE = 57;

/**
 * How deep a line nests, read from its start: each `>`, each list marker
 * (`-`, `*`, `+`, `1.`, `1)` followed by a space or the end of the line) and each
 * two columns of indentation (a tab counts four) before the first other
 * character. It never reads past the first character that is none of these.
 */
function lineDepth(text: string, start: number, end: number, stopAt: number): number {
  let depth = 0;
  let at = start;
  while (at < end) {
    let columns = 0;
    while (at < end) {
      const code = text.charCodeAt(at);
      if (code === SPACE) columns += 1;
      else if (code === TAB) columns += 4 - (columns % 4);
      else break;
      at += 1;
    }
    depth += Math.floor(columns / 2);
    if (depth > stopAt || at >= end) return depth;
    const code = text.charCodeAt(at);
    let markerEnd = -1;
    if (code === GREATER_THAN) markerEnd = at + 1;
    else if (code === 45 /* - */ || code === 42 /* * */ || code === 43 /* + */) markerEnd = at + 1;
    else if (code >= ZERO && code <= NINE) {
      let digit = at;
      while (digit < end && digit - at < 9 && text.charCodeAt(digit) >= ZERO && text.charCodeAt(digit) <= NINE) {
        digit += 1;
      }
      const after = text.charCodeAt(digit);
      if (digit < end && (after === 46 /* . */ || after === 41) /* ) */) markerEnd = digit + 1;
    }
    if (markerEnd === -1) return depth;
    // A list marker counts only when a space, a tab or the end of the line follows it.
    if (code !== GREATER_THAN && markerEnd < end) {
      const next = text.charCodeAt(markerEnd);
      if (next !== SPACE && next !== TAB && next !== 13 /* \r */) return depth;
    }
    depth += 1;
    at = markerEnd;
    // The one space that belongs to the marker is not indentation.
    if (at < end && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at += 1;
  }
  return depth;
}

/** A fence that opens or closes fenced code: up to three spaces, then three or more ` or ~. */
const fencePattern = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Null when no line of `text` nests block quotes or lists deeper than `limit`;
 * otherwise a sentence naming the first such line. Lines of fenced code are
 * not read (they are shown as written). One pass over the text.
 */
export function markdownNestingProblem(text: string, limit: number = MARKDOWN_NESTING_LIMIT): string | null {
  let fence: string | null = null;
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const opener = fencePattern.exec(text.slice(start, Math.min(end, start + 64)))?.[1];
    if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
    } else if (opener) {
      fence = opener;
    } else {
      const depth = lineDepth(text, start, end, limit);
      if (depth > limit) {
        const shown = exactDepth(text, start, end);
        return `Line ${line.toLocaleString("en")} nests quotes or lists ${shown.toLocaleString("en")} levels deep; at most ${limit} are allowed.`;
      }
    }
    if (newline === -1) break;
    start = newline + 1;
    line += 1;
  }
  return null;
}

/** The full depth of a line found too deep (read to its end only then). */
function exactDepth(text: string, start: number, end: number): number {
  return lineDepth(text, start, end, Number.POSITIVE_INFINITY);
}

// Links: the renderer keeps a link whose address is a web address (https:// or
// http://), an email address or phone number (mailto:, tel:), a path on this
// site (/…) or a place on the page (#…), and would drop any other address
// (javascript:, data:, //host, a bare word). Such a link is refused when it is
// saved, named in the message, rather than lost without a word.

/** Link addresses written in Markdown: inline `[words](address)`, definitions `[name]: address` and `<scheme:…>`. */
const linkPatterns = [
  /\]\(\s*<([^>\n]*)>/g,
  /\]\(\s*((?:[^\s()<]|\([^\s()]*\))(?:[^\s()]|\([^\s()]*\))*)/g,
  /^ {0,3}\[[^\]\n]+\]:[ \t]*<?([^\s>]+)/gm,
  /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi,
];

const keptAddress = /^(https?:\/\/[^\s]|mailto:|tel:|\/(?!\/)|#)/i;

/** The link addresses of `text` the renderer would not keep, in the order found (each once). */
export function droppedMarkdownLinks(text: string): string[] {
  const dropped: { at: number; address: string }[] = [];
  const seen = new Set<string>();
  for (const pattern of linkPatterns) {
    for (const match of text.matchAll(pattern)) {
      const address = match[1] ?? "";
      if (keptAddress.test(address) || seen.has(address)) continue;
      seen.add(address);
      dropped.push({ at: match.index, address });
    }
  }
  return dropped.sort((a, b) => a.at - b.at).map((link) => link.address);
}

/** A sentence naming the first link of `text` the renderer would not keep, or null. */
export function markdownLinkProblem(text: string): string | null {
  const [address] = droppedMarkdownLinks(text);
  if (address === undefined) return null;
  const shown = address === "" ? "a link without an address" : `the link “${address.slice(0, 80)}”`;
  return `Change ${shown}: write a full address (https://…), a path on this site (/…), mailto: or tel:.`;
}

/**
 * A Markdown field's zod check: the text must not nest deeper than the
 * renderer allows, and every link must be one the renderer keeps. Every
 * schema of a Markdown field (content bodies, FAQ answers, bios, campaign
 * bodies, job descriptions, previews) adds it.
 */
export function checkMarkdownField(value: string, context: z.RefinementCtx): void {
  const problem = markdownNestingProblem(value) ?? markdownLinkProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
}

/** `schema` with the Markdown checks added: `markdownText(z.string().max(…))`. */
export function markdownText<T extends z.ZodType<string>>(schema: T) {
  return schema.superRefine(checkMarkdownField);
}
