import type { Hook } from "@hono/zod-openapi";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ZodError } from "zod";
import { type Problem, type ProblemKind, problemStatus } from "#app/lib/problems.ts";
import type { Refusal } from "../rate-limit.ts";
import type { ApiEnv } from "./types.ts";

/** Body of every error answer: a sentence for people, and per-field messages for forms. */
export const errorSchema = z
  .object({
    message: z.string().openapi({ example: "Please check the highlighted fields." }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Error");

export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

/** Standard error answers every JSON endpoint may give. */
export const commonErrors = {
  400: errorResponse("Invalid input: malformed JSON or a field that does not pass validation."),
  413: errorResponse("The body is larger than the limit."),
  415: errorResponse("The body is not JSON."),
  429: errorResponse("Too many requests; see the Retry-After header."),
};

/** What a change of a back-office resource may answer besides success: bad input, an unknown id, or a conflict. */
export const changeProblems = (notFound: string, conflict: string) => ({
  ...commonErrors,
  404: errorResponse(notFound),
  409: errorResponse(conflict),
});

/** Turns a zod error into `{ message, errors: { field: [messages] } }`. */
export function validationErrorBody(error: ZodError): { message: string; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  const fields = Object.keys(errors);
  const message =
    fields.length === 1 && fields[0] !== "body"
      ? `${fields[0]}: ${errors[fields[0] as string]?.[0]}`
      : fields.length === 1
        ? (errors.body?.[0] ?? "The request is not valid.")
        : "Some fields are not valid. Please check them and try again.";
  return { message, errors };
}

/** Hook for every OpenAPI route: a failed validation answers 400 with the field messages. */
// biome-ignore lint/suspicious/noExplicitAny: the hook applies to every route's env and input
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) return c.json(validationErrorBody(result.error as ZodError), 400);
};

/**
 * A new group of API operations. Each `*.routes.ts` builds one by chaining
 * `.openapi(route, handler)` so that the group's type carries every path, input
 * and answer; `createApi` mounts the groups and exports the whole as `ApiRoutes`.
 */
export function routeGroup(): OpenAPIHono<ApiEnv> {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}

/** An operation's 429 answer for a used-up limit (`refusal` in server/rate-limit.ts), with its Retry-After. */
export function tooManyRequestsAnswer(c: Context, refused: Refusal) {
  return c.json({ message: refused.message }, 429, { "Retry-After": String(refused.retryAfterSeconds) });
}

/** Answers a feature's refusal: `{message, errors?}` with the status of its kind. */
export function problemAnswer<Kind extends ProblemKind>(c: Context, p: Problem<Kind>) {
  const body: { message: string; errors?: Record<string, string[]> } = p.errors
    ? { message: p.message, errors: p.errors }
    : { message: p.message };
  return c.json(body, problemStatus[p.kind] as (typeof problemStatus)[Kind]);
}
