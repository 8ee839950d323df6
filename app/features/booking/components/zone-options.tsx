/** The options of a time-zone select: IANA names, their underscores read as spaces. */
export function ZoneOptions({ zones }: { zones: readonly string[] }) {
  return zones.map((zone) => (
    <option key={zone} value={zone}>
      {zone.replace(/_/g, " ")}
    </option>
  ));
}
