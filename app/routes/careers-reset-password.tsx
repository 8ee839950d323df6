import { ResetPasswordView } from "../features/careers/components/reset-password-view.tsx";
import { brand } from "../lib/brand.ts";
import type { RouteHandle } from "../lib/page-context.ts";

// /careers/jobs/reset-password?token=…: the link from the password reset email; needs no session.

export function meta() {
  return [{ title: `Choose a new password | Careers at ${brand.name}` }, { name: "robots", content: "noindex" }];
}

// Carries the reset token in its form: no cache may keep it.
export const handle: RouteHandle = { noStore: true };

export default function CareersResetPassword() {
  return <ResetPasswordView />;
}
