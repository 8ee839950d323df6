/**
 * A value set with the human label of each, defined once from its values (in the order forms list
 * them): `[values, labels]`. It carries no schema, so the modules the browser loads can use it;
 * `namedValues` (named-values.ts) adds the zod enum for the sets the server validates.
 */
export function labelledValues<const Values extends readonly [string, ...string[]]>(
  values: Values,
  labels: Record<Values[number], string>,
) {
  return [values, labels] as const;
}
