import { useMemo } from "react";
import { type ApiResult, type Client, createApiClient, type SuccessBody, send } from "#app/lib/api-client.ts";
import { useAdmin } from "./admin-session.ts";

// The back office's client (decision 0020): the typed API client sending the
// session's CSRF token with the same-origin session cookie, and the back
// office's rule for a 401 (the session ended): sign in again, then come back.
//
//   const client = useStaffClient();
//   const save = useMutation((input: X) => sendAsStaff(client.api.admin.x.$post({ json: input })));

/** Goes to the sign-in page, which brings the member back to this page afterwards. */
export function staffUnauthorized() {
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/admin/login?next=${encodeURIComponent(next)}`);
}

const staffHeaders = (csrfToken: string) => () => ({ "x-csrf-token": csrfToken });

/** A client for the signed-in staff member whose session has this CSRF token. */
export function createStaffClient(csrfToken: string): Client {
  return createApiClient(staffHeaders(csrfToken), { init: { credentials: "same-origin" } });
}

/** The staff client of the page's session (inside the /admin layout only). */
export function useStaffClient(): Client {
  const { csrfToken } = useAdmin();
  return useMemo(() => createStaffClient(csrfToken), [csrfToken]);
}

/** `send` with the back office's 401 rule: answers the call's result, never throws. */
export function sendAsStaff<R>(call: Promise<R>): Promise<ApiResult<SuccessBody<R>>> {
  return send(call, { onUnauthorized: staffUnauthorized });
}
