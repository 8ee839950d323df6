// Apart from use-mutation.ts: checking loads zod, which the forms on every page
// (the footer's newsletter sign-up) do without.

import { fieldErrorsOf, type z } from "#app/lib/validation.ts";
import { checkTheFormMessage } from "./error-summary.tsx";
import type { Mutation } from "./use-mutation.ts";

/**
 * The form's own check before sending: `input` as `schema` reads it, or, when a field is wrong, undefined after
 * showing each field's problem on `mutation` under "Please check the form" (and nothing is sent).
 */
export function checkedInput<T>(
  mutation: Pick<Mutation<never, unknown>, "fail">,
  schema: z.ZodType<T>,
  input: unknown,
): T | undefined {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  mutation.fail(checkTheFormMessage, fieldErrorsOf(parsed.error));
  return undefined;
}
