import { LegalLayout } from "#app/components/ui/legal-layout.tsx";
import { type LegalPage, legalLastUpdated, legalPages } from "./legal-pages.ts";

/** A legal page in the group's frame: its date and the navigation between the legal pages. */
export function LegalPageView({ page }: { page: LegalPage }) {
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
