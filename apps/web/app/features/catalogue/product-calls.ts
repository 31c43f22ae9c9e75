// The product page's browser calls (favourites, restock notice, comments). They bring the API client
// and the answer schemas, so member-actions.ts and product-comments.tsx load this module on first use.
import { catalogueCalls } from '@shop/contracts';
import { browserApi } from '../../lib/api.client';
import { type CommentsPage, toCommentsPage } from './comments-data';

/** The member's favourite product ids (get-favorites). */
export async function favouriteIds(): Promise<Set<number>> {
  const { favorites } = await browserApi().send(catalogueCalls.favorites);
  return new Set(favorites.map((favorite) => favorite.product_id));
}

export async function setFavourite(productId: number, on: boolean): Promise<void> {
  const api = browserApi();
  if (on) await api.send(catalogueCalls.postFavorite, { body: { product_id: productId } });
  else await api.send(catalogueCalls.deleteFavorite, { params: { id: productId } });
}

/** add-product-notice: its response.status, 'success' (set now) or 'warning' (set before). */
export async function addProductNotice(productId: number): Promise<'success' | 'warning'> {
  const answer = await browserApi().send(catalogueCalls.productNotice, { body: { productId } });
  return answer.response.status;
}

/** get-comments (auth): whether this member bought the product and has not commented yet. */
export async function canComment(sellId: number): Promise<boolean> {
  const answer = await browserApi().send(catalogueCalls.comments, { params: { id: sellId } });
  return answer.can_comment;
}

/** One page of get-allowed-comments; fresh skips the cache (after a new comment). */
export async function commentsPage(sellId: number, page: number, fresh: boolean): Promise<CommentsPage> {
  const kept = catalogueCalls.allowedComments;
  const call = fresh ? { ...kept, cacheMs: undefined } : kept;
  const answer = await browserApi().send(call, { params: { id: sellId }, query: { page } });
  return toCommentsPage(answer);
}
