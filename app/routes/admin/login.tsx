import type { FormEvent } from "react";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { PasswordField, SuccessMessage, TextField } from "../../components/ui/form-fields.tsx";
import { linkClass, primaryButtonClass } from "../../components/ui/form-styles.ts";
import { useMutation } from "../../components/ui/use-mutation.ts";
import { safeAdminNext } from "../../features/admin/admin-client.ts";
import { StaffSignInFrame } from "../../features/admin/components/staff-sign-in-frame.tsx";
import { staffMessages } from "../../features/admin/schemas.ts";
import { authenticateStaff, readCookie, staffCookieName } from "../../features/admin/staff.server.ts";
import { api, send } from "../../lib/api-client.ts";
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
  const signIn = useMutation(
    (credentials: { email: string; password: string }) => send(api.api.admin.session.$post({ json: credentials })),
    { onSuccess: () => navigate(safeAdminNext(params.get("next"))) },
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.run({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
  }
  return (
    <StaffSignInFrame
      title="Back office sign-in"
      lead={<p>For Marut staff. Ask an administrator if you need an account.</p>}
    >
      {params.get("reset") === "done" ? (
        <div className="mt-2">
          <SuccessMessage>{staffMessages.passwordReset}</SuccessMessage>
        </div>
      ) : null}
      <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
        <ErrorSummary
          id="sign-in-errors"
          message={signIn.error}
          fieldErrors={signIn.fieldErrors}
          focusKey={signIn.failures}
        />
        <TextField id="email" name="email" label="Email" type="email" autoComplete="username" required />
        <PasswordField id="password" name="password" label="Password" autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <button type="submit" aria-disabled={signIn.busy || undefined} className={primaryButtonClass}>
            {signIn.busy ? "Signing in…" : "Sign in"}
          </button>
          <Link to="/admin/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        </div>
      </form>
    </StaffSignInFrame>
  );
}
