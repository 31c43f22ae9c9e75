// Header search rules (storefront.md §2.5, §2.6, §2.8, §5).
import { SEARCH_KEYWORD_MAX_LENGTH } from '../constants.ts';

/** The keyword as searched: trimmed and cut to 19 characters; null when nothing is left. */
export function normalizeKeyword(raw: string | null | undefined): string | null {
  const cut = Array.from((raw ?? '').trim())
    .slice(0, SEARCH_KEYWORD_MAX_LENGTH)
    .join('')
    .trim();
  return cut === '' ? null : cut;
}

/** /search/{URL-encoded keyword}, or null when the keyword is empty (no search, no navigation). */
export function searchPath(raw: string | null | undefined): string | null {
  const keyword = normalizeKeyword(raw);
  return keyword === null ? null : `/search/${encodeURIComponent(keyword)}`;
}

export interface SuggestionLists {
  sells: readonly unknown[];
  categories: readonly unknown[];
  learns: readonly unknown[];
}

/** The dropdown's no-results flag: all three lists are empty. */
export function isNoResults(result: SuggestionLists): boolean {
  return result.sells.length === 0 && result.categories.length === 0 && result.learns.length === 0;
}
