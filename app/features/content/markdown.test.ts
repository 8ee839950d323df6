import { describe, expect, it } from "vitest";
import { MARKDOWN_NESTING_LIMIT } from "#app/lib/markdown-field.ts";
import { renderMarkdown, tryRenderMarkdown, UnrenderableMarkdown } from "./markdown.server.ts";

const limit = MARKDOWN_NESTING_LIMIT;

describe("the Markdown renderer's nesting bound", () => {
  it("refuses text nested 49,000 quotes deep with the line named instead of overflowing the stack", () => {
    const source = `A short start.\n\nAnother line.\n${"> ".repeat(49_000)}`;
    expect(() => renderMarkdown(source)).toThrow(
      "Line 4 nests quotes or lists 49,000 levels deep; at most 16 are allowed.",
    );
    expect(() => renderMarkdown(`${"1. ".repeat(1_333)}x`)).toThrow(UnrenderableMarkdown);
    expect(() => renderMarkdown(">".repeat(3_999))).toThrow(UnrenderableMarkdown);
  });

  it("renders quotes and lists nested exactly as deep as the limit allows", () => {
    const quotes = renderMarkdown(`${"> ".repeat(limit)}innermost`).html;
    expect(quotes.match(/<blockquote>/g)).toHaveLength(limit);
    expect(quotes).toContain("innermost");
    const ordered = renderMarkdown(`${"1. ".repeat(limit)}deepest`).html;
    expect(ordered.match(/<ol>/g)).toHaveLength(limit);
    const indented = Array.from({ length: limit }, (_, level) => `${"  ".repeat(level)}- level ${level + 1}`).join(
      "\n",
    );
    const bullets = renderMarkdown(indented).html;
    expect(bullets.match(/<ul>/g)).toHaveLength(limit);
    expect(bullets).toContain(`level ${limit}`);
  });

  it("reports a refusal as new only the first time the same text is met", () => {
    const source = `Unique ${Math.random()}\n${"- ".repeat(limit + 1)}x`;
    const first = tryRenderMarkdown(source);
    const second = tryRenderMarkdown(source);
    expect(first).toEqual({ ok: false, problem: expect.stringMatching(/^Line 2 nests/), firstRefusal: true });
    expect(second).toEqual({ ok: false, problem: expect.stringMatching(/^Line 2 nests/), firstRefusal: false });
  });
});

describe("links in rendered Markdown", () => {
  it("keeps an http:// link's address (it is rendered, not turned into an <a> without one)", () => {
    const { html } = renderMarkdown(
      "Read [the old report](http://reports.example/2019) and [the new](https://reports.example).",
    );
    expect(html).toContain('<a href="http://reports.example/2019" rel="noopener noreferrer">the old report</a>');
    expect(html).toContain('<a href="https://reports.example" rel="noopener noreferrer">the new</a>');
  });
});
