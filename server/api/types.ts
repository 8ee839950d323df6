import type { AuthenticatedStaff } from "#app/features/admin/staff.server.ts";
import type { AuthenticatedApplicant } from "#app/features/careers/applicants.server.ts";
import type { Services } from "#app/lib/services.ts";
import type { DatabaseHandle } from "#db/client.ts";
import type { CspVariables } from "../security-headers.ts";

export type ApiServices = Services & {
  database: DatabaseHandle;
  trustProxy: boolean;
};

export type ApiEnv = {
  Variables: CspVariables & {
    requestId: string;
    /** Set by `requireApplicant` (server/api/careers/applicant-auth.ts) on applicant-only routes. */
    applicantAuth?: AuthenticatedApplicant;
    /** Set by `requireStaff` (server/api/admin/staff-auth.ts) on back-office routes. */
    staffAuth?: AuthenticatedStaff;
  };
};
