import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { SelectField } from "#app/components/ui/form-fields.tsx";
import { formAlertClass, primaryButtonClass, secondaryButtonClass } from "#app/components/ui/form-styles.ts";
import type { CalendarView } from "../booking.server.ts";
import { ZoneOptions } from "./zone-options.tsx";

/**
 * The zone select as a GET form, so it works before JavaScript; with it, a change submits at once
 * and a visitor who came without `tz` is moved to the zone their browser reports.
 */
export function TimeZoneForm({
  calendar,
  hidden,
  detect,
}: {
  calendar: CalendarView;
  hidden: Record<string, string>;
  detect: boolean;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!detect || !form.current) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === calendar.timeZone) return;
    const data = new FormData(form.current);
    data.set("tz", zone);
    void submit(data, { method: "get", replace: true, preventScrollReset: true });
  }, [detect, calendar.timeZone, submit]);
  return (
    <Form ref={form} method="get" className="flex flex-wrap items-end gap-1" preventScrollReset>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 grow basis-60">
        <SelectField
          id="booking-time-zone"
          name="tz"
          label="Your time zone"
          hint="Times below are shown in this zone."
          defaultValue={calendar.timeZone}
          key={calendar.timeZone}
          onChange={(event) =>
            void submit(event.currentTarget.form, { method: "get", replace: true, preventScrollReset: true })
          }
        >
          <ZoneOptions zones={calendar.zones} />
        </SelectField>
      </div>
      <button type="submit" className={secondaryButtonClass}>
        Show times
      </button>
    </Form>
  );
}

/** The days that have free times, as links that keep the link's token and the zone. */
export function DayList({ calendar, hrefFor }: { calendar: CalendarView; hrefFor: (day: string) => string }) {
  if (calendar.days.length === 0) return null;
  return (
    <nav aria-label="Days with free times" className="mt-3">
      <ul className="flex gap-1 overflow-x-auto pb-1">
        {calendar.days.map((day) => {
          const current = day.date === calendar.day;
          return (
            <li key={day.date} className="shrink-0">
              <Link
                to={hrefFor(day.date)}
                preventScrollReset
                aria-current={current ? "date" : undefined}
                className={`flex min-h-6 flex-col rounded-md border-2 px-1.5 py-0.5 text-sm ${current ? "border-ink bg-ink text-white" : "border-black/20 bg-white hover:border-ink"}`}
              >
                <span className="font-semibold">{day.label}</span>
                <span className={current ? "text-white" : "text-muted"}>
                  {day.count} {day.count === 1 ? "time" : "times"}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The chosen day's times as radio buttons, and the button that books (or moves to) the one picked. */
export function SlotForm({
  calendar,
  intent,
  submitLabel,
  busy,
  error,
}: {
  calendar: CalendarView;
  intent: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
}) {
  const day = calendar.days.find((candidate) => candidate.date === calendar.day);
  if (!day) {
    return (
      <p className="mt-3 rounded-lg border border-black/10 bg-white p-3">
        Our sales team has no free times in the next four weeks. Please write to us and we will find a time with you.
      </p>
    );
  }
  return (
    <Form method="post" className="mt-3" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="timeZone" value={calendar.timeZone} />
      {error ? <ErrorSummary id="booking-errors" message={error} fieldErrors={{}} focusKey={error} /> : null}
      <fieldset>
        <legend className="text-lg font-semibold">{day.label}: pick a time</legend>
        <ul className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-4">
          {calendar.slots.map((slot) => (
            <li key={slot.start}>
              <label className="flex min-h-6 cursor-pointer items-center gap-1 rounded-md border-2 border-black/20 bg-white px-1 py-0.5 has-checked:border-ink has-checked:bg-signal/30 has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
                <input
                  type="radio"
                  name="start"
                  value={slot.start}
                  required
                  aria-label={slot.words}
                  className="size-2 accent-ink"
                />
                <span>
                  <span className="block font-semibold">{slot.time}</span>
                  <span className="block text-sm text-muted">
                    {slot.officeTime} in {slot.officeCity}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" aria-disabled={busy || undefined} className={`${primaryButtonClass} mt-3`}>
        {busy ? "Booking…" : submitLabel}
      </button>
    </Form>
  );
}

/** A refusal from the action, shown above the calendar when it is not about a picked time. */
export function BookingAlert({ message }: { message: string }) {
  return (
    <p role="alert" className={`${formAlertClass} mt-3`}>
      {message}
    </p>
  );
}
