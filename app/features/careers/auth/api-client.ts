import { readToken, removeToken } from "./token-storage.ts";

// The careers portal's client for the applicant API (decision 0010): JSON in and
// out, the stored token as a bearer header when there is one (no header
// otherwise), and any 401 on an authenticated call ends the session and sends
// the reader to the login page.

export type ApiErrorBody = { message?: string; errors?: Record<string, string[] | undefined> };

export type ApiResponse<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; body: ApiErrorBody | null };

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /**
   * Whether a 401 ends the session and redirects to the login page. On by
   * default; off for calls where 401 is an ordinary answer (a failed login, the
   * session check on start).
   */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
};

/** Where a 401 sends the reader: the public login path, which redirects to the portal's login page. */
export const LOGIN_REDIRECT_PATH = "/careers/login";

type UnauthorizedHandler = () => void;

function defaultUnauthorizedHandler() {
  removeToken();
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${LOGIN_REDIRECT_PATH}?next=${encodeURIComponent(next)}`);
}

let onUnauthorized: UnauthorizedHandler = defaultUnauthorizedHandler;

/** Ends the session and goes to the login page, as any 401 on an authenticated call does. */
export function handleUnauthorized(): void {
  onUnauthorized();
}

/** The AuthProvider installs a handler that also clears its state and navigates without a reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler ?? defaultUnauthorizedHandler;
}

/** Calls the API. Never throws: a network failure answers `{ ok: false, status: 0 }`. */
export async function apiClient<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? "GET",
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch {
    return { ok: false, status: 0, body: { message: "We could not reach the server. Check your connection." } };
  }
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.status === 401 && (request.redirectOnUnauthorized ?? true)) onUnauthorized();
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  return { ok: false, status: response.status, body: body as ApiErrorBody | null };
}

/** The server's message from an error answer, else `fallback`. */
export function errorMessage(response: { body: ApiErrorBody | null }, fallback: string): string {
  const message = response.body?.message;
  return typeof message === "string" && message.length > 0 ? message : fallback;
}
