// Browser-side calls of the product page that need a member: favourites and the restock notice
// (storefront.md §7.4). A guest is sent to /login with the page saved to come back to (§2.3).
import { catalogueCalls } from '@shop/contracts';
import { isStorableRedirectPath } from '@shop/core';
import { browserApi } from '../../lib/api.client';
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

/** The member's favourite product ids (get-favorites). */
export async function favouriteIds(): Promise<Set<number>> {
  const { favorites } = await browserApi().call(catalogueCalls.favorites, undefined);
  return new Set(favorites.map((favorite) => favorite.product_id));
}

export async function setFavourite(productId: number, on: boolean): Promise<void> {
  const api = browserApi();
  if (on) {
    const call = catalogueCalls.postFavorite;
    await api.request(call.method, call.path(), {
      body: { product_id: productId },
      answer: call.answer,
      auth: call.auth,
    });
  } else {
    const call = catalogueCalls.deleteFavorite;
    await api.request(call.method, call.path({ id: productId }), { answer: call.answer, auth: call.auth });
  }
}

export type RestockOutcome = 'success' | 'warning' | 'error';

/** add-product-notice: answers response.status 'success' (set now) or 'warning' (set before). */
export async function requestRestockNotice(productId: number): Promise<RestockOutcome> {
  try {
    const call = catalogueCalls.productNotice;
    const answer = await browserApi().request(call.method, call.path(), {
      body: { productId },
      answer: call.answer,
      auth: call.auth,
    });
    return answer.response.status;
  } catch (error) {
    console.error('[product] add-product-notice failed', error);
    return 'error';
  }
}
