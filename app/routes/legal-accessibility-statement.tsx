import { LegalLayout } from "../components/ui/legal-layout.tsx";
import { accessibilityStatementPage as page } from "../features/company/legal/accessibility-statement.ts";
import { legalLastUpdated, legalPages } from "../features/company/legal/legal-pages.ts";
import { metaTags } from "../features/company/page-meta.ts";

export function meta() {
  return metaTags(page.meta);
}

export default function AccessibilityStatement() {
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
