import { LegalPageView } from "../features/company/legal/legal-page-view.tsx";
import { termsOfUsePage as page } from "../features/company/legal/terms-of-use.ts";
import { metaTags } from "../features/company/page-meta.ts";

export function meta() {
  return metaTags(page.meta);
}

export default function TermsOfUse() {
  return <LegalPageView page={page} />;
}
