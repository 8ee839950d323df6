import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./components/responsive-image.tsx";
import { imageMarkdown, mediaUrl, parseImageReference, parseMediaPath, pictureHtml, variantWidths } from "./images.ts";
import { renderMarkdown } from "./markdown.server.ts";

// The studio's image rules: variant widths, media URLs, the Markdown reference
// and the <picture> both the renderer and ResponsiveImage write.

const id = "3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b";

describe("variant widths and URLs", () => {
  it("never enlarges: standard widths up to the image's own, or its own when it is smaller", () => {
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("writes and reads media paths and Markdown references", () => {
    expect(mediaUrl(id, 960, "jpeg")).toBe(`/media/${id}/960.jpg`);
    expect(parseMediaPath(`/media/${id}/960.jpg`)).toEqual({ id, width: 960, format: "jpeg" });
    expect(parseMediaPath(`/media/${id}/960.svg`)).toBeNull();
    expect(parseMediaPath(`/media/${id}/0.avif`)).toBeNull();
    expect(parseImageReference(`/media/${id}/1600x900`)).toEqual({ id, width: 1600, height: 900 });
    expect(parseImageReference(`https://cdn.example/media/${id}/1600x900`)).toBeNull();
    expect(imageMarkdown({ id, width: 1600, height: 900, alt: "Trucks [night]" })).toBe(
      `![Trucks \\[night\\]](/media/${id}/1600x900)`,
    );
  });
});

describe("images in Markdown", () => {
  it("renders a studio image as a picture of AVIF, WebP and JPEG with its size, lazily", () => {
    const { html } = renderMarkdown(`Intro\n\n![Dashcam view of a highway at night](/media/${id}/1600x900)`);
    expect(html).toContain('<picture><source type="image/avif"');
    expect(html).toContain(
      `srcset="/media/${id}/480.avif 480w, /media/${id}/960.avif 960w, /media/${id}/1600.avif 1600w"`,
    );
    expect(html).toContain(`<source type="image/webp" srcset="/media/${id}/480.webp 480w`);
    expect(html).toMatch(
      new RegExp(
        `<img src="/media/${id}/1600.jpg" srcset="/media/${id}/480.jpg 480w, [^"]+" sizes="[^"]+" width="1600" height="900" alt="Dashcam view of a highway at night" loading="lazy" decoding="async" />`,
      ),
    );
  });

  it("keeps the escaped alt text the editor writes", () => {
    const { html } = renderMarkdown(imageMarkdown({ id, width: 480, height: 320, alt: 'Fleet "A" [2026] <b>' }));
    expect(html).toContain('alt="Fleet &quot;A&quot; [2026] &lt;b&gt;"');
  });

  it.each([
    ["a third-party image", "![Tracker](https://tracker.example/pixel.gif)"],
    ["a protocol-relative image", "![x](//evil.example/a.jpg)"],
    ["a site path that is not a studio image", "![x](/social-card.png)"],
    ["a data URL", "![x](data:image/svg+xml;base64,PHN2Zz4=)"],
    ["a reference with the wrong shape", `![x](/media/${id}/1600.jpg)`],
    ["raw HTML", `<img src="/media/${id}/480.jpg" onerror="alert(1)">`],
    ["a raw picture", `<picture><source srcset="https://evil.example/a.avif"></picture>`],
  ])("drops %s", (_, source) => {
    const { html } = renderMarkdown(`Before\n\n${source}\n\nAfter`);
    expect(html).not.toMatch(/<img|<source|<picture|evil|tracker|onerror/);
    expect(html).toContain("After");
  });
});

describe("ResponsiveImage", () => {
  it("renders the same picture as the Markdown renderer", () => {
    const image = { id, width: 960, height: 640, alt: "Portrait of the chief executive" };
    const component = renderToStaticMarkup(<ResponsiveImage {...image} />);
    // HTML attribute names are case-insensitive: React writes srcSet, the sanitiser srcset.
    const normalise = (html: string) => html.replace(/\s*\/>/g, ">").replace(/ srcSet=/g, " srcset=");
    expect(normalise(component)).toBe(normalise(pictureHtml(image)));
  });

  it("loads a priority image at once", () => {
    const html = renderToStaticMarkup(<ResponsiveImage id={id} width={300} height={200} alt="" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="high"/i);
    expect(html).toContain('width="300" height="200"');
  });
});
