import { CalendarPlus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { signalButtonClass } from "#app/components/ui/form-styles.ts";
import { bookingPagePath } from "#app/domain/booking.ts";
import { useHydrated } from "#app/lib/hydrated.ts";

/**
 * On /thank-you after the lead wizard: a link to book the demo straight away. The token comes
 * from the navigation state, so the page's cached HTML stays the same for everyone; without it
 * (a visitor who opened /thank-you directly) nothing shows, and the confirmation email has the link.
 */
export function BookADemoCallout() {
  const { state } = useLocation();
  const hydrated = useHydrated();
  const token =
    typeof state === "object" &&
    state !== null &&
    typeof (state as { bookingToken?: unknown }).bookingToken === "string"
      ? (state as { bookingToken: string }).bookingToken
      : null;
  if (!hydrated || !token) return null;
  return (
    <section aria-labelledby="book-heading" className="page-container pt-8">
      <div className="flex flex-col gap-2 rounded-lg border-2 border-ink bg-white p-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="book-heading" className="flex items-center gap-1 text-2xl font-bold">
            <CalendarPlus aria-hidden="true" size={28} className="shrink-0" />
            Rather pick a time now?
          </h2>
          <p className="mt-1 text-muted">
            Book a 30-minute demo with our sales team, at a time shown in your own time zone.
          </p>
        </div>
        <Link to={bookingPagePath(token)} className={`${signalButtonClass} shrink-0`}>
          Book a demo
        </Link>
      </div>
    </section>
  );
}
