import { createContext } from "react-router";
import type { Services } from "./services.ts";

/** What every loader and action receives from the server, per request. */
export type PageContext = {
  services: Services;
  /** This response's Content-Security-Policy nonce. */
  nonce: string;
  /** The visitor's address (behind a proxy only with TRUST_PROXY), for rate limits in actions. */
  clientIp: string;
  isProduction: boolean;
  devMailboxEnabled: boolean;
};

// Context keys match by identity: the server reads this object off the build
// (entry.server.tsx re-exports it) instead of importing its own copy.
export const pageContext = createContext<PageContext>();
