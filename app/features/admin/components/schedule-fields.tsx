import { SelectField, TextField } from "#app/components/ui/form-fields.tsx";
import { Options } from "#app/components/ui/options.tsx";
import { scheduleTimeZones } from "#app/features/content/studio-schemas.ts";

/** A moment to act at, as staff give it: a date and a time on the clock of a named time zone. */
export type ScheduleInput = { date: string; time: string; timeZone: string };

/**
 * Date, time and time zone of a "Schedule" form (a content item's publication,
 * a campaign's send), with the errors the server gave for each; the zones are
 * the back office's usual ones. The fields are laid out by the width of the
 * form, not of the window: stacked in a sidebar or on a phone, date and time
 * side by side from 24rem, all three in a row from 42rem, so a date, a time
 * or a zone is never cut short.
 */
export function ScheduleFields({
  ids,
  value,
  onChange,
  error,
}: {
  ids: Record<keyof ScheduleInput, string>;
  value: ScheduleInput;
  onChange: (value: ScheduleInput) => void;
  error: (field: keyof ScheduleInput) => string | undefined;
}) {
  return (
    <div className="@container">
      <div className="grid gap-x-2 gap-y-1 @sm:grid-cols-2 @2xl:grid-cols-3">
        {(["date", "time"] as const).map((field) => (
          <TextField
            key={field}
            id={ids[field]}
            label={field === "date" ? "Date" : "Time"}
            type={field}
            value={value[field]}
            error={error(field)}
            onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          />
        ))}
        <SelectField
          id={ids.timeZone}
          className="@sm:col-span-2 @2xl:col-span-1"
          label="Time zone"
          value={value.timeZone}
          error={error("timeZone")}
          onChange={(event) => onChange({ ...value, timeZone: event.target.value })}
        >
          <Options values={[...new Set([value.timeZone, ...scheduleTimeZones])]} />
        </SelectField>
      </div>
    </div>
  );
}
