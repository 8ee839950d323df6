import { type FormEvent, useState } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { safeAdminNext } from "../features/admin/admin-client.ts";
import { authenticateStaff, readCookie, staffCookieName } from "../features/admin/staff.server.ts";
import { pageContext } from "../lib/page-context.ts";
import type { Route } from "./+types/admin-login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const auth = await authenticateStaff(services, readCookie(request.headers.get("cookie"), staffCookieName(services)));
  if (auth) throw redirect(safeAdminNext(new URL(request.url).searchParams.get("next")));
  return null;
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
    <main id="main" className="mx-auto max-w-md p-3">
      <h1 className="text-3xl font-bold">Back office sign-in</h1>
      <p className="mt-1 text-muted">For Marut staff. Ask an administrator if you need an account.</p>
      <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
        <div>
          <label htmlFor="email" className="block font-semibold">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            className="mt-0.5 w-full rounded-md border border-black/40 bg-white px-1 py-1"
          />
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
            className="mt-0.5 w-full rounded-md border border-black/40 bg-white px-1 py-1"
          />
        </div>
        <div role="alert" className="min-h-3 font-semibold text-[#a30000]">
          {error}
        </div>
        <button type="submit" disabled={busy} className="rounded-md bg-ink px-2 py-1 font-semibold text-paper">
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </main>
  );
}

export function meta() {
  return [{ title: "Sign in | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}
