import {
  accessibilityStatementMeta,
  accessibilityStatementPage,
} from "../features/company/legal/accessibility-statement.ts";
import { LegalPageView } from "../features/company/legal/legal-page-view.tsx";
import { metaTags } from "../features/company/page-meta.ts";
import { useOffices } from "../lib/company-facts.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(accessibilityStatementMeta);
}

// The page (the main number) and its frame (footer, structured data) show the
// directory's offices: rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function AccessibilityStatement() {
  return <LegalPageView page={accessibilityStatementPage(useOffices())} />;
}
