import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoFaqs } from "#db/demo-directory.ts";
import {
  droppedMarkdownLinks,
  MARKDOWN_NESTING_LIMIT,
  markdownLinkProblem,
  markdownNestingProblem,
  markdownText,
} from "./markdown-field.ts";
import { z } from "./validation.ts";

const limit = MARKDOWN_NESTING_LIMIT;

describe("the Markdown nesting check", () => {
  it("names the first line that nests quotes deeper than the limit, and how deep", () => {
    const text = `# Title\n\nA paragraph.\n\n${"> ".repeat(limit + 5)}deep\n${"> ".repeat(limit + 9)}deeper`;
    expect(markdownNestingProblem(text)).toBe(
      `Line 5 nests quotes or lists ${limit + 5} levels deep; at most ${limit} are allowed.`,
    );
  });

  it("counts every kind of list marker, quotes written without spaces, and indentation", () => {
    for (const marker of ["- ", "* ", "+ ", "1. ", "1) ", "12. "]) {
      expect(markdownNestingProblem(`${marker.repeat(limit)}item`), marker).toBeNull();
      expect(markdownNestingProblem(`${marker.repeat(limit + 1)}item`), marker).toMatch(/^Line 1 nests .* 17 levels/);
    }
    expect(markdownNestingProblem(`${">".repeat(limit + 1)} x`)).toMatch(/^Line 1 nests/);
    const indented = Array.from({ length: limit + 1 }, (_, level) => `${"  ".repeat(level)}- level ${level + 1}`);
    expect(markdownNestingProblem(indented.slice(0, limit).join("\n"))).toBeNull();
    expect(markdownNestingProblem(indented.join("\n"))).toBe(
      `Line ${limit + 1} nests quotes or lists ${limit + 1} levels deep; at most ${limit} are allowed.`,
    );
    expect(markdownNestingProblem(`${"\t".repeat(9)}text`)).toMatch(/^Line 1 nests quotes or lists 18 levels/);
  });

  it("reads a 98,000-character line of quotes in one pass and names it", () => {
    const text = `Intro.\n\nMore.\n${"> ".repeat(49_000)}`;
    expect(markdownNestingProblem(text)).toBe(
      "Line 4 nests quotes or lists 49,000 levels deep; at most 16 are allowed.",
    );
    expect(markdownNestingProblem(">".repeat(3_999))).toMatch(/3,999 levels/);
  });

  it("leaves ordinary writing alone: thematic breaks, numbers, bold text and fenced code", () => {
    const text = [
      "**Bold** start, 3.5 litres, -5 °C and *emphasis*.",
      "2026. A year.",
      "",
      "```yaml",
      `${" ".repeat(60)}deeply: indented`,
      `${"> ".repeat(40)}shown as written`,
      "```",
      "- a",
      "  - b",
      "    > quoted in a list",
    ].join("\n");
    expect(markdownNestingProblem(text)).toBeNull();
  });

  it("reads the lines after a fence that is indented four spaces (indented code, not a fence)", () => {
    expect(markdownNestingProblem(`    \`\`\`\n${"> ".repeat(40)}`)).toMatch(/^Line 2 nests/);
  });
});

describe("the Markdown link check", () => {
  it("keeps web, mail and phone addresses, site paths and anchors, http:// included", () => {
    const text =
      "[a](https://example.com) [b](http://example.com/page?x=1) [c](mailto:a@example.com) [d](tel:+911234) [e](/contact) [f](#faq) ![img](/media/x/1x1) <https://auto.example>\n\n[ref]: http://ref.example";
    expect(droppedMarkdownLinks(text)).toEqual([]);
    expect(markdownLinkProblem(text)).toBeNull();
  });

  it("names the first link the renderer would drop", () => {
    const text =
      "Fine [ok](https://a.example).\n\n[bad](javascript:alert(1)) and [worse](//evil.example) [bare](example.com)";
    expect(droppedMarkdownLinks(text)).toEqual(["javascript:alert(1)", "//evil.example", "example.com"]);
    expect(markdownLinkProblem(text)).toBe(
      "Change the link “javascript:alert(1)”: write a full address (https://…), a path on this site (/…), mailto: or tel:.",
    );
    expect(droppedMarkdownLinks("[x]: ftp://files.example\n<data:text/html,hi>")).toEqual([
      "ftp://files.example",
      "data:text/html,hi",
    ]);
  });
});

describe("a Markdown field's schema", () => {
  it("answers the nesting and link problems as the field's messages", () => {
    const schema = markdownText(z.string().max(1000));
    const deep = schema.safeParse(`ok\n${"1. ".repeat(20)}x`);
    expect(deep.success).toBe(false);
    expect(deep.error?.issues[0]?.message).toBe("Line 2 nests quotes or lists 20 levels deep; at most 16 are allowed.");
    expect(schema.safeParse("[x](javascript:void)").error?.issues[0]?.message).toMatch(
      /^Change the link “javascript:void”/,
    );
    expect(schema.safeParse("Plain [text](http://example.com).").success).toBe(true);
  });

  it("accepts every Markdown file the site ships and the demo FAQs", async () => {
    const root = path.resolve(import.meta.dirname, "../../content");
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".md"));
    expect(files.length).toBeGreaterThan(5);
    const schema = markdownText(z.string());
    for (const file of files) {
      const result = schema.safeParse(await readFile(path.join(root, file), "utf8"));
      expect(result.error?.issues[0]?.message, file).toBeUndefined();
    }
    for (const faq of demoFaqs) expect(schema.safeParse(faq.answer).success, faq.question).toBe(true);
  });
});
