import type { Services } from "#app/lib/services.ts";
import type { Database } from "#db/client.ts";
import { applicationDataSections } from "./applications.server.ts";

/**
 * One kind of data held about an applicant beyond the account itself. "Download
 * my data" (GET /api/applicant/export) and "Delete my account" (DELETE
 * /api/applicant/account) both walk `applicantDataSections`, so what the portal
 * holds and what it hands back or erases cannot drift apart.
 *
 * EXTENSION POINT for the applications work: add a section here for
 * applications (with their history) and one for documents (résumés), e.g.
 *
 *   { key: "applications", collect: (db, id) => listApplicationsForExport(db, id) },
 *   { key: "documents", collect: …, erase: (tx, id) => deleteStoredFiles(tx, id) },
 *
 * `collect` returns JSON-safe data without secrets (no hashes, no tokens, no
 * storage paths). `erase` runs inside the deletion transaction before the
 * applicant row goes; rows that reference `applicants.id` with
 * `on delete cascade` need no `erase`, but files outside the database do:
 * `erase` may return a clean-up that runs once the transaction has committed
 * (so a rolled-back deletion never loses files).
 */
export type ApplicantDataSection = {
  key: string;
  collect(db: Database, applicantId: string): Promise<unknown>;
  erase?(tx: Database, applicantId: string, services: Services): Promise<void | (() => Promise<void>)>;
};

/** Applications (with their history) and documents (résumés): app/features/careers/applications.server.ts. */
export const applicantDataSections: ApplicantDataSection[] = [...applicationDataSections];
