import { SEARCH_KEYWORD_MAX_LENGTH } from '@shop/core';

/**
 * The keyword of /search/:keyword as searched: the decoded path segment, trimmed; null when it is
 * empty or longer than 19 characters (the page then answers 'Page Not Found').
 */
export function validSearchKeyword(param: string | undefined): string | null {
  const keyword = (param ?? '').trim();
  const length = Array.from(keyword).length;
  return length === 0 || length > SEARCH_KEYWORD_MAX_LENGTH ? null : keyword;
}
