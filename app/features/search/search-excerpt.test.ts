import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../content/markdown.server.ts";
import { htmlToText, pageTitle } from "./page-text.ts";
import { excerptAround } from "./search.server.ts";

// Excerpts and titles of search results: plain text, never markup (decision 0022).

const filler = (words: number, word = "lorem") => Array.from({ length: words }, () => word).join(" ");

describe("excerptAround", () => {
  it("gives short text whole, with its white space made single", () => {
    expect(excerptAround("Night   shifts\n\nand fatigue.", "fatigue")).toBe("Night shifts and fatigue.");
  });

  it("cuts about 200 characters around the first word of the query the text contains, at word boundaries", () => {
    const text = `${filler(60)} Drivers on night corridors show fatigue after midnight. ${filler(60)}`;
    const excerpt = excerptAround(text, "fatigue");
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).toContain("show fatigue after midnight");
    expect(excerpt.length).toBeLessThanOrEqual(202);
    // Whole words only.
    expect(excerpt.replace(/…/g, "").split(" ")).not.toContain("lor");
  });

  it("finds a word by its stem and ignores excluded and short words", () => {
    const text = `${filler(80)} Coaching drivers works. ${filler(80)}`;
    expect(excerptAround(text, "coached")).toContain("Coaching drivers works.");
    expect(excerptAround(text, "-lorem an coach")).toContain("Coaching drivers works.");
  });

  it("starts at the beginning when no word of the query is in the text", () => {
    const text = `First words here. ${filler(80)}`;
    const excerpt = excerptAround(text, "zzqxv");
    expect(excerpt.startsWith("First words here.")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
  });

  it("is plain text for a content item's Markdown once rendered", () => {
    const markdown =
      "## Findings\n\nDrivers on **night** routes rest _less_, see [the study](/insights).\n\n- `gps` & more";
    const excerpt = excerptAround(htmlToText(renderMarkdown(markdown).html), "night");
    expect(excerpt).toBe("Findings Drivers on night routes rest less, see the study. gps & more");
    expect(excerpt).not.toMatch(/[<>*_#[\]`]|&amp;/);
  });
});

describe("htmlToText and pageTitle", () => {
  it("decodes entities and drops scripts, styles, drawings and comments", () => {
    expect(
      htmlToText("<p>Fleet &amp; driver&#39;s &#x2014; safety</p><script>x()</script><svg>s</svg><!-- c -->"),
    ).toBe("Fleet & driver's — safety");
    // Blocks are separated; inline elements are not.
    expect(htmlToText("<h2>Results</h2><p>Alerts cut <strong>fatigue</strong>, <a href='/x'>see</a>.</p>")).toBe(
      "Results Alerts cut fatigue, see.",
    );
  });

  it("names a page by its title without the site name", () => {
    expect(pageTitle("About us | Marut", "Marut")).toBe("About us");
    expect(pageTitle("Marut | Driver safety", "Marut")).toBe("Driver safety");
    expect(pageTitle("Q&amp;A | Marut", "Marut")).toBe("Q&A");
  });
});
