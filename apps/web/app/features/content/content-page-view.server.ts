// Loading a CMS page for any route that shows one (the content routes, and the catalogue's /{href}
// splat when resolve-path names a content page at its own canonical path).
import { catalogueCalls } from '@shop/contracts';
import type { ApiClient } from '@shop/contracts/client';
import type { ProductCardData } from '../catalogue/product-card';
import { type ContentPage, contentPageBySlug, orNull } from './content-api';
import { slugOfPath } from './content-paths';
import { type PageSeo, plainText } from './seo';

export interface ContentPageData {
  page: ContentPage;
  /** The product tiles of the page's products blocks, by href. */
  products: Record<string, ProductCardData>;
  seo: PageSeo;
}

/** A product tile by its sell href: resolve-path names the sell page, which carries the product. */
async function productCard(api: ApiClient, href: string): Promise<ProductCardData | null> {
  try {
    const resolved = await orNull(() => api.send(catalogueCalls.resolvePath, { query: { path: href } }));
    if (resolved?.kind !== 'sell') return null;
    const found = await orNull(() =>
      api.send(catalogueCalls.sellPage, { params: { id: Number(resolved.key) } }),
    );
    if (!found) return null;
    const { sellPage } = found;
    return {
      href: sellPage.href,
      name: sellPage.sell_name,
      image: sellPage.sell_image || sellPage.product.p_img,
      price: sellPage.product.p_price,
      discountedPrice: sellPage.product.discounted_price,
      commentsTotal: sellPage.comments_total,
    };
  } catch (error) {
    // A product that cannot be shown is left out; the page still answers (storefront.md §8).
    console.error(`[content] product ${href} failed`, error);
    return null;
  }
}

async function blockProducts(api: ApiClient, page: ContentPage): Promise<Record<string, ProductCardData>> {
  const hrefs = [...new Set(page.blocks.flatMap((block) => (block.kind === 'products' ? block.hrefs : [])))];
  const cards = await Promise.all(hrefs.map((href) => productCard(api, href)));
  return Object.fromEntries(hrefs.flatMap((href, i) => (cards[i] ? [[href, cards[i]]] : [])));
}

/** The page at this address, or null when the CMS has none. */
export async function loadContentPage(
  api: ApiClient,
  requestUrl: string,
  path: string,
  imageHost: string | null,
): Promise<ContentPageData | null> {
  const found = await contentPageBySlug(api, slugOfPath(path));
  if (!found) return null;
  const { page } = found;
  const products = await blockProducts(api, page);
  return {
    page,
    products,
    seo: {
      title: page.seo_title || page.title,
      description: page.seo_description || page.summary || plainText(page.content_html),
      path: page.canonical_path,
      origin: new URL(requestUrl).origin,
      image: page.og_image || page.hero_image || null,
      imageHost,
      // Utility pages never belong in a search engine's index, whatever the table says.
      noindex: page.noindex || page.page_kind === 'utility',
    },
  };
}
