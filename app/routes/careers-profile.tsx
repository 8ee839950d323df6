import { ProfileView } from "../features/careers/components/profile-view.tsx";
import { brand } from "../lib/brand.ts";

// /careers/jobs/profile: rendered in the browser once the session is known (see AuthProvider).

export function meta() {
  return [{ title: `Your profile | Careers at ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function CareersProfile() {
  return <ProfileView />;
}
