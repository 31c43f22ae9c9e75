// The browser's API client (one per page). `.client.ts`: never part of the server bundle.
import { API_BASE_PATH } from '@shop/contracts';
import { type ApiClient, createApiClient } from '@shop/contracts/client';
import { LocalKey, storage, storedAuthToken } from './storage.ts';

let client: ApiClient | null = null;

/** Same-origin calls under /front-stage/v1 with the stored token and visitor id (storefront.md §7.1). */
export function browserApi(): ApiClient {
  client ??= createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    baseUrl: API_BASE_PATH,
    getToken: () => storedAuthToken(),
    getVisitId: () => storage.get(LocalKey.visitorId),
  });
  return client;
}
