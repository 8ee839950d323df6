import { data, useNavigation } from "react-router";
import { MessagePage } from "../components/ui/message-page.tsx";
import { bookingMessages, bookingWords, calendarView, leadForBookingLink } from "../features/booking/booking.server.ts";
import { bookingAction, bookingQuery } from "../features/booking/booking-page.server.ts";
import { BookingLinkProblem, BookingSummary } from "../features/booking/components/booking-summary.tsx";
import { BookingAlert, DayList, SlotForm, TimeZoneForm } from "../features/booking/components/slot-picker.tsx";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/book-a-demo";

// /book-a-demo?t=<token>&tz=<zone>&day=<date>: the lead wizard and the lead's
// confirmation email link here with the signed booking link's token.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const query = bookingQuery(request);
  if (!query.token) return data({ state: "invalid" as const, message: bookingMessages.linkUnknown }, { status: 404 });
  const link = await leadForBookingLink(services, query.token);
  if (!link.ok) {
    return data({ state: "invalid" as const, message: link.message }, { status: link.kind === "gone" ? 410 : 404 });
  }
  if (link.booking) {
    return {
      state: "booked" as const,
      firstName: link.lead.firstName,
      words: bookingWords(link.booking, link.booking.visitorTimeZone),
      booking: link.booking,
    };
  }
  const calendar = await calendarView(services, { timeZone: query.timeZone, day: query.day });
  return {
    state: "open" as const,
    token: query.token,
    zoneGiven: query.zoneGiven,
    firstName: link.lead.firstName,
    company: link.lead.company,
    calendar,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return bookingAction(request, context.get(pageContext));
}

export function meta() {
  return [{ title: `Book a demo | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

// Opened with a visitor's own link: no cache may keep it.
export const handle: RouteHandle = { noStore: true };

export default function BookADemo({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.state === "invalid") return <BookingLinkProblem message={loaderData.message} />;
  if (loaderData.state === "booked") {
    return (
      <MessagePage eyebrow="Demo booking" title="Your call is booked">
        <BookingSummary words={loaderData.words} booking={loaderData.booking} />
        <p>To move or cancel it, use the link in your confirmation email.</p>
      </MessagePage>
    );
  }
  const { calendar, token } = loaderData;
  const base = { t: token, tz: calendar.timeZone };
  return (
    <MessagePage eyebrow="Demo booking" title="Book a 30-minute demo">
      <p>
        {loaderData.firstName ? `${loaderData.firstName}, pick` : "Pick"} a time for a call with our sales team about{" "}
        {loaderData.company}'s fleet. We show each time in your zone and in the salesperson's office.
      </p>
      <TimeZoneForm calendar={calendar} hidden={{ t: token }} detect={!loaderData.zoneGiven} />
      {actionData?.message && calendar.days.length === 0 ? <BookingAlert message={actionData.message} /> : null}
      <DayList calendar={calendar} hrefFor={(day) => `?${new URLSearchParams({ ...base, day })}`} />
      <SlotForm
        calendar={calendar}
        intent="book"
        submitLabel="Book this time"
        busy={navigation.state === "submitting"}
        error={actionData?.message ?? null}
      />
    </MessagePage>
  );
}
