import { data, Form, Link, useNavigation } from "react-router";
import { dangerButtonClass } from "../components/ui/form-styles.ts";
import { MessagePage } from "../components/ui/message-page.tsx";
import { bookingPagePath } from "../domain/booking.ts";
import {
  bookingForManageLink,
  bookingMessages,
  bookingWords,
  calendarView,
} from "../features/booking/booking.server.ts";
import { bookingAction, bookingQuery } from "../features/booking/booking-page.server.ts";
import { BookingLinkProblem, BookingSummary } from "../features/booking/components/booking-summary.tsx";
import { DayList, SlotForm, TimeZoneForm } from "../features/booking/components/slot-picker.tsx";
import { brand } from "../lib/brand.ts";
import { pageContext, type RouteHandle } from "../lib/page-context.ts";
import type { Route } from "./+types/book-a-demo-manage";

// /book-a-demo/manage?t=<token>: a booking's own page, from the link in its
// confirmation email: the time, another time, or a cancellation.

const doneTitles = { booked: "Your demo is booked", moved: "Your demo has moved" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const query = bookingQuery(request);
  const url = new URL(request.url);
  if (!query.token) return data({ state: "invalid" as const, message: bookingMessages.linkUnknown }, { status: 404 });
  const found = await bookingForManageLink(services, query.token);
  if (!found.ok) return data({ state: "invalid" as const, message: found.message }, { status: 404 });
  const timeZone = url.searchParams.has("tz") ? query.timeZone : found.booking.visitorTimeZone;
  const done = url.searchParams.get("done");
  const again = url.searchParams.get("again");
  const base = {
    token: query.token,
    booking: found.booking,
    words: bookingWords(found.booking, timeZone),
    done: done === "booked" || done === "moved" ? (done as keyof typeof doneTitles) : null,
  };
  if (found.booking.status === "cancelled") {
    return {
      state: "cancelled" as const,
      ...base,
      bookAgain: again && /^[\w-]{20,100}$/.test(again) ? bookingPagePath(again) : null,
    };
  }
  const calendar = await calendarView(services, { timeZone, day: query.day, except: found.booking.id });
  return { state: "booked" as const, ...base, calendar };
}

export async function action({ request, context }: Route.ActionArgs) {
  return bookingAction(request, context.get(pageContext));
}

export function meta() {
  return [{ title: `Your demo booking | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export const handle: RouteHandle = { noStore: true };

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.state === "invalid") return <BookingLinkProblem message={loaderData.message} />;
  if (loaderData.state === "cancelled") {
    return (
      <MessagePage eyebrow="Demo booking" title="Your demo is cancelled" focusOn="cancelled">
        <BookingSummary words={loaderData.words} booking={loaderData.booking} />
        <p>Both you and {loaderData.booking.salesName} have been sent a cancellation for your calendars.</p>
        {loaderData.bookAgain ? (
          <p>
            <Link to={loaderData.bookAgain} className="font-semibold underline">
              Book another time
            </Link>
          </p>
        ) : null}
      </MessagePage>
    );
  }
  const { calendar, token } = loaderData;
  const busy = navigation.state === "submitting";
  const title = loaderData.done ? doneTitles[loaderData.done] : "Your demo booking";
  return (
    <MessagePage eyebrow="Demo booking" title={title} focusOn={loaderData.done ?? undefined}>
      <BookingSummary words={loaderData.words} booking={loaderData.booking} />
      {loaderData.done ? (
        <p>
          We have emailed you the details with a calendar invite. Keep the email: its link brings you back here to move
          or cancel the call.
        </p>
      ) : null}
      <h2 className="pt-2 text-2xl font-bold">Pick another time</h2>
      <TimeZoneForm calendar={calendar} hidden={{ t: token }} detect={false} />
      <DayList
        calendar={calendar}
        hrefFor={(day) => `?${new URLSearchParams({ t: token, tz: calendar.timeZone, day })}`}
      />
      <SlotForm
        calendar={calendar}
        intent="reschedule"
        submitLabel="Move to this time"
        busy={busy}
        error={actionData?.message ?? null}
      />
      <h2 className="pt-2 text-2xl font-bold">Cancel the call</h2>
      <p>If you no longer need the call, cancel it here. You can book another time afterwards.</p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" aria-disabled={busy || undefined} className={dangerButtonClass}>
          Cancel the call
        </button>
      </Form>
    </MessagePage>
  );
}
