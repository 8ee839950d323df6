import { type FormEvent, useState } from "react";
import { AdminApiError, adminFetch, useAdmin } from "../../features/admin/admin-client.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "../../lib/password-policy.ts";

export function meta() {
  return [{ title: "My account | Marut back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminAccount() {
  const { staff, csrfToken } = useAdmin();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    if (form.get("newPassword") !== form.get("repeatPassword")) {
      setStatus({ ok: false, text: "The new passwords do not match." });
      return;
    }
    try {
      await adminFetch("/api/admin/me/password", {
        method: "POST",
        csrfToken,
        json: { currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") },
      });
      formElement.reset();
      setStatus({ ok: true, text: "Your password is changed. Your other sessions have been signed out." });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof AdminApiError ? error.message : "Something went wrong." });
    }
  }
  const field = "mt-0.5 w-full max-w-sm rounded-md border border-black/40 bg-white px-1 py-1";
  return (
    <>
      <h1 className="text-3xl font-bold">My account</h1>
      <p className="mt-1">
        {staff.name}, {staff.email}
      </p>
      <h2 className="mt-3 text-xl font-semibold">Change your password</h2>
      <form onSubmit={submit} className="mt-1 space-y-1.5">
        <div>
          <label htmlFor="currentPassword" className="block font-semibold">
            Current password
          </label>
          <input
            id="currentPassword"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            className={field}
          />
        </div>
        <div>
          <label htmlFor="newPassword" className="block font-semibold">
            New password
          </label>
          <input
            id="newPassword"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={STAFF_PASSWORD_MIN_LENGTH}
            aria-describedby="newPasswordHint"
            className={field}
          />
          <p id="newPasswordHint" className="text-sm text-muted">
            At least {STAFF_PASSWORD_MIN_LENGTH} characters; not a common password.
          </p>
        </div>
        <div>
          <label htmlFor="repeatPassword" className="block font-semibold">
            Repeat the new password
          </label>
          <input
            id="repeatPassword"
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            className={field}
          />
        </div>
        <div role="status" className={status?.ok ? "font-semibold" : "font-semibold text-[#a30000]"}>
          {status?.text}
        </div>
        <button type="submit" className="rounded-md bg-ink px-2 py-1 font-semibold text-paper">
          Change password
        </button>
      </form>
    </>
  );
}
