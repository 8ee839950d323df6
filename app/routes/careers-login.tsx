import { LoginView } from "../features/careers/components/login-view.tsx";
import { brand } from "../lib/brand.ts";

// /careers/jobs/login: rendered in the browser once the session is known (see AuthProvider).

export function meta() {
  return [{ title: `Login | Careers at ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function CareersLogin() {
  return <LoginView />;
}
