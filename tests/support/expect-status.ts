import type { ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import { expect } from "vitest";

// Status checks on the typed client's answers (`t.client(headers)`, tests/support/test-app.ts):
//
//   const { data } = await expectStatus(api.api.admin.leads[":id"].$get({ param: { id } }), 200);
//
// The status must be one the operation declares, and the body is typed as the contract
// declares it for that status, so a renamed field or a changed status breaks the test at
// compile time.

/** Any answer of the typed client (for lists of calls of different operations). */
export type AnyAnswer = ClientResponse<unknown, number, ResponseFormat>;

type StatusOf<R> = R extends ClientResponse<unknown, infer Status, ResponseFormat> ? Status : never;
type BodyOf<R, S> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends S
      ? Format extends "json"
        ? Body
        : null
      : never
    : never;

/**
 * Checks that the answer has `status` (failing with the method, address and body otherwise)
 * and answers its JSON body as declared for that status; null when it has none (204).
 */
export async function expectStatus<R extends AnyAnswer, S extends StatusOf<R>>(
  answer: R | Promise<R>,
  status: S,
): Promise<BodyOf<R, S>> {
  const res = await answer;
  const text = await res.text();
  let body: unknown = null;
  if (text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  expect(res.status, `${res.url}: ${text.slice(0, 500)}`).toBe(status);
  return body as BodyOf<R, S>;
}
