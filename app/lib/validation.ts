import { z } from "zod";

// In the browser zod must not probe for eval: the Content-Security-Policy
// forbids it and the probe itself is reported as a violation. The server keeps
// zod's compiled fast path.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

/** What went wrong with each field: its messages by name, in the shape of the API's `errors`. */
export type FieldErrors = Record<string, string[]>;

/**
 * A zod error as field errors: each issue's message under its dotted path
 * (`answers.q1`), issues about the whole value under `body`, as the API's
 * error answers name them.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}

/** The first message of each field, for forms that show one message per field. */
export function firstErrors(errors: Record<string, readonly string[] | undefined> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}
