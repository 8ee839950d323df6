import type { ReactNode } from "react";

// Apart from form-fields.tsx: the careers filters and other light pages list options without loading the form kit.

/**
 * A drop-down list's options, one for each of `values`, each showing `label(value)` (by default the value
 * itself); for records, `idOf` names the value an option submits (`(department) => department.id`).
 */
export function Options<T>({
  values,
  label = (value) => String(value),
  idOf = (value) => String(value),
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
  idOf?: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={idOf(value)} value={idOf(value)}>
      {label(value)}
    </option>
  ));
}
