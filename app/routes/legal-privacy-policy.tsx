import { LegalPageView } from "../features/company/legal/legal-page-view.tsx";
import { privacyPolicyPage as page } from "../features/company/legal/privacy-policy.ts";
import { metaTags } from "../features/company/page-meta.ts";

export function meta() {
  return metaTags(page.meta);
}

export default function PrivacyPolicy() {
  return <LegalPageView page={page} />;
}
