import { describe, expect, it } from "vitest";
import { brand } from "#app/lib/brand.ts";
import { extractPage } from "./page-text.ts";

// The extraction of the site's own pages for search from the server's renders (decision 0022).

/** A page as the server renders it: header and footer around the main region root.tsx marks. */
function rendered(title: string, main: string, indexed = true): string {
  return [
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title>`,
    `<script>window.__reactRouterContext = {"state":"fatigue"};</script></head><body>`,
    `<header><nav>Solutions Insights Careers</nav></header>`,
    `<main id="main" tabindex="-1" class="outline-none"${indexed ? ' data-search-body=""' : ""}>${main}</main>`,
    `<footer>Subscribe to the newsletter</footer></body></html>`,
  ].join("");
}

describe("extractPage", () => {
  it("takes the page's title without the site name and the plain text of its main region only", () => {
    const page = extractPage(
      "/solutions/cabin-vision",
      rendered(
        `Cabin Vision: in-cab driver monitoring | ${brand.name}`,
        `<h1>Eyes on the road &amp; the cab</h1><p>Alerts for <strong>fatigue</strong>&nbsp;and distraction.</p>` +
          `<svg><title>icon</title></svg><script>track("x")</script><!-- note --><style>p{}</style>`,
      ),
    );
    expect(page).toEqual({
      url: "/solutions/cabin-vision",
      title: "Cabin Vision: in-cab driver monitoring",
      body: "Eyes on the road & the cab Alerts for fatigue and distraction.",
    });
    expect(page?.body).not.toMatch(/[<>]|Subscribe|Solutions Insights|icon|track|note/);
  });

  it("drops the site name wherever the title puts it", () => {
    expect(extractPage("/", rendered(`${brand.name} | Driver safety, every trip`, "<p>Home</p>"))?.title).toBe(
      "Driver safety, every trip",
    );
  });

  it("leaves out a page whose main region is not marked for search", () => {
    expect(extractPage("/thank-you", rendered(`Thank you | ${brand.name}`, "<p>Thanks</p>", false))).toBeUndefined();
  });

  it("leaves out a page without a title", () => {
    const html = rendered("x", "<p>Body</p>").replace(/<title>[^<]*<\/title>/, "");
    expect(extractPage("/about", html)).toBeUndefined();
  });

  it("never extracts /insights/article, which repeats the newest article under a second address", () => {
    const html = rendered(`Fatigue on night routes | ${brand.name}`, "<h1>Fatigue on night routes</h1>");
    expect(extractPage("/insights/article", html)).toBeUndefined();
    expect(extractPage("/insights/fatigue-on-night-routes", html)?.title).toBe("Fatigue on night routes");
  });
});
