import { data, redirect } from "react-router";
import { manageBookingPath } from "#app/domain/booking.ts";
import type { PageContext } from "#app/lib/page-context.ts";
import { type Problem, problemStatus } from "#app/lib/problems.ts";
import { bookDemo, cancelBooking, DEFAULT_VISITOR_ZONE, rescheduleBooking } from "./booking.server.ts";
import { bookSchema, cancelSchema, linkToken, timeZoneField } from "./schemas.ts";

// What the two booking pages read from their address and do with their forms,
// through the same feature functions as the API.

/** The page's query: the link's token, the visitor's zone (default until the browser sends its own) and the day. */
export function bookingQuery(request: Request) {
  const url = new URL(request.url);
  const token = linkToken.safeParse(url.searchParams.get("t") ?? "");
  const zone = timeZoneField.safeParse(url.searchParams.get("tz") ?? "");
  const day = url.searchParams.get("day");
  return {
    token: token.success ? token.data : null,
    timeZone: zone.success ? zone.data : DEFAULT_VISITOR_ZONE,
    zoneGiven: zone.success,
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
  };
}

/** The answer to a refusal: its message and status (429 with Retry-After for a used-up limit). */
function refused(result: Problem & { retryAfterSeconds?: number }) {
  const { retryAfterSeconds } = result;
  const init = retryAfterSeconds
    ? { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } }
    : { status: problemStatus[result.kind] };
  return data({ message: result.message }, init);
}

/** Books, reschedules or cancels from a page's form; success goes to the booking's own page. */
export async function bookingAction(request: Request, page: PageContext) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const token = url.searchParams.get("t") ?? "";
  if (intent === "cancel") {
    const parsed = cancelSchema.safeParse({ token });
    if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? "" }, { status: 400 });
    const result = await cancelBooking(page.services, parsed.data.token, page.clientIp);
    if (!result.ok) return refused(result);
    return redirect(
      `${manageBookingPath(parsed.data.token)}${result.bookAgainToken ? `&again=${result.bookAgainToken}` : ""}`,
    );
  }
  const parsed = bookSchema.safeParse({ token, start: form.get("start") ?? "", timeZone: form.get("timeZone") ?? "" });
  if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? "" }, { status: 400 });
  const input = { token: parsed.data.token, start: new Date(parsed.data.start), timeZone: parsed.data.timeZone };
  const result =
    intent === "reschedule"
      ? await rescheduleBooking(page.services, input, page.clientIp)
      : await bookDemo(page.services, input, page.clientIp);
  if (!result.ok) return refused(result);
  return redirect(`${manageBookingPath(result.manageToken)}&done=${intent === "reschedule" ? "moved" : "booked"}`);
}
