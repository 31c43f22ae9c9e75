// The product page's browser calls (favourites, restock notice, comments). They bring the API client
// and the answer schemas, so member-actions.ts and product-comments.tsx load this module on first use.
import { catalogueCalls } from '@shop/contracts';
import { browserApi } from '../../lib/api.client';
import { type CommentsPage, toCommentsPage } from './comments-data';

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

/** add-product-notice: its response.status, 'success' (set now) or 'warning' (set before). */
export async function addProductNotice(productId: number): Promise<'success' | 'warning'> {
  const call = catalogueCalls.productNotice;
  const answer = await browserApi().request(call.method, call.path(), {
    body: { productId },
    answer: call.answer,
    auth: call.auth,
  });
  return answer.response.status;
}

/** get-comments (auth): whether this member bought the product and has not commented yet. */
export async function canComment(sellId: number): Promise<boolean> {
  const answer = await browserApi().call(catalogueCalls.comments, { id: sellId });
  return answer.can_comment;
}

/** One page of get-allowed-comments; fresh skips the cache (after a new comment). */
export async function commentsPage(sellId: number, page: number, fresh: boolean): Promise<CommentsPage> {
  const definition = catalogueCalls.allowedComments;
  const api = browserApi();
  const answer = fresh
    ? await api.request('GET', definition.path({ id: sellId, page }), {
        answer: definition.answer,
        auth: 'none',
      })
    : await api.call(definition, { id: sellId, page });
  return toCommentsPage(answer);
}
