// What the member pages load in the browser (their token lives in localStorage, ARCHITECTURE §5).
import { isApiError } from '@shop/contracts/client';
import { storedAuthToken } from '../../lib/storage';

/** Runs a member call when a token exists; no token (the guard is leaving for /login) or a failure gives null. */
export async function loadForMember<T>(label: string, load: () => Promise<T>): Promise<T | null> {
  if (!storedAuthToken()) return null;
  try {
    return await load();
  } catch (error) {
    // §8: member, benefits and order fetch failures are only logged; the page keeps an empty state.
    console.error(`[member] ${label} failed`, error);
    return null;
  }
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
