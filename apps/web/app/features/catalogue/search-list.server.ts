// The search page's product list (issue 23): the address's sort and filters, 24 a page, through
// get-products-by-search. A failed call shows the empty state (storefront.md §8: logged only).
import { calls, type ListPaging, type ListQuery, listQueryOf } from '@shop/contracts';
import type { ApiClient } from '@shop/contracts/client';
import { LIST_PAGE_SIZE } from '@shop/core';
import type { ListNarrowing } from './list-controls';
import { type CardItem, toCardItem } from './product-row';

export async function loadSearchProducts(
  api: ApiClient,
  keyword: string,
  search: URLSearchParams,
  basePath: string,
): Promise<{ products: CardItem[]; narrowing: ListNarrowing }> {
  const query: ListQuery = listQueryOf(search);
  const { skin, concern, ...rest } = query;
  let products: CardItem[] = [];
  let paging: ListPaging = { total: 0, page: query.page ?? 1, per_page: LIST_PAGE_SIZE, last_page: 1 };
  try {
    const answer = await api.send(calls.productsBySearch, {
      params: { keyword },
      query: {
        ...rest,
        ...(skin ? { skin: skin.join(',') } : {}),
        ...(concern ? { concern: concern.join(',') } : {}),
        page: query.page ?? 1,
        per_page: LIST_PAGE_SIZE,
      },
    });
    products = answer.products.map((p) => toCardItem(p));
    paging = answer.paging;
  } catch (error) {
    console.error('[search] get-products-by-search failed', error);
  }
  return { products, narrowing: { query, paging, basePath } };
}
