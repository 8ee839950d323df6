import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import type { RenderEmail } from "../emails/types.ts";
import type { Background } from "./background.server.ts";
import type { FileStorage } from "./file-storage.server.ts";
import type { RateLimiter } from "./rate-limiter.ts";

/** What business logic needs from the running server; injected, never imported. */
export type Services = {
  db: Database;
  publicUrl: string;
  /**
   * The origins the back office accepts forms from (Config.siteOrigins); the public
   * URL's alone when not given.
   */
  siteOrigins?: readonly string[];
  salesNotifyEmail: string;
  renderEmail: RenderEmail;
  /** Tells the outbox worker that a committed transaction queued mail. */
  wakeOutbox: () => void;
  rateLimiter: RateLimiter;
  /** Work that runs after the answer (app/lib/background.server.ts). */
  background: Background;
  logger: Logger;
  /** Uploaded files (résumés, content images). */
  files: FileStorage;
  /**
   * The page data version as this process last read it (its render cache reads
   * it every 250 ms), so a page's loaders need not read it again; undefined
   * without a render cache or before its first read.
   */
  pageDataVersion?: () => string | undefined;
  /** Cookies are Secure and the staff cookie carries the `__Host-` prefix (production). */
  secureCookies?: boolean;
};
