import { LegalPageView } from "../features/company/legal/legal-page-view.tsx";
import { termsOfUseMeta, termsOfUsePage } from "../features/company/legal/terms-of-use.ts";
import { metaTags } from "../features/company/page-meta.ts";
import { useOffices } from "../lib/company-facts.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(termsOfUseMeta);
}

// The page (its registered office) and its frame (footer, structured data) show the
// directory's offices: rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function TermsOfUse() {
  return <LegalPageView page={termsOfUsePage(useOffices())} />;
}
