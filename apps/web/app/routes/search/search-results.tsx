// /search/:keyword: products and articles for a keyword (storefront.md §2.2, §5).
import type { SearchSell } from '@shop/contracts';
import { pagesMessages, shellMessages } from '@shop/core';
import { LearnCard } from '../../components/learn-card';
import { ProductCard, type ProductCardData } from '../../features/catalogue/product-card';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { validSearchKeyword } from '../../lib/search-keyword';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/search-results';

const { search } = pagesMessages;

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data)
    return [
      { title: pagesMessages.titleWithBrand(pagesMessages.notFound.metaTitle, shellMessages.brandName) },
    ];
  return [
    { title: pagesMessages.titleWithBrand(search.metaTitle(data.keyword), shellMessages.brandName) },
    { name: 'description', content: search.metaDescription(data.keyword) },
    // Result pages are endless variations of the catalogue: keep them out of search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

/** A failed search call is logged and shows its empty state (storefront.md §8). */
async function listOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[search] ${what} failed`, error);
    return [];
  }
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // React Router hands the segment already URL-decoded.
  const keyword = validSearchKeyword(params.keyword);
  if (keyword === null) throwRouteNotFound(displayPath(request.url));
  const [sells, learns] = await Promise.all([
    listOrEmpty('get-sells-by-search', async () => (await context.api.sellsBySearch(keyword)).sells),
    listOrEmpty('get-learns-by-search', async () => (await context.api.learnsBySearch(keyword)).learns),
  ]);
  return { keyword, sells, learns };
}

function toCard(sell: SearchSell): ProductCardData {
  return {
    href: sell.href,
    name: sell.sell_name,
    image: sell.sell_image,
    price: sell.p_price,
    discountedPrice: sell.discounted_price,
    commentsTotal: sell.comments_total,
    productId: sell.p_id,
    stock: sell.stock,
  };
}

function Empty({ testId, children }: { testId: string; children: string }) {
  return (
    <p data-testid={testId} className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft">
      {children}
    </p>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { keyword, sells, learns } = loaderData;
  const { imageHost } = useShellData();
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 md:py-14">
      <h1
        data-testid="search-heading"
        className="text-center text-2xl font-semibold tracking-wide md:text-3xl"
      >
        {search.heading(keyword)}
      </h1>

      <section data-testid="search-products" aria-labelledby="search-products-title">
        <h2 id="search-products-title" className="mb-5 border-b border-line pb-3 text-lg font-semibold">
          {search.productsTitle}
          <span className="ml-2 text-sm font-normal text-ink-faint">{sells.length}</span>
        </h2>
        {sells.length === 0 ? (
          <Empty testId="search-products-empty">{search.noProducts(keyword)}</Empty>
        ) : (
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
            {sells.map((sell) => (
              <ProductCard key={sell.sell_id} product={toCard(sell)} imageHost={imageHost} />
            ))}
          </ul>
        )}
      </section>

      <section data-testid="search-learns" aria-labelledby="search-learns-title">
        <h2 id="search-learns-title" className="mb-5 border-b border-line pb-3 text-lg font-semibold">
          {search.learnsTitle}
          <span className="ml-2 text-sm font-normal text-ink-faint">{learns.length}</span>
        </h2>
        {learns.length === 0 ? (
          <Empty testId="search-learns-empty">{search.noLearns(keyword)}</Empty>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {learns.map((learn) => (
              <LearnCard key={learn.learn_id} learn={learn} imageHost={imageHost} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
