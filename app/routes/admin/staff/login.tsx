import type { FormEvent } from "react";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import { PasswordField, SuccessMessage, TextField } from "#app/components/ui/form-fields.tsx";
import { linkClass } from "#app/components/ui/form-styles.ts";
import { useMutation } from "#app/components/ui/use-mutation.ts";
import { safeAdminNext } from "#app/features/admin/admin-session.ts";
import { staffMessages } from "#app/features/admin/schemas.ts";
import { StaffSignInForm, StaffSignInFrame } from "#app/features/admin/staff/staff-sign-in-frame.tsx";
import { authenticateStaff, readCookie, staffCookieName } from "#app/features/admin/staff.server.ts";
import { api, send } from "#app/lib/api-client.ts";
import { pageContext } from "#app/lib/page-context.ts";
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
      <StaffSignInForm
        errorsId="sign-in-errors"
        mutation={signIn}
        onSubmit={submit}
        submitLabel="Sign in"
        busyLabel="Signing in…"
        beside={
          <Link to="/admin/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        }
      >
        <TextField id="email" name="email" label="Email" type="email" autoComplete="username" required />
        <PasswordField id="password" name="password" label="Password" autoComplete="current-password" />
      </StaffSignInForm>
    </StaffSignInFrame>
  );
}
