import { createContext, useContext } from "react";
import type { Staff } from "./roles.ts";

// The browser side of the back office's session. The layout route
// (routes/admin/layout.tsx) provides { staff, csrfToken } through AdminContext;
// pages read it with useAdmin() and call the API through staff-client.ts.

export type AdminSession = { staff: Staff; csrfToken: string };

export const AdminContext = createContext<AdminSession | null>(null);

/** The signed-in staff member and the session's CSRF token (inside /admin pages only). */
export function useAdmin(): AdminSession {
  const session = useContext(AdminContext);
  if (!session) throw new Error("useAdmin() used outside the /admin layout");
  return session;
}

/** A `?next=` target limited to back-office paths (never another site). */
export function safeAdminNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(\/|\?|$)/.test(next) || next.startsWith("//")) return "/admin";
  return next;
}
