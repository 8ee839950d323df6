import type { FormEvent } from "react";
import { ErrorSummary } from "#app/components/ui/error-summary.tsx";
import { checkedInput } from "#app/components/ui/form-check.ts";
import { CheckboxField, SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { primaryButtonClass } from "#app/components/ui/form-styles.ts";
import { formText } from "#app/components/ui/form-text.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { type WeeklyHours, weekdayLabels, weekdays } from "#app/domain/booking.ts";
import { type AvailabilityInput, availabilitySchema } from "#app/features/booking/bookings-admin-schemas.ts";
import { ZoneOptions } from "#app/features/booking/components/zone-options.tsx";
import { sendAsStaff, useStaffClient } from "../staff-client.ts";

// A salesperson's bookable week (routes/admin/bookings/availability.tsx): their zone,
// office, meeting link, the hours of each weekday (two stretches at most here) and days off.

/** The hours a newly ticked day starts with. */
const blankDay = { start: "09:30", end: "17:30" };

const blank: AvailabilityInput = {
  timeZone: "Asia/Kolkata",
  officeCity: "Bengaluru",
  meetingUrl: "",
  weeklyHours: Object.fromEntries(weekdays.slice(0, 5).map((day) => [day, [blankDay]])) as WeeklyHours,
  daysOff: [],
  active: true,
};

/** The form's values as the API takes them. */
function readForm(form: HTMLFormElement) {
  const text = formText(form);
  const weeklyHours: Record<string, { start: string; end: string }[]> = {};
  for (const day of weekdays) {
    if (!(form.elements.namedItem(`${day}-works`) as HTMLInputElement | null)?.checked) continue;
    const stretches = [1, 2]
      .map((n) => ({ start: text[`${day}-start-${n}`] ?? "", end: text[`${day}-end-${n}`] ?? "" }))
      .filter((hours, n) => n === 0 || hours.start !== "" || hours.end !== "");
    weeklyHours[day] = stretches;
  }
  return {
    timeZone: text.timeZone ?? "",
    officeCity: text.officeCity ?? "",
    meetingUrl: text.meetingUrl ?? "",
    weeklyHours,
    daysOff: (text.daysOff ?? "")
      .split(/[\s,]+/)
      .map((day) => day.trim())
      .filter(Boolean),
    active: (form.elements.namedItem("active") as HTMLInputElement | null)?.checked ?? false,
  };
}

/** The id of the control a field error names ("weeklyHours.mon.0.end" is mon's first "to"). */
function controlId(field: string): string {
  const hours = /^weeklyHours\.(\w+)\.(\d)\.(start|end)$/.exec(field);
  if (hours) return `availability-${hours[1]}-${hours[3]}-${Number(hours[2]) + 1}`;
  if (field.startsWith("daysOff")) return "availability-days-off";
  return `availability-${field}`;
}

export function AvailabilityForm({ saved, zones }: { saved: AvailabilityInput | null; zones: string[] }) {
  const client = useStaffClient();
  const save = useMutation(
    (input: AvailabilityInput) => sendAsStaff(client.api.admin.availability.$put({ json: input })),
    { revalidate: true },
  );
  const values = saved ?? blank;
  const error = (field: string) => save.fieldErrors[field];
  /** The id, name, saved value and error of one of the text fields. */
  const fieldProps = (name: "timeZone" | "officeCity" | "meetingUrl") => ({
    id: `availability-${name}`,
    name,
    defaultValue: values[name],
    error: error(name),
  });
  const fieldIds = Object.fromEntries(Object.keys(save.fieldErrors).map((field) => [field, controlId(field)]));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = checkedInput(save, availabilitySchema, readForm(event.currentTarget));
    if (input) void save.run(input);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-2 max-w-4xl space-y-3">
      <ErrorSummary
        id="availability-errors"
        message={save.error}
        fieldErrors={save.fieldErrors}
        fieldIds={fieldIds}
        focusKey={save.failures}
      />
      {save.data && !save.error ? (
        <p role="status" className="rounded-md border-2 border-[#14532d] bg-[#e6f4ea] px-1.5 py-1 font-semibold">
          Saved. Visitors see your new hours straight away.
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField {...fieldProps("timeZone")} label="Your time zone" hint="Your hours below are in this zone.">
          <ZoneOptions zones={zones} />
        </SelectField>
        <TextField
          {...fieldProps("officeCity")}
          label="Office city"
          hint="Shown to visitors beside their own time, e.g. 15:00 in Bengaluru."
        />
      </div>
      <TextField
        {...fieldProps("meetingUrl")}
        type="url"
        label="Meeting link"
        hint="Your video-call room; it goes into every invite."
      />
      <fieldset className="rounded-md border border-[#d5dbe3] bg-white p-2">
        <legend className="px-0.5 text-lg font-semibold">Weekly hours</legend>
        <p className="text-sm text-[#4a5565]">
          Visitors can book 30-minute calls that fit inside these hours. Add a second stretch for a split day.
        </p>
        <ul className="mt-1 divide-y divide-[#d5dbe3]">
          {weekdays.map((day) => {
            const hours = values.weeklyHours[day] ?? [];
            return (
              <li key={day} className="grid gap-x-3 gap-y-1 py-1 md:grid-cols-[7rem_auto_auto] md:justify-start">
                <CheckboxField
                  id={`availability-${day}-works`}
                  name={`${day}-works`}
                  label={weekdayLabels[day]}
                  defaultChecked={hours.length > 0}
                  className="pt-1 md:pt-4"
                />
                {[1, 2].map((n) => (
                  <div key={n} className="flex flex-wrap items-end gap-1">
                    {(["start", "end"] as const).map((edge) => (
                      <TextField
                        key={edge}
                        id={`availability-${day}-${edge}-${n}`}
                        name={`${day}-${edge}-${n}`}
                        type="time"
                        step={1800}
                        label={edge === "end" ? "to" : n === 1 ? "From" : "And from"}
                        aria-label={`${weekdayLabels[day]}, ${n === 2 ? "second stretch " : ""}${edge === "end" ? "to" : "from"}`}
                        defaultValue={hours[n - 1]?.[edge] ?? (n === 1 ? blankDay[edge] : "")}
                        error={error(`weeklyHours.${day}.${n - 1}.${edge}`)}
                        inputClassName="w-32"
                      />
                    ))}
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <TextAreaField
        id="availability-days-off"
        name="daysOff"
        label="Days off"
        hint="One date a line, as 2026-12-25. Nobody can book you on these days."
        rows={4}
        defaultValue={values.daysOff.join("\n")}
        error={Object.entries(save.fieldErrors).find(([field]) => field.startsWith("daysOff"))?.[1]}
      />
      <CheckboxField
        id="availability-active"
        name="active"
        label="Take bookings (untick while you are away for a long time)"
        defaultChecked={values.active}
      />
      <button type="submit" aria-disabled={save.busy || undefined} className={primaryButtonClass}>
        {save.busy ? "Saving…" : "Save availability"}
      </button>
    </form>
  );
}
