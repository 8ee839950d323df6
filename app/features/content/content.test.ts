import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolderEachTest } from "#tests/support/cleanup.ts";
import { ContentError, findContentDir, listing, loadContent, parseContentFile } from "./content.server.ts";
import { renderMarkdown } from "./markdown.server.ts";

const body = `Intro paragraph with **bold** text and a [link to a product](/solutions/cabin-vision).

# A heading written as h1

Some text that explains the point in enough words to pass the minimum body length of the collection, which keeps
empty files out of the site.

| Metric | Before | After |
| --- | --- | --- |
| Harsh braking | 12 | 7 |

<script>alert("x")</script>
<img src=x onerror="alert(1)">
[bad](javascript:alert(1))
`;

function file(frontMatter: string, text = body) {
  return `---\n${frontMatter.trim()}\n---\n${text}`;
}

const blog = `
title: Why fatigue peaks before dawn
description: What in-cab alerts tell us about the hours when drivers are most at risk on long routes.
date: 2026-09-14
author: Priya Raman
tags: [fatigue, long-haul]
cover:
  motif: cab
  alt: A driver-facing camera above a dashboard
`;

describe("a content file", () => {
  it("becomes an item with sanitized HTML, heading ids and a table of contents", () => {
    const item = parseContentFile("blogs", "content/insights/blogs/fatigue-before-dawn.md", file(blog));
    expect(item).toMatchObject({
      slug: "fatigue-before-dawn",
      url: "/insights/blog/fatigue-before-dawn",
      title: "Why fatigue peaks before dawn",
      date: "2026-09-14",
      tags: ["fatigue", "long-haul"],
    });
    expect(item.html).toContain('<h2 id="a-heading-written-as-h1">');
    expect(item.headings).toEqual([{ id: "a-heading-written-as-h1", text: "A heading written as h1" }]);
    expect(item.html).toContain('<a href="/solutions/cabin-vision">');
    expect(item.html).toContain('<th scope="col">Metric</th>');
    expect(item.html).not.toMatch(/<script|onerror|javascript:|<img/i);
  });

  it.each([
    ["a missing title", blog.replace(/title: .*\n/, ""), 'field "title"'],
    [
      "a date in another format",
      blog.replace("2026-09-14", "14/09/2026"),
      'field "date" must be a date written YYYY-MM-DD',
    ],
    ["an unknown cover motif", blog.replace("motif: cab", "motif: sunset"), 'field "cover.motif"'],
    ["an unknown field", `${blog}\nsubtitle: extra`, "subtitle"],
    ["a tag with spaces", blog.replace("long-haul", "Long Haul"), 'field "tags.1"'],
    ["a short description", blog.replace(/description: .*/, "description: Too short."), 'field "description"'],
  ])("with %s is refused, naming the file and the field", (_case, frontMatter, expected) => {
    const error = (() => {
      try {
        parseContentFile("blogs", "content/insights/blogs/x-post.md", file(frontMatter));
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain("content/insights/blogs/x-post.md");
    expect((error as Error).message).toContain(expected);
  });

  it("without front matter, with bad YAML or an empty body is refused", () => {
    expect(() => parseContentFile("blogs", "a-post.md", body)).toThrow(/front matter between --- lines/);
    expect(() => parseContentFile("blogs", "a-post.md", file("title: [unclosed"))).toThrow(/not valid YAML/);
    expect(() => parseContentFile("blogs", "a-post.md", file(blog, "Short."))).toThrow(/body is missing/);
    expect(() => parseContentFile("blogs", "Bad Name.md", file(blog))).toThrow(/file name/);
  });

  it("of an in-person event needs a venue and an end after its start", () => {
    const event = `
title: Fleet safety workshop in Bengaluru
description: A morning with fleet managers on fatigue, coaching and what the monitoring centre sees every night.
date: 2026-11-01
author: Marut Events
tags: [fatigue]
cover: { motif: people, alt: Three people at a workshop table }
start: "2027-02-18T10:00:00+05:30"
end: "2027-02-18T09:00:00+05:30"
timeZone: Asia/Kolkata
format: in-person
agenda: [{ time: "10:00", title: Welcome }]
registration: { deadline: 2027-02-10, price: Free }
`;
    expect(() => parseContentFile("events", "content/events/workshop.md", file(event))).toThrow(
      /field "venue" is required for in-person and hybrid events; field "end" must be after start/,
    );
  });
});

describe("renderMarkdown", () => {
  it("numbers repeated headings and keeps external links safe", () => {
    const { html } = renderMarkdown("## Results\n\ntext\n\n## Results\n\n[site](https://example.org/page)");
    expect(html).toContain('id="results"');
    expect(html).toContain('id="results-2"');
    expect(html).toContain('<a href="https://example.org/page" rel="noopener noreferrer">');
  });
});

describe("loading a content folder", () => {
  const newFolder = temporaryFolderEachTest("marut-content-");

  it("reports every invalid file at once, and slugs shared across the insights collections", async () => {
    const dir = await newFolder();
    await mkdir(path.join(dir, "insights", "blogs"), { recursive: true });
    await mkdir(path.join(dir, "insights", "articles"), { recursive: true });
    await writeFile(path.join(dir, "insights", "blogs", "same-slug.md"), file(blog));
    await writeFile(path.join(dir, "insights", "articles", "same-slug.md"), file(blog));
    await writeFile(path.join(dir, "insights", "blogs", "broken.md"), file(blog.replace(/author: .*\n/, "")));
    expect(() => loadContent(dir)).toThrow(
      /content\/insights\/blogs\/broken\.md: field "author"[\s\S]*the slug is also used by content\/insights\/(blogs|articles)\/same-slug\.md/,
    );
  });
});

describe("the site's content", () => {
  const store = loadContent(findContentDir());

  it("has its fixed counts (seven blogs, two customer stories) and at least six items elsewhere", () => {
    expect(store.byCollection.blogs).toHaveLength(7);
    expect(store.byCollection["customer-stories"]).toHaveLength(2);
    for (const name of ["articles", "whitepapers", "newsroom", "announcements", "events"] as const) {
      expect(store.byCollection[name].length, name).toBeGreaterThanOrEqual(6);
    }
  });

  it("lists newest first, pages by six and filters by tag", () => {
    const dates = store.byCollection.blogs.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = listing(store, "blogs", null, 1);
    expect(first?.items).toHaveLength(6);
    expect(first?.pageCount).toBe(2);
    expect(listing(store, "blogs", null, 2)?.items).toHaveLength(1);
    expect(listing(store, "blogs", null, 3)).toBeNull();
    const tag = first?.tags[0]?.tag ?? "";
    expect(listing(store, "blogs", tag, 1)?.items.every((item) => item.tags.includes(tag))).toBe(true);
    expect(listing(store, "blogs", "no-such-tag", 1)).toBeNull();
  });

  it("has events both upcoming and past, each in its own time zone", () => {
    const now = Date.parse("2026-11-22T00:00:00Z");
    const events = store.byCollection.events;
    expect(events.some((event) => Date.parse(event.data.start) > now)).toBe(true);
    expect(events.some((event) => Date.parse(event.data.end) < now)).toBe(true);
  });
});
