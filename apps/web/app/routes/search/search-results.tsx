// /search/:keyword: products and articles for a keyword (storefront.md §2.2, §5).
import {
  catalogueMessages,
  isNarrowed,
  pagesMessages,
  SEARCH_KEYWORD_MAX_LENGTH,
  shellMessages,
} from '@shop/core';
import { Search } from 'lucide-react';
import { Form, Link, useNavigate } from 'react-router';
import { LearnCard } from '../../components/learn-card';
import { FilterSidebar, ListToolbar, Pagination } from '../../features/catalogue/list-controls';
import { ProductGrid } from '../../features/catalogue/product-grid';
import { loadSearchProducts } from '../../features/catalogue/search-list.server';
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
    // A sorted, filtered or later page points at the plain result page.
    ...(isNarrowed(data.narrowing.query)
      ? [{ tagName: 'link', rel: 'canonical', href: new URL(data.basePath, data.origin).href }]
      : []),
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
  const url = new URL(request.url);
  const basePath = `/search/${encodeURIComponent(keyword)}`;
  const [list, learns] = await Promise.all([
    loadSearchProducts(context.api, keyword, url.searchParams, basePath),
    listOrEmpty('get-learns-by-search', async () => (await context.api.learnsBySearch(keyword)).learns),
  ]);
  return {
    keyword,
    products: list.products,
    narrowing: list.narrowing,
    learns,
    basePath,
    origin: url.origin,
  };
}

/** The keyword stays in the box, so the shopper can change it without typing it again. */
function SearchBox({ keyword }: { keyword: string }) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      data-testid="search-page-form"
      onSubmit={(event) => {
        event.preventDefault();
        const value = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
        if (value !== '') navigate(`/search/${encodeURIComponent(value)}`);
      }}
      className="mx-auto flex max-w-xl items-center gap-2"
    >
      <label htmlFor="search-page-keyword" className="sr-only">
        {search.keywordLabel}
      </label>
      <input
        id="search-page-keyword"
        name="keyword"
        type="search"
        defaultValue={keyword}
        key={keyword}
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        placeholder={shellMessages.searchPlaceholder}
        className="min-w-0 flex-1 rounded-full border border-line bg-surface px-4 py-2.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent-strong"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-surface hover:opacity-90"
      >
        <Search aria-hidden className="size-4" />
        {search.submit}
      </button>
    </Form>
  );
}

/** An empty result suggests the popular searches (the header's quick tags). */
function PopularSearches() {
  return (
    <nav aria-labelledby="popular-searches-title" data-testid="popular-searches" className="mt-6 text-center">
      <h3 id="popular-searches-title" className="mb-3 text-sm font-semibold text-ink">
        {search.popularTitle}
      </h3>
      <ul className="flex flex-wrap justify-center gap-2">
        {shellMessages.mobileQuickTags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/search/${encodeURIComponent(tag)}`}
              className="inline-block rounded-full border border-line px-4 py-1.5 text-sm text-ink hover:border-accent hover:text-accent-strong"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Empty({ testId, children }: { testId: string; children: string }) {
  return (
    <p data-testid={testId} className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft">
      {children}
    </p>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { keyword, products, narrowing, learns } = loaderData;
  const { imageHost } = useShellData();
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 md:py-14">
      <h1
        data-testid="search-heading"
        className="text-center text-2xl font-semibold tracking-wide md:text-3xl"
      >
        {search.heading(keyword)}
      </h1>
      <SearchBox keyword={keyword} />

      <section data-testid="search-products" aria-labelledby="search-products-title" className="space-y-6">
        <h2 id="search-products-title" className="border-b border-line pb-3 text-lg font-semibold">
          {search.productsTitle}
          <span className="ml-2 text-sm font-normal text-ink-faint">{narrowing.paging.total}</span>
        </h2>
        {narrowing.paging.total === 0 && !isNarrowed(narrowing.query) ? (
          <div>
            <Empty testId="search-products-empty">{search.noProducts(keyword)}</Empty>
            <PopularSearches />
          </div>
        ) : (
          <div className="md:grid md:grid-cols-[13rem_1fr] md:gap-8">
            <FilterSidebar narrowing={narrowing} />
            <div className="space-y-6">
              <ListToolbar narrowing={narrowing} />
              <ProductGrid
                products={products}
                imageHost={imageHost}
                beside
                emptyText={catalogueMessages.listControls.noMatch}
              />
              <Pagination narrowing={narrowing} />
            </div>
          </div>
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
