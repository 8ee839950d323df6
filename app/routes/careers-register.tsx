import { RegisterView } from "../features/careers/components/register-view.tsx";
import { brand } from "../lib/brand.ts";

// /careers/jobs/register: rendered in the browser once the session is known (see AuthProvider).

export function meta() {
  return [{ title: `Create an account | Careers at ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function CareersRegister() {
  return <RegisterView />;
}
