// The standards and laws Marut builds to, each with the short mark shown in
// the "Standards we build to" strip. The industry-relations page states what
// each one means for the service; the strip is drawn from this list, so a mark
// is never shown that the page does not explain (app/features/company/standard-marks.test.ts).
import { dataProtectionLaws } from "./security-claims.ts";

export type StandardMark = {
  /** The mark's large text: the standard's code or the law's short name. */
  mark: string;
  /** What it covers, in a few words. */
  subject: string;
  /** Which words on the industry-relations page name it. */
  namedAs: string;
};

const lawMarks: Record<(typeof dataProtectionLaws)[number]["country"], { mark: string; subject: string }> = {
  India: { mark: "DPDP Act 2023", subject: "India's data protection law" },
  Tanzania: { mark: "PDPA", subject: "Tanzania's data protection law" },
  "United Arab Emirates": { mark: "PDPL", subject: "the UAE's data protection law" },
};

export const standardMarks: StandardMark[] = [
  { mark: "ISO 39001", subject: "Road traffic safety management", namedAs: "ISO 39001" },
  { mark: "SAE J1939", subject: "Vehicle network data", namedAs: "SAE J1939" },
  ...dataProtectionLaws.map((law) => ({ ...lawMarks[law.country], namedAs: law.law })),
];
