import { ApplicationsView } from "../features/careers/components/applications-view.tsx";
import { brand } from "../lib/brand.ts";

// /careers/jobs/applications: rendered in the browser once the session is known (see AuthProvider).

export function meta() {
  return [{ title: `My Applications | Careers at ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export default function CareersApplications() {
  return <ApplicationsView />;
}
