import { CompanyPage } from "../features/company/components/company-page.tsx";
import { governmentRelationsPage as page } from "../features/company/government-relations.ts";
import { metaTags } from "../features/company/page-meta.ts";
import type { RouteHandle } from "../lib/page-context.ts";

export function meta() {
  return metaTags(page.meta);
}

// The frame around it shows the directory's offices (footer, structured data):
// rendered once per change of the data and served from memory.
export const handle: RouteHandle = { renderCache: true };

export default function GovernmentRelations() {
  return <CompanyPage page={page} />;
}
