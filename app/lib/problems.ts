import type { FieldErrors } from "./validation.ts";

// One way for a feature to say no (decision 0035). A feature function that can
// refuse returns its result or a Problem; it never names an HTTP status. The
// HTTP layer answers a Problem with `problemAnswer` (server/api/errors.ts),
// which alone knows that "not-found" is 404.

/** Why a feature refused, in the domain's words. */
export const problemKinds = [
  /** The input breaks a rule the schema cannot check (a date in the past, an unknown image). */
  "invalid",
  /** What was named does not exist. */
  "not-found",
  /** The change clashes with the current state: a stale revision, a slug in use, a wrong step. */
  "conflict",
  /** It existed and is over: an event that has taken place, a link that has expired. */
  "gone",
  /** A file larger than its limit. */
  "too-large",
  /** A file of a kind that is not taken. */
  "unsupported",
] as const;

export type ProblemKind = (typeof problemKinds)[number];

/** A refusal: its kind, a sentence for the person, and the fields at fault (for forms). */
export type Problem<Kind extends ProblemKind = ProblemKind> = {
  ok: false;
  kind: Kind;
  message: string;
  errors?: FieldErrors;
};

/** A refusal of `kind` with its message, and with the field it is about when there is one. */
export function problem<Kind extends ProblemKind>(kind: Kind, message: string, field?: string): Problem<Kind> {
  return field ? { ok: false, kind, message, errors: { [field]: [message] } } : { ok: false, kind, message };
}

/** True for a refusal, whatever a successful result looks like. */
export function isProblem(result: unknown): result is Problem {
  return typeof result === "object" && result !== null && (result as { ok?: unknown }).ok === false && "kind" in result;
}

/**
 * The HTTP status of each kind of refusal: the API answers with it (`problemAnswer` in
 * server/api/errors.ts) and so do page actions that answer a refusal.
 */
export const problemStatus = {
  invalid: 400,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  unsupported: 415,
} as const satisfies Record<ProblemKind, number>;
