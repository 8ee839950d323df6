import { z } from "../lib/validation.ts";
import { labelledValues } from "./labelled-values.ts";

/**
 * A value set the product shows by name, defined once from its values (in the order menus list
 * them) and the human label of each: `[values, zod enum, labels]`, exported under the set's names.
 */
export function namedValues<const Values extends readonly [string, ...string[]]>(
  values: Values,
  labels: Record<Values[number], string>,
) {
  const [list, names] = labelledValues(values, labels);
  return [list, z.enum(values), names] as const;
}
