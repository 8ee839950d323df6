import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  StaffSignInFrame,
  staffButtonClass,
  staffInputClass,
  staffLinkClass,
} from "../../features/admin/components/staff-sign-in-frame.tsx";
import { STAFF_PASSWORD_MIN_LENGTH } from "../../lib/password-policy.ts";

export function meta() {
  return [{ title: "Choose a new password | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The page of the emailed reset link: a new password (the staff rules), then back to sign-in. */
export default function AdminResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== form.get("confirm")) {
      setError("The two passwords are not the same.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/staff/reset-password", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password }),
      });
      if (res.ok) return navigate("/admin/login?reset=done");
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      setError(body.message ?? "We could not change the password. Please try again.");
    } catch {
      setError("The server could not be reached. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <StaffSignInFrame
      title="Choose a new password"
      lead={
        <p>
          Use at least {STAFF_PASSWORD_MIN_LENGTH} characters, not a common password and not your name or email address.
          Setting it signs you out of the back office everywhere.
        </p>
      }
    >
      {token ? (
        <form onSubmit={submit} className="mt-3 space-y-2" noValidate aria-label="Choose a new password">
          <div>
            <label htmlFor="password" className="block font-semibold">
              New password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={STAFF_PASSWORD_MIN_LENGTH}
              maxLength={128}
              className={staffInputClass}
            />
          </div>
          <div>
            <label htmlFor="confirm" className="block font-semibold">
              Confirm new password
            </label>
            <input
              id="confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              className={staffInputClass}
            />
          </div>
          <div role="alert" className="min-h-3 font-semibold text-[#a30000]">
            {error}
          </div>
          <button type="submit" disabled={busy} className={staffButtonClass}>
            {busy ? "Saving…" : "Set new password"}
          </button>
        </form>
      ) : (
        <p role="alert" className="mt-3 font-semibold text-[#a30000]">
          This link has no token. Open the link from the email again, or ask for a new one.
        </p>
      )}
      <p className="mt-3">
        <Link to="/admin/forgot-password" className={staffLinkClass}>
          Ask for a new link
        </Link>
      </p>
    </StaffSignInFrame>
  );
}
