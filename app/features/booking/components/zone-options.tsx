import { Options } from "#app/components/ui/options.tsx";

/** The options of a time-zone select: IANA names, their underscores read as spaces. */
export function ZoneOptions({ zones }: { zones: readonly string[] }) {
  return <Options values={zones} label={(zone) => zone.replace(/_/g, " ")} />;
}
