import { CalendarDays, type LucideIcon, MapPin, Ticket } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { TestimonialCard } from "#app/components/ui/customer-proof.tsx";
import { brand } from "#app/lib/brand.ts";
import { customerForStory } from "#app/lib/customers.ts";
import { formatDate, formatEventTime } from "#app/lib/dates.ts";
import { keepFigureTogether } from "#app/lib/figures.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import {
  type ContentSummary,
  collections,
  type InsightCollection,
  insightCollections,
  listingUrl,
} from "../collections.ts";
import { tagLabel } from "../format.ts";
import type { ContentPage, PdfFacts } from "../schema.ts";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import { CardList } from "./content-card.tsx";
import { ContentCover } from "./content-cover.tsx";
import { RequestForm } from "./request-form.tsx";

/** Where an item sits in the site, for breadcrumbs (and their JSON-LD). */
export function trailFor(item: Pick<ContentSummary, "collection" | "title" | "url">): Crumb[] {
  const home = { name: "Home", path: "/" };
  const self = { name: item.title, path: item.url };
  if ((insightCollections as readonly string[]).includes(item.collection)) {
    const collection = item.collection as InsightCollection;
    return [
      home,
      { name: "Insights", path: "/insights" },
      { name: collections[collection].plural, path: listingUrl(collection) },
      self,
    ];
  }
  if (item.collection === "newsroom") return [home, { name: "Newsroom", path: "/newsroom" }, self];
  if (item.collection === "announcements") return [home, { name: "Announcements", path: "/announcements" }, self];
  return [home, { name: "Events", path: "/events" }, self];
}

/**
 * The time "now" for pages that change with it (upcoming or past events).
 * A cached render carries the time it was rendered; the browser corrects it after hydration.
 */
export function useNow(renderedAt: string): number {
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => setNow(Date.now()), []);
  return now;
}

