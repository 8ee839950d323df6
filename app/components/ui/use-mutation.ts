import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
// Type-only: the footer's newsletter form uses this hook on every page, and loads the client only when sent.
import type { ApiResult } from "#app/lib/api-client.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

// The one way a component sends a change to the server and shows how it went:
// busy while the call runs (a second run meanwhile joins the first, so a double
// click sends once), then either the data or the failure's message and field
// errors. Calls answer results and never throw (see `send` in lib/api-client.ts).

/** What a call answers: `send`'s result. */
export type MutationResult<T> = ApiResult<T>;

export type MutationOptions<I, T> = {
  /**
   * Runs after a success, before `busy` ends (e.g. to navigate or store a session, or to say
   * it went well). With `revalidate`, after the loaders reloaded: what it shows appears with
   * the fresh data, and a form that empties once `run` resolves does so before anyone could
   * start typing the next entry under a success message.
   */
  onSuccess?(data: T, input: I): void | Promise<void>;
  /** Reloads the route's loader data after a success. */
  revalidate?: boolean;
};

export type Mutation<I, T> = {
  /** Sends `input` (nothing for a call without input). */
  run: undefined extends I ? (input?: I) => Promise<MutationResult<T>> : (input: I) => Promise<MutationResult<T>>;
  busy: boolean;
  /** The last failure's message, or null. */
  error: string | null;
  fieldErrors: FieldErrors;
  /** The last success's data, or null. */
  data: T | null;
  /** How many runs (or `fail`s) have failed: an error summary takes the focus again when it changes. */
  failures: number;
  /** Shows errors found before sending (the form's own zod check) as a failure. */
  fail(message: string, fieldErrors?: FieldErrors): void;
  /** Forgets the last outcome. */
  reset(): void;
};

type Outcome<T> = { error: string | null; fieldErrors: FieldErrors; data: T | null; failures: number };

const noFieldErrors: FieldErrors = {};

/** A failure for a call that threw instead of answering (a bug in the call: `send` never throws). */
const thrownFailure = {
  ok: false,
  status: 0,
  message: "Something went wrong. Please try again.",
  fieldErrors: noFieldErrors,
} as const;

export function useMutation<I, T>(
  call: (input: I) => Promise<MutationResult<T>>,
  options: MutationOptions<I, T> = {},
): Mutation<I, T> {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<T>>({
    error: null,
    fieldErrors: noFieldErrors,
    data: null,
    failures: 0,
  });
  const running = useRef<Promise<MutationResult<T>> | null>(null);
  // The latest call and options, so `run` keeps one identity across renders.
  const latest = useRef({ call, options, revalidator });
  latest.current = { call, options, revalidator };

  const fail = useCallback((message: string, fieldErrors: FieldErrors = noFieldErrors) => {
    setOutcome((current) => ({ error: message, fieldErrors, data: null, failures: current.failures + 1 }));
  }, []);

  const run = useCallback(
    (input: I): Promise<MutationResult<T>> => {
      if (running.current) return running.current;
      const { call, options, revalidator } = latest.current;
      setBusy(true);
      const promise = (async (): Promise<MutationResult<T>> => {
        const result = await call(input).catch(() => thrownFailure);
        if (result.ok) {
          setOutcome((current) => ({
            error: null,
            fieldErrors: noFieldErrors,
            data: result.data,
            failures: current.failures,
          }));
          if (options.revalidate) await revalidator.revalidate();
          await options.onSuccess?.(result.data, input);
        } else {
          fail(result.message, result.fieldErrors);
        }
        return result;
      })().finally(() => {
        running.current = null;
        setBusy(false);
      });
      running.current = promise;
      return promise;
    },
    [fail],
  );

  const reset = useCallback(() => {
    setOutcome((current) => ({ error: null, fieldErrors: noFieldErrors, data: null, failures: current.failures }));
  }, []);

  return { run: run as Mutation<I, T>["run"], busy, ...outcome, fail, reset };
}
