import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * Page copy kept as typed data: paragraphs, lists, tables and small headings
 * whose text may carry links, bold words and inline code. Rendered as React
 * elements, never raw HTML.
 */

export type Inline = string | { text: string; href: string } | { strong: string } | { code: string };
export type RichText = string | Inline[];

export type Block =
  | { type: "paragraph"; text: RichText }
  | { type: "list"; items: RichText[]; ordered?: boolean }
  | { type: "heading"; text: string }
  | { type: "table"; caption: string; head: string[]; rows: RichText[][] };

const linkClass = "font-semibold underline underline-offset-2 hover:decoration-2";

/** A link in copy: routes inside the site go through the router, everything else is a plain anchor. */
function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === "string") return <>{part}</>;
  if ("href" in part) return <TextLink href={part.href}>{part.text}</TextLink>;
  if ("strong" in part) return <strong>{part.strong}</strong>;
  return <code className="rounded-sm bg-black/5 px-0.5 font-mono text-[0.9em] wrap-anywhere">{part.code}</code>;
}

export function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fragments of one sentence, never reordered
        <InlinePart key={index} part={part} />
      ))}
    </>
  );
}

/** The plain text of rich text, e.g. for a table cell's key or a search index. */
export function plainText(text: RichText): string {
  if (typeof text === "string") return text;
  return text
    .map((part) =>
      typeof part === "string" ? part : "text" in part ? part.text : "strong" in part ? part.strong : part.code,
    )
    .join("");
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-2">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed copy, never reordered
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <Rich text={block.text} />
        </p>
      );
    case "heading":
      return <h3 className="pt-1 text-xl font-semibold">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`space-y-1 pl-3 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item) => (
            <li key={plainText(item)}>
              <Rich text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        // A table wider than a phone screen scrolls inside this frame, which is named and
        // focusable so that keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section aria-label={block.caption} tabIndex={0} className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="pb-1 text-left font-semibold">{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="border-b-2 border-ink px-1 py-1 align-bottom">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={plainText(row[0] ?? "")} className="border-b border-black/10">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={plainText(cell)} scope="row" className="px-1 py-1 align-top font-semibold">
                        <Rich text={cell} />
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                      <td key={cellIndex} className="px-1 py-1 align-top">
                        <Rich text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
  }
}
