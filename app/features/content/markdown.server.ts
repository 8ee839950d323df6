import { createHash } from "node:crypto";
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { hyphenated, withoutAccents } from "#app/lib/hyphenated.ts";
import { markdownNestingProblem } from "#app/lib/markdown-field.ts";
import { parseImageReference, pictureHtml } from "./images.ts";

export function headingId(text: string): string {
  return hyphenated(withoutAccents(text).replace(/&[a-z]+;/g, "")) || "section";
}

const allowedTags = [
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "blockquote",
  "code",
  "pre",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "br",
  "div",
  "picture",
  "source",
  "img",
];

/** Where an image may come from: the studio's own variants only (no third-party images). */
const mediaSource = /^\/media\/[0-9a-f-]{36}\/\d+\.(avif|webp|jpg)$/;
const mediaSrcset = (srcset: string) =>
  srcset.split(",").every((candidate) => mediaSource.test(candidate.trim().split(/\s+/)[0] ?? ""));

/**
 * Markdown to HTML for content pages. The document title is the page's h1,
 * so a "#" in the body becomes an h2. Raw HTML in the source is dropped and
 * the output passes an allowlist, so a content file cannot inject markup.
 * An image written `![Alt](/media/<id>/<width>x<height>)` (what the studio's
 * editor inserts after an upload) becomes a `<picture>` of its AVIF, WebP and
 * JPEG variants with its size (images.ts); any other image is dropped.
 *
 * Text nested deeper than the renderer handles (markdown-field.ts) is
 * refused before it reaches the parser: this throws `UnrenderableMarkdown`,
 * and so does any other failure of the parser. A refusal is remembered, so the
 * same text costs one lookup the next time. Pages that show many items at
 * once use `tryRenderMarkdown`, which answers instead of throwing.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const result = tryRenderMarkdown(source);
  if (!result.ok) throw new UnrenderableMarkdown(result.problem);
  return result.rendered;
}

/** Markdown the site cannot show; `message` says why in words for the studio. */
export class UnrenderableMarkdown extends Error {
  override name = "UnrenderableMarkdown";
}

export type RenderedMarkdown = Readonly<{ html: string; headings: { id: string; text: string }[] }>;

export type MarkdownRender =
  | { ok: true; rendered: RenderedMarkdown }
  | {
      ok: false;
      problem: string;
      /** True the first time this text was refused in this process: the caller logs it then, and not again. */
      firstRefusal: boolean;
    };

/**
 * Renders `source`, or says why it cannot be shown, without throwing. Each
 * distinct text is refused (and reported as `firstRefusal`) once per process
 * while it stays among the remembered refusals.
 */
export function tryRenderMarkdown(source: string): MarkdownRender {
  const known = rendered.get(source);
  if (known) return { ok: true, rendered: known };
  const key = refusalKey(source);
  const refusedBefore = refused.get(key);
  if (refusedBefore !== undefined) return { ok: false, problem: refusedBefore, firstRefusal: false };
  let problem = markdownNestingProblem(source);
  if (!problem) {
    try {
      const result = Object.freeze(renderUncached(source));
      if (rendered.size >= renderedLimit) rendered.delete(rendered.keys().next().value as string);
      rendered.set(source, result);
      return { ok: true, rendered: result };
    } catch (error) {
      problem = `The text could not be turned into a page (${error instanceof Error ? error.message.split("\n")[0] : String(error)}).`;
    }
  }
  if (refused.size >= refusedLimit) refused.delete(refused.keys().next().value as string);
  refused.set(key, problem);
  return { ok: false, problem, firstRefusal: true };
}

/**
 * Why the site cannot show `source`, found cheaply (no rendering): a refusal
 * already met in this process, or text nested too deep. Null otherwise.
 */
export function knownMarkdownProblem(source: string): string | null {
  return refused.get(refusalKey(source)) ?? markdownNestingProblem(source);
}

/**
 * Renders kept by source text: a job description is rendered for each visit of
 * its page that is not served from the render cache, and the same text always
 * gives the same HTML. The oldest go first beyond `renderedLimit`.
 */
const rendered = new Map<string, RenderedMarkdown>();
const renderedLimit = 64;

/** Refusals by a digest of the text (the text itself may be 100 kB): why each cannot be shown. */
const refused = new Map<string, string>();
const refusedLimit = 1024;
const refusalKey = (source: string) => createHash("sha256").update(source).digest("base64url");

function renderUncached(source: string): { html: string; headings: { id: string; text: string }[] } {
  const headings: { id: string; text: string }[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html() {
        return "";
      },
      image(token: Tokens.Image) {
        const reference = parseImageReference(token.href);
        return reference ? pictureHtml({ ...reference, alt: token.text }) : "";
      },
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Heading) {
        const level = Math.min(Math.max(token.depth, 2), 4);
        const inner = this.parser.parseInline(token.tokens);
        const base = headingId(token.text);
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        const id = count === 0 ? base : `${base}-${count + 1}`;
        if (level === 2) headings.push({ id, text: token.text.replace(/[*_`]/g, "") });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      table(this: unknown, token: Tokens.Table) {
        const cell = (value: Tokens.TableCell, tag: "th" | "td") =>
          `<${tag}${tag === "th" ? ' scope="col"' : ""}>${marked.parseInline(value.text)}</${tag}>`;
        const head = `<tr>${token.header.map((value) => cell(value, "th")).join("")}</tr>`;
        const body = token.rows.map((row) => `<tr>${row.map((value) => cell(value, "td")).join("")}</tr>`).join("");
        return `<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });
  const raw = marked.parse(source) as string;
  const html = sanitizeHtml(raw, {
    allowedTags,
    allowedAttributes: {
      a: ["href", "title", "rel"],
      h2: ["id"],
      h3: ["id"],
      h4: ["id"],
      th: ["scope"],
      div: ["class", "role", "aria-label", "tabindex"],
      source: ["type", "srcset", "sizes"],
      img: ["src", "srcset", "sizes", "width", "height", "alt", "loading", "decoding"],
    },
    allowedSchemesByTag: { img: [], source: [] },
    // Only the studio's own variants survive, however an image got into the HTML.
    exclusiveFilter: (frame) =>
      (frame.tag === "img" &&
        (!mediaSource.test(frame.attribs.src ?? "") || !mediaSrcset(frame.attribs.srcset ?? ""))) ||
      (frame.tag === "source" && !mediaSrcset(frame.attribs.srcset ?? "")),
    allowedClasses: { div: ["table-scroll"] },
    allowedSchemes: ["https", "http", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const external = /^https?:/i.test(href);
        return {
          tagName,
          attribs: external
            ? { ...attribs, rel: "noopener noreferrer" }
            : { href, ...(attribs.title ? { title: attribs.title } : {}) },
        };
      },
    },
  });
  return { html, headings };
}

/** Words in the Markdown source, for "n min read" at 220 words a minute. */
export function readingMinutes(source: string): number {
  const words = source
    .replace(/[#>*_`|-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
