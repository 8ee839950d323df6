import { Link } from "react-router";
import { ContentCover } from "../features/content/components/content-cover.tsx";
import { useNow } from "../features/content/components/content-page.tsx";
import { ListingHeader } from "../features/content/components/listing-header.tsx";
import { summarize } from "../features/content/content.server.ts";
import { publishedContent } from "../features/content/published.server.ts";
import { brand } from "../lib/brand.ts";
import { formatEventTime } from "../lib/dates.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/events";

export async function loader({ context }: Route.LoaderArgs) {
  const store = await publishedContent(context.get(pageContext).services);
  return {
    events: store.byCollection.events.map((item) => ({
      ...summarize(item),
      start: item.data.start,
      end: item.data.end,
      timeZone: item.data.timeZone,
      format: item.data.format,
      place: item.data.venue ? `${item.data.venue.city}, ${item.data.venue.country}` : "Online",
    })),
    renderedAt: new Date().toISOString(),
  };
}

export function meta() {
  return pageMeta({
    title: `Events: meet the Marut team | ${brand.name}`,
    description:
      "Road-safety workshops, webinars and industry events with Marut in Bengaluru, Dar es Salaam, Dubai and online. Register for upcoming sessions.",
  });
}

type EventRow = Route.ComponentProps["loaderData"]["events"][number];

// The same for every visitor: rendered once per change of the content and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function Events({ loaderData }: Route.ComponentProps) {
  const now = useNow(loaderData.renderedAt);
  const upcoming = loaderData.events
    .filter((event) => Date.parse(event.end) >= now)
    .sort((a, b) => a.start.localeCompare(b.start));
  const past = loaderData.events
    .filter((event) => Date.parse(event.end) < now)
    .sort((a, b) => b.start.localeCompare(a.start));
  return (
    <>
      <ListingHeader
        trail={[{ name: "Events", path: "/events" }]}
        title="Events"
        intro="Workshops for fleet and safety managers, webinars on new research, and the industry events where you can see Marut working in a real cab. Registration is free unless the event says otherwise."
      />
      <EventList
        events={upcoming}
        headingId="upcoming-heading"
        title="Upcoming events"
        empty="No events are scheduled right now. New dates are announced in the newsletter."
      />
      <EventList events={past} headingId="past-heading" title="Past events" empty="No past events yet." />
    </>
  );
}

function EventList({
  events,
  headingId,
  title,
  empty,
}: {
  events: EventRow[];
  headingId: string;
  title: string;
  empty: string;
}) {
  return (
    <section aria-labelledby={headingId} className="page-container py-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 rounded-lg border border-black/10 bg-white p-3">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {events.map((event) => (
            <li
              key={event.url}
              className="relative grid grid-cols-[8rem_1fr] gap-2 overflow-hidden rounded-lg border border-black/10 bg-white focus-within:ring-3 focus-within:ring-signal"
            >
              <ContentCover item={event} alt="" fill sizes="8rem" />
              <div className="p-2">
                <h3 className="text-lg leading-snug font-bold">
                  <Link to={event.url} className="outline-none after:absolute after:inset-0 hover:underline">
                    {event.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm font-semibold">{formatEventTime(event.start, event.end, event.timeZone)}</p>
                <p className="text-sm text-muted">
                  {event.place}
                  {event.format === "hybrid" ? " and online" : ""}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
