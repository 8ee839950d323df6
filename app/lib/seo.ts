import type { MetaDescriptor } from "react-router";
import { brand } from "./brand.ts";
import { mainPhone, type SiteOffice } from "./company-facts.ts";

/**
 * Search and sharing metadata. One URL policy everywhere: no trailing slash
 * (except the home page "/"), absolute on the production origin.
 */

export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function absoluteUrl(pathname: string): string {
  return `${brand.siteUrl}${canonicalPath(pathname)}`;
}

export const socialImage = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: `${brand.name}: ${brand.tagline}`,
};

/**
 * Title, description and the Open Graph / Twitter card fields for a page.
 * The canonical link, og:url and the image are added for every page by the
 * root layout, from the address itself.
 */
export function pageMeta({
  title,
  description,
  type = "website",
  extra = [],
}: {
  title: string;
  description: string;
  type?: "website" | "article";
  extra?: MetaDescriptor[];
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...extra,
  ];
}

/** A JSON-LD block for a route's meta export. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

export function breadcrumbs(trail: { name: string; path: string }[]): MetaDescriptor {
  return jsonLd({
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  });
}

/** The Organization data every page carries: the brand, and the offices of the directory (the head office's phone). */
export function organizationJsonLd(offices: readonly SiteOffice[]) {
  const phone = mainPhone(offices);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${brand.siteUrl}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: brand.siteUrl,
    logo: `${brand.siteUrl}/favicon.svg`,
    description: brand.description,
    email: brand.email.general,
    ...(phone ? { telephone: phone.display } : {}),
    sameAs: brand.social.map((link) => link.href),
    address: offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.addressLines.slice(0, -1).join(", "),
      addressLocality: office.city,
      addressCountry: office.country,
    })),
  };
}

/**
 * The page's path from a loader's request. Data requests made during client
 * navigation asks for "<path>.data"; this returns "<path>".
 */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  return canonicalPath(pathname.replace(/\.data$/, ""));
}

/** FAQPage structured data for a page of questions and answers. */
export function faqPage(items: { question: string; answer: string }[]): MetaDescriptor {
  return jsonLd({
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}
