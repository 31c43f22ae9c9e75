import type { KeywordSearchResult } from '@shop/contracts';
import { SEARCH_DEBOUNCE_MS, SEARCH_SUGGESTION_LIMIT } from '@shop/core';
import { useEffect, useState } from 'react';

export interface Suggestions {
  /** True from the keystroke through the 500 ms pause and the call. */
  loading: boolean;
  result: KeywordSearchResult | null;
}

/**
 * Keyword suggestions (limit_count=5) 500 ms after the keyword last changed. A failed call is logged
 * and keeps the previous lists (storefront.md §8).
 */
export function useSearchSuggestions(keyword: string | null): Suggestions {
  const [state, setState] = useState<Suggestions>({ loading: false, result: null });

  useEffect(() => {
    if (keyword === null) {
      setState((previous) => ({ ...previous, loading: false }));
      return;
    }
    setState((previous) => ({ ...previous, loading: true }));
    let current = true;
    const timer = window.setTimeout(async () => {
      try {
        // The API client (and its schemas) loads with the first search, not with the page.
        const { browserApi } = await import('../../lib/api.client');
        const answer = await browserApi().keywordSearch(keyword, { limit_count: SEARCH_SUGGESTION_LIMIT });
        if (current) setState({ loading: false, result: answer.data });
      } catch (error) {
        console.error('[search] keyword search failed', error);
        if (current) setState((previous) => ({ ...previous, loading: false }));
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [keyword]);

  return state;
}
