import { SelectField, TextField } from "../../../components/ui/form-fields.tsx";
import { scheduleTimeZones } from "../../content/studio-schemas.ts";

/** A moment to act at, as staff give it: a date and a time on the clock of a named time zone. */
export type ScheduleInput = { date: string; time: string; timeZone: string };

/**
 * Date, time and time zone of a "Schedule" form (a content item's publication,
 * a campaign's send), with the errors the server gave for each; the zones are
 * the back office's usual ones.
 */
export function ScheduleFields({
  ids,
  value,
  onChange,
  error,
  className = "grid gap-x-2 sm:grid-cols-3",
}: {
  ids: Record<keyof ScheduleInput, string>;
  value: ScheduleInput;
  onChange: (value: ScheduleInput) => void;
  error: (field: keyof ScheduleInput) => string | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      <TextField
        id={ids.date}
        label="Date"
        type="date"
        value={value.date}
        error={error("date")}
        onChange={(event) => onChange({ ...value, date: event.target.value })}
      />
      <TextField
        id={ids.time}
        label="Time"
        type="time"
        value={value.time}
        error={error("time")}
        onChange={(event) => onChange({ ...value, time: event.target.value })}
      />
      <SelectField
        id={ids.timeZone}
        label="Time zone"
        value={value.timeZone}
        error={error("timeZone")}
        onChange={(event) => onChange({ ...value, timeZone: event.target.value })}
      >
        {[...new Set([value.timeZone, ...scheduleTimeZones])].map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
