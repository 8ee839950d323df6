import type { MutationResult } from "../../components/ui/use-mutation.ts";

// How the back office calls the API: as the signed-in staff member (the
// same-origin session cookie and the session's CSRF token), answering a result
// that `useMutation` shows and never throwing: `{ok: true, status, data}` with
// the answer's JSON body, or `{ok: false, status, message, fieldErrors}`. A 401
// means the session ended: the page goes to the sign-in page, which brings the
// member back here afterwards.

/** The back office's rule for a 401: sign in again, then come back to this page. */
export function staffUnauthorized() {
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/admin/login?next=${encodeURIComponent(next)}`);
}

const unreachable = "We could not reach the server. Check your connection.";

/**
 * Calls `path` (like "/api/admin/staff") with a JSON body. `csrfToken` is the session's
 * (from `useAdmin()`); the pages before sign-in call without one and without the 401 rule.
 */
export async function staffRequest<T = unknown>(
  path: string,
  init: { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; json?: unknown; csrfToken?: string },
): Promise<MutationResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...(init.csrfToken ? { "x-csrf-token": init.csrfToken } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  } catch {
    return { ok: false, status: 0, message: unreachable, fieldErrors: {} };
  }
  if (response.status === 204) return { ok: true, status: 204, data: null as T };
  const body = (await response.json().catch(() => ({}))) as T & { message?: string; errors?: Record<string, string[]> };
  if (response.ok) return { ok: true, status: response.status, data: body };
  if (response.status === 401 && init.csrfToken) staffUnauthorized();
  return {
    ok: false,
    status: response.status,
    message: body.message ?? "Something went wrong. Please try again.",
    fieldErrors: body.errors ?? {},
  };
}