function Tags({ item }: { item: ContentPage }) {
  const listing = (insightCollections as readonly string[]).includes(item.collection)
    ? (item.collection as InsightCollection)
    : null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
      {item.tags.map((tag) => (
        <li key={tag}>
          {listing ? (
            <Link
              to={listingUrl(listing, tag)}
              className="inline-block rounded-full border border-ink/30 bg-white px-1.5 py-0.5 text-sm hover:bg-signal-soft"
            >
              {tagLabel(tag)}
            </Link>
          ) : (
            <span className="inline-block rounded-full border border-ink/30 bg-white px-1.5 py-0.5 text-sm">
              {tagLabel(tag)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function TableOfContents({ headings }: { headings: { id: string; text: string }[] }) {
  if (headings.length < 3) return null;
  return (
    <nav aria-label="On this page" className="rounded-lg border border-black/10 bg-white p-2">
      <h2 className="text-sm font-bold tracking-wide uppercase">On this page</h2>
      <ol className="mt-1 space-y-0.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="underline-offset-2 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StoryFacts({ item }: { item: ContentPage<"customer-stories"> }) {
  const { data } = item;
  return (
    <>
      <dl className="mt-4 grid gap-2 rounded-lg border border-black/10 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Customer", data.customer],
          ["Industry", data.industry],
          ["Region", data.region],
          ["Fleet", data.fleetSize],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-5 text-2xl font-bold">Results</h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {data.outcomes.map((outcome) => (
          <li key={outcome.label} className="rounded-lg bg-ink p-3 text-white">
            <p className="text-4xl font-bold text-signal">{keepFigureTogether(outcome.value)}</p>
            <p className="mt-1 text-white/85">{outcome.label}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Products used:{" "}
        {data.products.map((product, index) => (
          <span key={product}>
            {index > 0 ? ", " : ""}
            <Link to={`/solutions/${product}`} className="font-semibold underline">
              {product
                .split("-")
                .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
                .join(" ")}
            </Link>
          </span>
        ))}
      </p>
    </>
  );
}

function EventFacts({ item, renderedAt }: { item: ContentPage<"events">; renderedAt: string }) {
  const { data } = item;
  const now = useNow(renderedAt);
  const ended = Date.parse(data.end) < now;
  const closed = !data.registrationOpen || Date.parse(`${data.registration.deadline}T23:59:59Z`) < now;
  return (
    <>
      <dl className="mt-4 grid gap-2 rounded-lg border border-black/10 bg-white p-3 md:grid-cols-3">
        <EventFact icon={CalendarDays} label="When">
          {formatEventTime(data.start, data.end, data.timeZone)}
        </EventFact>
        <EventFact icon={MapPin} label="Where">
          {data.venue
            ? `${data.venue.name}, ${data.venue.address}, ${data.venue.city}, ${data.venue.country}`
            : "Online"}
          {data.format === "hybrid" ? " (and online)" : ""}
          {data.onlineUrl && data.format !== "in-person" ? (
            <span className="block font-normal">
              <a href={data.onlineUrl} className="underline" rel="noreferrer">
                Join online<span className="sr-only"> ({item.title})</span>
              </a>
            </span>
          ) : null}
        </EventFact>
        <EventFact icon={Ticket} label="Registration">
          {data.registration.price}
          {data.registration.capacity ? `, ${data.registration.capacity} places` : ""};{" "}
          {data.registrationOpen ? <>closes {formatDate(data.registration.deadline)}</> : "closed"}
        </EventFact>
      </dl>
      <h2 className="mt-5 text-2xl font-bold">Agenda</h2>
      <table className="mt-2 w-full border-collapse overflow-hidden rounded-lg bg-white text-left">
        <caption className="sr-only">Agenda, times in the event's local time</caption>
        <thead>
          <tr className="border-b border-black/10">
            <th scope="col" className="p-1.5">
              Time
            </th>
            <th scope="col" className="p-1.5">
              Session
            </th>
          </tr>
        </thead>
        <tbody>
          {data.agenda.map((entry) => (
            <tr key={`${entry.time}-${entry.title}`} className="border-b border-black/10 last:border-0">
              <td className="p-1.5 align-top font-semibold whitespace-nowrap">{entry.time}</td>
              <td className="p-1.5">
                {entry.title}
                {entry.speaker ? <span className="block text-sm text-muted">{entry.speaker}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-5">
        {ended ? (
          <p className="rounded-lg border border-black/10 bg-white p-3">
            This event has taken place. See{" "}
            <Link to="/events" className="font-semibold underline">
              upcoming events
            </Link>
            , or write to{" "}
            <a href={`mailto:${brand.email.general}`} className="underline">
              {brand.email.general}
            </a>{" "}
            for the slides.
          </p>
        ) : closed ? (
          <p className="rounded-lg border border-black/10 bg-white p-3">
            <strong>Registration is closed.</strong> Write to{" "}
            <a href={`mailto:${brand.email.general}`} className="underline">
              {brand.email.general}
            </a>{" "}
            to join the waiting list.
          </p>
        ) : (
          <RequestForm
            kind="event"
            slug={item.slug}
            title="Register for this event"
            intro="Reserve your place; the confirmation and joining details arrive by email."
            submitLabel="Register"
            consent="We use these details to manage your registration and to send you the event's details. See our privacy policy."
          />
        )}
      </div>
    </>
  );
}

/** One fact of an event (when, where, registration) under its icon and label. */
function EventFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-0.5 text-sm text-muted">
        <Icon aria-hidden="true" size={16} /> {label}
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function WhitepaperSummary({ item, pdf }: { item: ContentPage<"whitepapers">; pdf?: PdfFacts }) {
  const { data } = item;
  return (
    <>
      <div className="prose-content mt-4">
        {data.summary.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <h2 className="mt-5 text-2xl font-bold">What you will learn</h2>
      <ul className="mt-2 list-disc space-y-1 pl-3">
        {data.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      {item.headings.length > 0 ? (
        <>
          <h2 className="mt-5 text-2xl font-bold">Contents</h2>
          <ol className="mt-2 list-decimal space-y-0.5 pl-3">
            {item.headings.map((heading) => (
              <li key={heading.id}>{heading.text}</li>
            ))}
          </ol>
        </>
      ) : null}
      <p className="mt-3 text-muted">
        {pdf ? `PDF, ${pdf.pages} ${pdf.pages === 1 ? "page" : "pages"}, ${formatFileSize(pdf.bytes)}.` : "PDF."}
      </p>
      <div className="mt-4">
        <RequestForm
          kind="whitepaper"
          slug={item.slug}
          title="Download the whitepaper"
          intro="Tell us who you are and the PDF is yours at once; we also email you the link."
          submitLabel="Get the PDF"
          consent="A Marut specialist may contact you once about this paper. We never share your details. See our privacy policy."
        />
      </div>
    </>
  );
}

/** The page of one content item of any collection. */
export function ContentArticle({
  item,
  related,
  pdf,
  renderedAt,
}: {
  item: ContentPage;
  related: ContentSummary[];
  /** A whitepaper's download: its length and size, read from the file. */
  pdf?: PdfFacts;
  renderedAt: string;
}) {
  const kind = collections[item.collection].label;
  const showBody = item.collection !== "whitepapers";
  const storyCustomer = item.collection === "customer-stories" ? customerForStory(item.slug) : undefined;
  return (
    <article>
      <header className="border-b border-black/10 bg-white">
        <div className="page-container grid grid-cols-1 gap-4 py-5 md:grid-cols-[3fr_2fr] md:items-center">
          <div>
            <Breadcrumbs trail={trailFor(item)} />
            <p className="mt-3 text-sm font-semibold tracking-widest text-muted uppercase">{kind}</p>
            <h1 className="page-title mt-1">{item.title}</h1>
            <p className="mt-2 text-lg text-muted">{item.description}</p>
            <p className="mt-2 text-sm">
              {item.collection === "newsroom" ? `${(item as ContentPage<"newsroom">).data.location}, ` : ""}
              <time dateTime={item.date}>{formatDate(item.date)}</time> · {item.author}
              {showBody && item.collection !== "events" ? ` · ${item.readingMinutes} min read` : ""}
            </p>
            {item.collection === "announcements" && (item as ContentPage<"announcements">).data.effective ? (
              <p className="mt-1 text-sm font-semibold">
                Takes effect {formatDate((item as ContentPage<"announcements">).data.effective ?? item.date)}
              </p>
            ) : null}
            <Tags item={item} />
          </div>
          <div className="overflow-hidden rounded-lg">
            <ContentCover item={item} alt={item.cover.alt} sizes="(min-width: 48rem) 40vw, 100vw" priority />
          </div>
        </div>
      </header>
      <div className="page-container grid gap-5 py-6 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0">
          {item.collection === "customer-stories" ? (
            <StoryFacts item={item as ContentPage<"customer-stories">} />
          ) : null}
          {storyCustomer ? (
            <div className="mt-5">
              <TestimonialCard customer={storyCustomer} linkToStory={false} />
            </div>
          ) : null}
          {item.collection === "events" ? (
            <EventFacts item={item as ContentPage<"events">} renderedAt={renderedAt} />
          ) : null}
          {item.collection === "whitepapers" ? (
            <WhitepaperSummary item={item as ContentPage<"whitepapers">} pdf={pdf} />
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the repository's Markdown at build time and passed through an allowlist sanitizer
            <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: item.html }} />
          )}
        </div>
        {showBody ? (
          <aside className="order-first lg:order-none">
            <div className="lg:sticky lg:top-12">
              <TableOfContents headings={item.headings} />
            </div>
          </aside>
        ) : null}
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-black/10 bg-white">
          <div className="page-container py-6">
            <h2 id="related-heading" className="text-2xl font-bold">
              Read next
            </h2>
            <div className="mt-3">
              <CardList items={related} headingLevel={3} showKind />
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}
