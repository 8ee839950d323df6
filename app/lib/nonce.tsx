import { createContext, useContext } from "react";

/** The CSP nonce for inline scripts, provided during server rendering only. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
