import { LegalPageView } from "../features/company/legal/legal-page-view.tsx";
import { privacyPolicyMeta, privacyPolicyPage } from "../features/company/legal/privacy-policy.ts";
import { metaTags } from "../features/company/page-meta.ts";
import { useOffices } from "../lib/company-facts.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(privacyPolicyMeta);
}

// The page (the registered and regional offices) and its frame (footer,
// structured data) show the directory's offices: rendered once per change of
// the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function PrivacyPolicy() {
  return <LegalPageView page={privacyPolicyPage(useOffices())} />;
}
