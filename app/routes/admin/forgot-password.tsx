import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import {
  StaffSignInFrame,
  staffButtonClass,
  staffInputClass,
  staffLinkClass,
} from "../../features/admin/components/staff-sign-in-frame.tsx";

export function meta() {
  return [{ title: "Forgot your password? | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** "Forgot your password?" for staff: asks for the address and says the same whether or not it has an account. */
export default function AdminForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/staff/forgot-password", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: form.get("email") }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (res.ok) setSent(body.message ?? null);
      else setError(body.message ?? "We could not send the link. Please try again.");
    } catch {
      setError("The server could not be reached. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <StaffSignInFrame
      title="Forgot your password?"
      lead={<p>Enter the address of your back-office account and we will email you a link to choose a new password.</p>}
    >
      {sent ? (
        <p
          role="status"
          className="mt-3 rounded-md border-2 border-green-800 bg-green-50 p-1.5 font-semibold text-green-900"
        >
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-2" noValidate aria-label="Forgot your password?">
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
              maxLength={254}
              className={staffInputClass}
            />
          </div>
          <div role="alert" className="min-h-3 font-semibold text-[#a30000]">
            {error}
          </div>
          <button type="submit" disabled={busy} className={staffButtonClass}>
            {busy ? "Sending…" : "Send reset link"}
          </button>
        </form>
      )}
      <p className="mt-3">
        <Link to="/admin/login" className={staffLinkClass}>
          Back to sign-in
        </Link>
      </p>
    </StaffSignInFrame>
  );
}
