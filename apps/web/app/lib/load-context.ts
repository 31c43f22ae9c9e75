// What the server (apps/server) hands every loader and action as `context`.
import type { ApiClient } from '@shop/contracts/client';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API client of this request: in-process on the server, with the visitor's token and id. */
    api: ApiClient;
    /** Shown in the footer's copyright line. */
    appVersion: string;
    /** Host that serves images (storefront.md §2.12); null serves them from the shop itself. */
    imageHost: string | null;
  }
}

export type { ApiClient };
