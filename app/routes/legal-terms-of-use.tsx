import { LegalLayout } from "../components/ui/legal-layout.tsx";
import { legalLastUpdated, legalPages } from "../features/company/legal/legal-pages.ts";
import { termsOfUsePage as page } from "../features/company/legal/terms-of-use.ts";
import { metaTags } from "../features/company/page-meta.ts";

export function meta() {
  return metaTags(page.meta);
}

export default function TermsOfUse() {
  return (
    <LegalLayout
      title={page.title}
      lead={page.lead}
      lastUpdated={legalLastUpdated}
      pages={legalPages}
      sections={page.sections}
    />
  );
}
