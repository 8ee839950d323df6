import { ForgotPasswordView } from "../features/careers/components/forgot-password-view.tsx";
import { brand } from "../lib/brand.ts";

// /careers/jobs/forgot-password: needs no session.

export function meta() {
  return [{ title: `Reset your password | Careers at ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function CareersForgotPassword() {
  return <ForgotPasswordView />;
}
