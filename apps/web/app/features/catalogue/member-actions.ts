// Browser-side calls of the product page that need a member: favourites and the restock notice
// (storefront.md §7.4). A guest is sent to /login with the page saved to come back to (§2.3).
// The calls themselves (product-calls.ts) load on first use, keeping the API client out of the first load.
import { isStorableRedirectPath } from '@shop/core';
import { LocalKey, storage, storedAuthToken } from '../../lib/storage';

export const LOGIN_PATH = '/login';

/** Saves the current page as lastPageBeforeLogin and answers the login address. */
export function loginPathSavingHere(): string {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (isStorableRedirectPath(here)) storage.set(LocalKey.lastPageBeforeLogin, here);
  return LOGIN_PATH;
}

export function isMember(): boolean {
  return storedAuthToken() !== null;
}

const loadCalls = () => import('./product-calls');

/** The member's favourite product ids (get-favorites). */
export async function favouriteIds(): Promise<Set<number>> {
  return (await loadCalls()).favouriteIds();
}

export async function setFavourite(productId: number, on: boolean): Promise<void> {
  await (await loadCalls()).setFavourite(productId, on);
}

export type RestockOutcome = 'success' | 'warning' | 'error';

/** add-product-notice: answers response.status 'success' (set now) or 'warning' (set before). */
export async function requestRestockNotice(productId: number): Promise<RestockOutcome> {
  try {
    return await (await loadCalls()).addProductNotice(productId);
  } catch (error) {
    console.error('[product] add-product-notice failed', error);
    return 'error';
  }
}
