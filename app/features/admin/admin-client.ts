import { createContext, useContext } from "react";
import type { Staff } from "./roles.ts";

// The browser side of the back office. The layout route (routes/admin/layout.tsx)
// provides { staff, csrfToken } through AdminContext; pages read it with useAdmin()
// and call the API with adminFetch, which sends the CSRF token and the cookie.

export type AdminSession = { staff: Staff; csrfToken: string };

export const AdminContext = createContext<AdminSession | null>(null);

/** The signed-in staff member and the session's CSRF token (inside /admin pages only). */
export function useAdmin(): AdminSession {
  const session = useContext(AdminContext);
  if (!session) throw new Error("useAdmin() used outside the /admin layout");
  return session;
}

/** An API error with the server's `{message, errors}`. */
export class AdminApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  constructor(message: string, status: number, errors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/**
 * Calls the API (`path` like "/api/admin/staff") as the signed-in staff member:
 * JSON body, `X-CSRF-Token`, same-origin cookie. Answers the parsed `data` body
 * (or null for 204); throws AdminApiError with the server's message on 4xx/5xx;
 * on 401 (session ended) it goes to the sign-in page first.
 *
 *   const { csrfToken } = useAdmin();
 *   await adminFetch("/api/admin/staff", { method: "POST", json: input, csrfToken });
 */
export async function adminFetch<T = unknown>(
  path: string,
  init: Omit<RequestInit, "body"> & { json?: unknown; csrfToken: string; body?: BodyInit },
): Promise<T> {
  const { json, csrfToken, headers, ...rest } = init;
  const res = await fetch(path, {
    ...rest,
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      "x-csrf-token": csrfToken,
      ...headers,
    },
    body: json === undefined ? init.body : JSON.stringify(json),
  });
  if (res.status === 204) return null as T;
  const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  if (res.status === 401) {
    const next = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/admin/login?next=${encodeURIComponent(next)}`);
  }
  if (!res.ok) {
    throw new AdminApiError(body.message ?? "Something went wrong. Please try again.", res.status, body.errors);
  }
  return body as T;
}

/** A `?next=` target limited to back-office paths (never another site). */
export function safeAdminNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(\/|\?|$)/.test(next) || next.startsWith("//")) return "/admin";
  return next;
}
