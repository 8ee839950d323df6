import { CalendarClock, Video } from "lucide-react";
import { MessagePage } from "#app/components/ui/message-page.tsx";
import { brand } from "#app/lib/brand.ts";
import type { BookingView } from "../booking.server.ts";

/** A booking in plain words: when, with whom, and the meeting link. */
export function BookingSummary({ words, booking }: { words: string; booking: BookingView }) {
  const cancelled = booking.status === "cancelled";
  return (
    <div className="rounded-lg border border-black/10 bg-white p-3">
      <p className="flex items-start gap-1">
        <CalendarClock aria-hidden="true" size={24} className="mt-0.5 shrink-0" />
        <span>
          <span className="block font-semibold">{cancelled ? <s>{words}</s> : words}</span>
          <span className="block text-muted">
            30 minutes with {booking.salesName}
            {cancelled ? " · cancelled" : ""}
          </span>
        </span>
      </p>
      {!cancelled && booking.meetingUrl ? (
        <p className="mt-1 flex items-center gap-1">
          <Video aria-hidden="true" size={24} className="shrink-0" />
          <a href={booking.meetingUrl} className="font-semibold break-all underline">
            {booking.meetingUrl}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** A booking or manage link that does not work: why, and how to reach the sales team instead. */
export function BookingLinkProblem({ message }: { message: string }) {
  return (
    <MessagePage eyebrow="Demo booking" title="This link does not work">
      <p>{message}</p>
      <p>
        Write to{" "}
        <a href={`mailto:${brand.email.sales}`} className="font-semibold underline">
          {brand.email.sales}
        </a>{" "}
        and we will find a time with you.
      </p>
    </MessagePage>
  );
}
