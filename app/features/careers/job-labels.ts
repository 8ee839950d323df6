// How job attributes read on the careers pages.

export const employmentTypeLabel: Record<string, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
};

export const workplaceTypeLabel: Record<string, string> = {
  "on-site": "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

export function formatSalary(min: number | null, max: number | null, currency: string | null): string | null {
  if (!currency || (min === null && max === null)) return null;
  const format = (value: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(value);
  if (min !== null && max !== null) return `${currency} ${format(min)}–${format(max)} a year`;
  return `${currency} ${format((min ?? max) as number)} a year`;
}
