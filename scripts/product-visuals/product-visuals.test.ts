import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { solutionSlugs } from "#app/domain/solutions.ts";
import { PHONE_VISUAL_MEDIA, ProductVisualFigure } from "#app/features/solutions/components/product-visual.tsx";
import { referencedVisuals, renderProductVisuals } from "./index.ts";
import { PHONE_WIDTH } from "./phone-screens.ts";

const root = path.resolve(import.meta.dirname, "../..");
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const publicFile = (src: string) => path.join(root, "public", src.replace(/^\//, ""));

/**
 * Checks that generated markup is well-formed XML: every tag closed in order,
 * quoted attributes, no stray `<` or unescaped `&`. Returns the problems found.
 */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let text = "";
  let index = 0;
  while (index < svg.length) {
    if (svg[index] !== "<") {
      text += svg[index];
      index++;
      continue;
    }
    tag.lastIndex = index;
    const match = tag.exec(svg);
    if (!match) {
      problems.push(`malformed tag at ${index}: ${svg.slice(index, index + 40)}`);
      break;
    }
    const [whole, closing, name = "", , selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? "nothing"}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
    index += whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(", ")}`);
  const strayAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.exec(text);
  if (strayAmpersand) problems.push(`unescaped & in text near ${strayAmpersand.index}`);
  return problems;
}

describe("product visuals", () => {
  const visuals = referencedVisuals();
  const rendered = renderProductVisuals();

  it("has one visual for the home page and one for every product page, each with its own file", () => {
    expect(visuals.map((entry) => entry.key)).toEqual(["home", ...solutionSlugs]);
    const sources = visuals.map((entry) => entry.visual.src);
    expect(new Set(sources).size).toBe(sources.length);
    for (const src of sources) expect(src).toMatch(/^\/product\/[a-z-]+\.svg$/);
    for (const { visual } of visuals) expect(visual.phone.src).toBe(visual.src.replace(/\.svg$/, "-phone.svg"));
  });

  it("are committed as generated: every referenced file exists and matches `npm run assets:product`", () => {
    const sources = visuals.flatMap(({ visual }) => [visual.src, visual.phone.src]);
    for (const src of sources) {
      const file = publicFile(src);
      expect(existsSync(file), `${src} exists; run npm run assets:product`).toBe(true);
      expect(readFileSync(file, "utf8"), `${src} is current; run npm run assets:product`).toBe(
        rendered.get(src.slice(1)),
      );
    }
    // Nothing left over from a visual that is no longer used.
    const onDisk = readdirSync(path.join(root, "public", "product")).map((name) => `/product/${name}`);
    expect(onDisk.sort()).toEqual(sources.sort());
  });

  it("are well-formed SVG images named by their alt text, at the size the page declares", () => {
    for (const { src, width, height, alt } of visuals.flatMap(({ visual }) => [
      visual,
      { ...visual.phone, alt: visual.alt },
    ])) {
      const visual = { src, width, height, alt };
      const svg = rendered.get(visual.src.slice(1)) ?? "";
      expect(xmlProblems(svg), visual.src).toEqual([]);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      expect(svg).toContain(`viewBox="0 0 ${visual.width} ${visual.height}"`);
      expect(svg).toContain(`width="${visual.width}" height="${visual.height}"`);
      expect(svg).toContain('role="img"');
      const title = /<title id="title">([^<]+)<\/title>/.exec(svg)?.[1];
      expect(title, `${visual.src} has a title`).toBeDefined();
      expect(decode(title ?? "")).toBe(visual.alt);
    }
  });

  it("have phone compositions drawn 340 wide with no text under 13 px, so a 390 px phone shows it at 13 CSS px or more", () => {
    for (const { visual } of visuals) {
      const svg = rendered.get(visual.phone.src.slice(1)) ?? "";
      expect(visual.phone.width, visual.phone.src).toBe(PHONE_WIDTH);
      const sizes = [...svg.matchAll(/<text [^>]*class="([^"]*)"/g)].map((match) =>
        Number(/\bf(\d+)\b/.exec(match[1] ?? "")?.[1] ?? "0"),
      );
      expect(sizes.length, visual.phone.src).toBeGreaterThan(5);
      expect(Math.min(...sizes), visual.phone.src).toBeGreaterThanOrEqual(13);
    }
  });

  it("have alt texts and captions that say what the screen shows", () => {
    for (const { visual } of visuals) {
      expect(visual.alt.length, visual.src).toBeGreaterThan(120);
      expect(visual.caption.length, visual.src).toBeGreaterThan(20);
      expect(visual.caption.length, visual.src).toBeLessThan(110);
    }
  });

  it("stay small and self-contained: no scripts, no external references", () => {
    for (const [file, svg] of rendered) {
      const limit = /home|fleet-sense/.test(file) ? 40 * 1024 : 15 * 1024;
      expect(Buffer.byteLength(svg), file).toBeLessThanOrEqual(limit);
      expect(svg, file).not.toMatch(/<script|<image|<foreignObject|href="(?!#)|url\((?!#)/);
    }
  });

  it("move only for people who have not asked for reduced motion", () => {
    for (const [file, svg] of rendered) {
      const style = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? "";
      const motionAt = style.indexOf("@media (prefers-reduced-motion:no-preference){");
      const firstAnimation = style.indexOf("animation");
      if (firstAnimation === -1) continue;
      expect(motionAt, `${file} keeps its animations behind prefers-reduced-motion`).toBeGreaterThanOrEqual(0);
      expect(firstAnimation, file).toBeGreaterThan(motionAt);
    }
  });

  // WCAG 2.2.2 (Pause, Stop, Hide): motion that starts by itself stops within five seconds. An image
  // offers no pause button, and a looping one is also repainted every frame for as long as the page is
  // open: on the home page, 1.5 of every 3 seconds of a phone's main thread (4× CPU slowdown).
  it("stop moving within five seconds", () => {
    for (const [file, svg] of rendered) {
      const style = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? "";
      const delays = [...style.matchAll(/animation-delay:([\d.]+)s/g)].map((match) => Number(match[1]));
      const longestDelay = Math.max(0, ...delays);
      for (const [, declaration] of style.matchAll(/animation:([^;}]+)/g)) {
        const tokens = (declaration ?? "").trim().split(/\s+/);
        expect(tokens, `${file}: ${declaration}`).not.toContain("infinite");
        const [duration = 0, delay = 0] = tokens.filter((token) => /^[\d.]+s$/.test(token)).map(parseFloat);
        const count = Number(tokens.find((token) => /^\d+$/.test(token)) ?? 1);
        expect(delay + longestDelay + duration * count, `${file}: ${declaration}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it("are rendered as an image with its size, alt text and caption", () => {
    for (const { visual } of visuals) {
      const html = renderToStaticMarkup(createElement(ProductVisualFigure, { visual }));
      const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
      expect(img).toContain(`src="${visual.src}"`);
      expect(img).toContain(`width="${visual.width}"`);
      expect(img).toContain(`height="${visual.height}"`);
      const alt = /alt="([^"]*)"/.exec(img)?.[1] ?? "";
      expect(decode(alt)).toBe(visual.alt);
      expect(html).toContain(`<figcaption`);
      const source = /<source [^>]*>/.exec(html)?.[0] ?? "";
      expect(source).toContain(`media="${PHONE_VISUAL_MEDIA}"`);
      expect(source).toMatch(new RegExp(`srcset="${visual.phone.src}"`, "i"));
      expect(source).toContain(`width="${visual.phone.width}"`);
      expect(source).toContain(`height="${visual.phone.height}"`);
    }
  });
});
