import { accessibilityStatementPage as page } from "../features/company/legal/accessibility-statement.ts";
import { LegalPageView } from "../features/company/legal/legal-page-view.tsx";
import { metaTags } from "../features/company/page-meta.ts";

export function meta() {
  return metaTags(page.meta);
}

export default function AccessibilityStatement() {
  return <LegalPageView page={page} />;
}
