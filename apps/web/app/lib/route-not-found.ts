// The 404 answer of a route whose parameters fail validation (storefront.md §2.11, §8).
import { errorMessages } from '@shop/core';
import { data } from 'react-router';

/** Throws from a loader: the root error screen shows 404 with 'Page Not Found: {path}'. */
export function throwRouteNotFound(path: string): never {
  throw data(errorMessages.routeNotFound(path), { status: 404, statusText: 'Not Found' });
}

/** The path of a request as the shopper typed it, decoded for display ('/search/精華'). */
export function displayPath(requestUrl: string): string {
  const { pathname } = new URL(requestUrl);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
