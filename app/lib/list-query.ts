import { z } from "./validation.ts";

// The back office's lists (jobs, applications, leads, subscribers): the pieces
// of their query contracts and results that every list shares. Each feature
// builds its own list schema from these.

/** An empty query parameter (`?status=`) means "no filter". */
export const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
/** An optional query parameter: blank means absent. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const pageParam = z.preprocess(
  blank,
  z.coerce.number().int("Use a whole page number.").min(1, "Pages start at 1.").max(100_000).default(1),
);

const sortOf = (keys: readonly string[]) =>
  z
    .string()
    .regex(new RegExp(`^-?(${keys.join("|")})$`), `Sort by one of ${keys.join(", ")} (prefix - for descending).`);

/** `createdAt` (ascending) or `-createdAt` (descending), one of `keys`; optional. */
export const sortParam = (keys: readonly string[]) => z.preprocess(blank, sortOf(keys).optional());

/** The same, with `fallback` when none is given. */
export const sortParamOr = (keys: readonly string[], fallback: string) =>
  z.preprocess(blank, sortOf(keys).default(fallback));

/** A list's query from the request's search params; when they do not parse, the defaults and `invalid: true`. */
export function listQueryOf<T extends z.ZodType>(
  schema: T,
  request: Request,
): { query: z.output<T>; invalid: boolean } {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? { query: parsed.data, invalid: false } : { query: schema.parse({}), invalid: true };
}

export const idSchema = z.object({ id: z.uuid("Not a valid id.") });

/** The most rows one export holds; a larger export is cut here (and says so in the audit log). */
export const EXPORT_MAX_ROWS = 50_000;

/** One page of a list. */
export type Page<T> = { data: T[]; meta: { total: number; page: number; pageSize: number } };

/** `%` and `_` typed into the search box are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The filters in use, for an audit entry. */
export function withoutEmpty(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ""));
}

/** Removes empty values, so a URL carries only the filters in use. */
export function filterParams(filters: Record<string, string | number | undefined | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params;
}
