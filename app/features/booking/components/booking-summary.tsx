import { CalendarClock, Video } from "lucide-react";
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
