import type { Services } from "../../app/lib/services.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { CspVariables } from "../security-headers.ts";

export type ApiServices = Services & {
  database: DatabaseHandle;
  trustProxy: boolean;
};

export type ApiEnv = { Variables: CspVariables & { requestId: string } };
