import type {
  KeywordSearchResult,
  ListQuery,
  ProductsBySearchAnswer,
  SearchLearn,
  SearchSell,
} from '@shop/contracts';
import type { Database } from '@shop/db';
import { listProductsPage } from '../catalogue/index.ts';
import * as repository from './search.repository.ts';

/** Results per list when the caller gives no limit_count. */
export const SEARCH_RESULTS_DEFAULT_LIMIT = 20;

/** Products, categories and articles matching a keyword (the header dropdown and the search page). */
export async function searchByKeyword(
  db: Database,
  keyword: string,
  limit = SEARCH_RESULTS_DEFAULT_LIMIT,
): Promise<KeywordSearchResult> {
  return repository.selectMatchingAll(db, repository.keywordPatterns(keyword), limit);
}

export async function searchSells(
  db: Database,
  keyword: string,
  limit = SEARCH_RESULTS_DEFAULT_LIMIT,
): Promise<SearchSell[]> {
  return repository.selectMatchingSells(db, repository.keywordPatterns(keyword), limit);
}

export async function searchLearns(
  db: Database,
  keyword: string,
  limit = SEARCH_RESULTS_DEFAULT_LIMIT,
): Promise<SearchLearn[]> {
  return repository.selectMatchingLearns(db, repository.keywordPatterns(keyword), limit);
}

/** The search page's products: sorted, filtered and paged like a category page (ListQuery). */
export async function searchProductsPage(
  db: Database,
  keyword: string,
  query: ListQuery,
): Promise<ProductsBySearchAnswer> {
  return listProductsPage(db, repository.matchingProductsScope(repository.keywordPatterns(keyword)), query);
}
