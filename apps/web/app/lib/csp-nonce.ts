// The CSP nonce of React Router's inline scripts on a page rendered for one visitor (apps/server sets the
// matching header); a page any guest may get has none: its policy names the scripts' hashes instead.
import { createContext, useContext } from 'react';

/** The nonce on the server; undefined in the browser (which hides nonce attributes anyway). */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
