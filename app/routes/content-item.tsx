import { data, redirect } from "react-router";
import { ContentArticle, trailFor } from "../features/content/components/content-page.tsx";
import { itemForPath, relatedTo, toPage } from "../features/content/content.server.ts";
import { socialImageOf } from "../features/content/images.ts";
import { currentAddressOf, publishedContent } from "../features/content/published.server.ts";
import type { ContentItem, ContentPage, PdfFacts } from "../features/content/schema.ts";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { absoluteUrl, breadcrumbs, jsonLd, pageMeta, requestPath } from "../lib/seo.ts";
import type { Route } from "./+types/content-item";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const store = await publishedContent(services);
  const pathname = requestPath(request);
  const item = itemForPath(store, pathname);
  if (!item) {
    // A former address of a renamed item answers with where it lives now.
    const moved = await currentAddressOf(services, store, pathname);
    if (moved) throw redirect(moved, 301);
    throw data(null, { status: 404 });
  }
  if (item.url !== pathname) throw redirect(item.url, 301);
  const page = toPage(item);
  // A whitepaper's body is the gated download: the page shows its summary only, and the PDF's length and size as
  // read from the file (PDF generation loads on the first whitepaper page, as it does for the first download).
  let pdf: PdfFacts | undefined;
  if (item.collection === "whitepapers") {
    page.html = "";
    const { whitepaperPdf } = await import("../features/content/whitepaper-pdf.server.ts");
    const { pages, bytes } = await whitepaperPdf(item as ContentItem<"whitepapers">);
    pdf = { pages, bytes };
  }
  return { item: page, related: relatedTo(store, item), pdf, renderedAt: new Date().toISOString() };
}

const currencyByZone: Record<string, string> = {
  "Asia/Kolkata": "INR",
  "Africa/Dar_es_Salaam": "TZS",
  "Asia/Dubai": "AED",
};

/** schema.org Offer for a free event, or a price written "AED 250"; nothing when the price is in another form. */
function offer(registration: { price: string; deadline: string }, timeZone: string, url: string) {
  const base = {
    "@type": "Offer",
    url,
    availability: "https://schema.org/InStock",
    validThrough: registration.deadline,
  };
  if (/^free$/i.test(registration.price.trim())) {
    return { offers: { ...base, price: "0", priceCurrency: currencyByZone[timeZone] ?? "USD" } };
  }
  const paid = /^([A-Z]{3})\s?([\d,]+(?:\.\d+)?)$/.exec(registration.price.trim());
  return paid ? { offers: { ...base, priceCurrency: paid[1], price: (paid[2] ?? "").replace(/,/g, "") } } : undefined;
}

function structuredData(item: ContentPage) {
  const publisher = { "@id": `${brand.siteUrl}/#organization` };
  const common = {
    headline: item.title,
    name: item.title,
    description: item.description,
    url: absoluteUrl(item.url),
    mainEntityOfPage: absoluteUrl(item.url),
    datePublished: item.date,
    author: item.author === "Marut Communications" ? publisher : { "@type": "Person", name: item.author },
    publisher,
    keywords: item.tags.join(", "),
    image: item.coverImage
      ? `${brand.siteUrl}${socialImageOf(item.coverImage, item.cover.alt).path}`
      : `${brand.siteUrl}/social-card.png`,
  };
  switch (item.collection) {
    case "blogs":
      return jsonLd({ "@type": "BlogPosting", ...common });
    case "newsroom":
    case "announcements":
      return jsonLd({ "@type": "NewsArticle", ...common });
    case "events": {
      const event = item as ContentPage<"events">;
      const { data: details } = event;
      const online = { "@type": "VirtualLocation", url: absoluteUrl(item.url) };
      const place = details.venue
        ? {
            "@type": "Place",
            name: details.venue.name,
            address: {
              "@type": "PostalAddress",
              streetAddress: details.venue.address,
              addressLocality: details.venue.city,
              addressCountry: details.venue.country,
            },
          }
        : undefined;
      return jsonLd({
        "@type": "Event",
        name: item.title,
        description: item.description,
        url: absoluteUrl(item.url),
        startDate: details.start,
        endDate: details.end,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode:
          details.format === "online"
            ? "https://schema.org/OnlineEventAttendanceMode"
            : details.format === "hybrid"
              ? "https://schema.org/MixedEventAttendanceMode"
              : "https://schema.org/OfflineEventAttendanceMode",
        location: details.format === "online" ? online : details.format === "hybrid" ? [place, online] : place,
        organizer: { "@type": "Organization", name: brand.name, url: brand.siteUrl },
        image: `${brand.siteUrl}/social-card.png`,
        ...(offer(details.registration, details.timeZone, absoluteUrl(item.url)) ?? {}),
      });
    }
    default:
      return jsonLd({ "@type": "Article", ...common });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }];
  const { item } = loaderData;
  return pageMeta({
    title: `${item.title} | ${brand.name}`,
    description: item.description,
    type: "article",
    extra: [
      { property: "article:published_time", content: item.date },
      ...item.tags.map((tag) => ({ property: "article:tag", content: tag })),
      structuredData(item),
      breadcrumbs(trailFor(item)),
    ],
  });
}

// The same for every visitor: rendered once per change of the content and served from memory.
// A cover photo is the page's link-preview image.
export const handle: RouteHandle = {
  renderCache: true,
  socialImage(loaderData) {
    const item = (loaderData as { item?: ContentPage } | undefined)?.item;
    return item?.coverImage ? socialImageOf(item.coverImage, item.cover.alt) : null;
  },
};

export default function ContentItemPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle {...loaderData} />;
}
