import { type FormEvent, useState } from "react";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import { safeAdminNext } from "../../features/admin/admin-client.ts";
import {
  StaffSignInFrame,
  staffButtonClass,
  staffInputClass,
  staffLinkClass,
} from "../../features/admin/components/staff-sign-in-frame.tsx";
import { staffMessages } from "../../features/admin/schemas.ts";
import { authenticateStaff, readCookie, staffCookieName } from "../../features/admin/staff.server.ts";
import { pageContext } from "../../lib/page-context.ts";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const auth = await authenticateStaff(services, readCookie(request.headers.get("cookie"), staffCookieName(services)));
  if (auth) throw redirect(safeAdminNext(new URL(request.url).searchParams.get("next")));
  return null;
}

export function meta() {
  return [{ title: "Sign in | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/admin/session", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      if (res.ok) return navigate(safeAdminNext(params.get("next")));
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      setError(body.message ?? "Sign-in failed. Please try again.");
    } catch {
      setError("The server could not be reached. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <StaffSignInFrame
      title="Back office sign-in"
      lead={<p>For Marut staff. Ask an administrator if you need an account.</p>}
    >
      {params.get("reset") === "done" ? (
        <p
          role="status"
          className="mt-2 rounded-md border-2 border-green-800 bg-green-50 p-1.5 font-semibold text-green-900"
        >
          {staffMessages.passwordReset}
        </p>
      ) : null}
      <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
        <div>
          <label htmlFor="email" className="block font-semibold">
            Email
          </label>
          <input id="email" name="email" type="email" autoComplete="username" required className={staffInputClass} />
        </div>
        <div>
          <label htmlFor="password" className="block font-semibold">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={staffInputClass}
          />
        </div>
        <div role="alert" className="min-h-3 font-semibold text-[#a30000]">
          {error}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <button type="submit" disabled={busy} className={staffButtonClass}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
          <Link to="/admin/forgot-password" className={staffLinkClass}>
            Forgot your password?
          </Link>
        </div>
      </form>
    </StaffSignInFrame>
  );
}
