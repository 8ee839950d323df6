import { createHmac } from "node:crypto";
import { textLink } from "#app/emails/text.ts";
import { renderMarkdown } from "../content/markdown.server.ts";

// A campaign's email is rendered once (the "newsletter-campaign" template)
// with placeholders where each recipient's own links go; every link of the
// body is then numbered, and each recipient's copy names it through a signed
// click link (/newsletter/link/…) that counts the click and redirects.

/** Where each recipient's links go in the rendered campaign. */
export const campaignPlaceholders = {
  unsubscribe: "%%UNSUBSCRIBE_URL%%",
  preferences: "%%PREFERENCES_URL%%",
  link: (index: number) => `%%LINK_${index}%%`,
} as const;

const linkPlaceholder = /%%LINK_(\d+)%%/g;

/** The email's width for images (EmailLayout's container less its padding). */
const IMAGE_WIDTH = 496;

const absoluteTo = (siteUrl: string) => (value: string) =>
  value.startsWith("/") && !value.startsWith("//") ? `${siteUrl}${value}` : value;

/**
 * The site's Markdown rendering made fit for mail programs: each image one
 * JPEG of a fixed width (no <picture>, AVIF or WebP), addresses absolute.
 */
export function emailBodyHtml(markdown: string, siteUrl: string): string {
  const absolute = absoluteTo(siteUrl);
  return renderMarkdown(markdown)
    .html.replace(/<picture>(?:<source[^>]*><\/source>)*<img ([^>]*?)\s*\/?><\/picture>/g, (_, attributes: string) => {
      const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
      const width = Number(attribute("width")) || IMAGE_WIDTH;
      const height = Number(attribute("height")) || Math.round((IMAGE_WIDTH * 9) / 16);
      const shown = Math.round((height * IMAGE_WIDTH) / width);
      return `<img src="${absolute(attribute("src"))}" width="${IMAGE_WIDTH}" height="${shown}" alt="${attribute("alt")}" style="display:block;max-width:100%;height:auto;border:0;border-radius:6px" />`;
    })
    .replace(/ rel="noopener noreferrer"/g, "")
    .replace(/\b(href|src)="(\/[^"]*)"/g, (_, name: string, value: string) => `${name}="${absolute(value)}"`);
}

/** The Markdown as plain text: images become their description, links their words and address. */
export function emailBodyText(markdown: string, siteUrl: string): string {
  const absolute = absoluteTo(siteUrl);
  return markdown
    .replace(/\r\n?/g, "\n")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, (_, alt: string) => (alt ? `[${alt}]` : ""))
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_, words: string, href: string) => textLink(absolute(href), words))
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type PreparedCampaign = { subject: string; html: string; text: string; links: string[] };

/**
 * Numbers every web link of a rendered campaign: each `href` in the HTML and
 * the same address in the text part become a placeholder, and the addresses
 * are listed in their order.
 */
export function withLinkPlaceholders(email: { subject: string; html: string; text: string }): PreparedCampaign {
  const links: string[] = [];
  const indexOf = (href: string) => {
    const known = links.indexOf(href);
    if (known >= 0) return known;
    links.push(href);
    return links.length - 1;
  };
  const html = email.html.replace(/href="(https?:\/\/[^"]+)"/g, (_, escaped: string) => {
    return `href="${campaignPlaceholders.link(indexOf(escaped.replaceAll("&amp;", "&")))}"`;
  });
  // Longest first, so that no address replaces the start of a longer one.
  let text = email.text;
  for (const href of [...links].sort((a, b) => b.length - a.length)) {
    text = text.replaceAll(href, campaignPlaceholders.link(links.indexOf(href)));
  }
  return { subject: email.subject, html, text, links };
}

/** One recipient's copy: their own unsubscribe and preferences links, and each numbered link through `link`. */
export function personalise(
  prepared: Pick<PreparedCampaign, "html" | "text">,
  links: { unsubscribe: string; preferences: string; link: (index: number) => string },
): { html: string; text: string } {
  const fill = (content: string, encode: (url: string) => string) =>
    content
      .replaceAll(campaignPlaceholders.unsubscribe, encode(links.unsubscribe))
      .replaceAll(campaignPlaceholders.preferences, encode(links.preferences))
      .replace(linkPlaceholder, (_, index: string) => encode(links.link(Number(index))));
  return { html: fill(prepared.html, (url) => url.replaceAll("&", "&amp;")), text: fill(prepared.text, (url) => url) };
}

/** The signature of a recipient's click link: HMAC-SHA-256 with the campaign's key, shortened to 128 bits. */
export function clickSignature(linkKey: string, deliveryId: string, index: number): string {
  return createHmac("sha256", linkKey).update(`${deliveryId}:${index}`).digest("base64url").slice(0, 22);
}

/** A recipient's click link for the campaign's link number `index`. */
export function clickUrl(publicUrl: string, linkKey: string, deliveryId: string, index: number): string {
  return `${publicUrl}/newsletter/link/${deliveryId}/${index}/${clickSignature(linkKey, deliveryId, index)}`;
}
