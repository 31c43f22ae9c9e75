// What the server (apps/server) hands every loader and action as `context`.
import type { ApiClient } from '@shop/contracts/client';
import type { ShopIdentity, ThirdPartyTags } from '@shop/core';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The server's API client: in-process and always a guest (the member's token stays in the browser),
     * which is why rendered pages may be shared (apps/server page cache).
     */
    api: ApiClient;
    /** Shown in the footer's copyright line. */
    appVersion: string;
    /** Host that serves images (storefront.md §2.12); null serves them from the shop itself. */
    imageHost: string | null;
    /** Who the shop is (SHOP_* settings); absent in tests that build their own context. */
    shop?: ShopIdentity;
    /** The third-party services that are on (storefront.md §1); absent means none. */
    thirdPartyTags?: ThirdPartyTags;
    /**
     * Nonce of this response's inline scripts, only on a page rendered for one visitor (a form post, a
     * request with credentials); a page any guest may get has none: its policy names the scripts' hashes.
     */
    cspNonce?: string;
  }
}

export type { ApiClient };
