// The per-response CSP nonce of React Router's inline scripts (apps/server sets the matching header).
import { createContext, useContext } from 'react';

/** The nonce on the server; undefined in the browser (which hides nonce attributes anyway). */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
