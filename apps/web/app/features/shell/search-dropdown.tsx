// Body of the desktop search dropdown; loaded on first focus of the search box.
import type { KeywordSearchResult, SearchCategory, SearchLearn, SearchSell } from '@shop/contracts';
import {
  isNoResults,
  productImageUrl,
  SEARCH_PRODUCT_IMAGE_PX,
  SEARCH_SKELETON_ROWS,
  searchPath,
  shellMessages,
  toShopPath,
} from '@shop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { learnPath, productPath } from '../../lib/links';

const NO_LISTS: KeywordSearchResult = { sells: [], categories: [], learns: [] };
const skeletonRows = Array.from({ length: SEARCH_SKELETON_ROWS }, (_, i) => i);

interface SearchDropdownProps {
  keyword: string;
  loading: boolean;
  result: KeywordSearchResult | null;
  imageHost: string | null;
}

export default function SearchDropdown({ keyword, loading, result, imageHost }: SearchDropdownProps) {
  const lists = result ?? NO_LISTS;
  return (
    <div
      data-testid="search-dropdown"
      data-loading={loading}
      data-no-results={!loading && isNoResults(lists)}
      aria-busy={loading}
      className="absolute top-full right-0 z-50 mt-2 w-[min(52rem,calc(100vw-3rem))] rounded-2xl border border-line bg-surface p-6 shadow-panel"
    >
      <div className="grid grid-cols-[1.5fr_1fr_1fr] gap-8">
        <Column
          testId="search-products"
          title={shellMessages.searchColumnProducts}
          loading={loading}
          skeleton={<ProductSkeleton />}
          empty={lists.sells.length === 0 && shellMessages.searchEmptyProducts(keyword)}
        >
          {lists.sells.map((sell) => (
            <ProductRow key={sell.sell_id} sell={sell} imageHost={imageHost} />
          ))}
        </Column>
        <Column
          testId="search-categories"
          title={shellMessages.searchColumnCategories}
          loading={loading}
          skeleton={<LineSkeleton />}
          empty={lists.categories.length === 0 && shellMessages.searchEmptyCategories(keyword)}
        >
          {lists.categories.map((category) => (
            <CategoryRow key={`${category.submenu_link}-${category.submenu_name}`} category={category} />
          ))}
        </Column>
        <Column
          testId="search-articles"
          title={shellMessages.searchColumnArticles}
          loading={loading}
          skeleton={<LineSkeleton />}
          empty={lists.learns.length === 0 && shellMessages.searchEmptyArticles(keyword)}
        >
          {lists.learns.map((learn) => (
            <ArticleRow key={learn.learn_id} learn={learn} />
          ))}
        </Column>
      </div>
      <div className="mt-5 border-t border-line pt-4 text-right">
        <Link
          to={searchPath(keyword) ?? '/'}
          data-testid="search-view-all"
          className="text-sm font-medium text-accent-strong hover:text-accent"
        >
          {shellMessages.searchViewAll}
        </Link>
      </div>
    </div>
  );
}

function Column(props: {
  testId: string;
  title: string;
  loading: boolean;
  skeleton: ReactNode;
  empty: string | false;
  children: ReactNode;
}) {
  let body: ReactNode = props.children;
  if (props.loading) {
    body = skeletonRows.map((row) => (
      <li key={row} data-testid="search-skeleton" aria-hidden>
        {props.skeleton}
      </li>
    ));
  } else if (props.empty) {
    body = (
      <li data-testid="search-empty" className="text-sm text-ink-soft">
        {props.empty}
      </li>
    );
  }
  return (
    <section data-testid={props.testId} aria-label={props.title}>
      <h3 className="mb-3 text-xs font-semibold tracking-widest text-ink-faint">{props.title}</h3>
      <ul className="space-y-3">{body}</ul>
    </section>
  );
}

function ProductRow({ sell, imageHost }: { sell: SearchSell; imageHost: string | null }) {
  return (
    <li data-testid="search-product">
      <Link to={productPath(sell.href)} className="group flex items-center gap-4">
        <img
          src={productImageUrl(sell.sell_image, imageHost ?? '')}
          alt={sell.sell_name}
          width={SEARCH_PRODUCT_IMAGE_PX}
          height={SEARCH_PRODUCT_IMAGE_PX}
          loading="lazy"
          className="size-[90px] shrink-0 rounded-lg bg-sand object-cover"
        />
        <span className="min-w-0">
          <span className="line-clamp-2 text-sm text-ink group-hover:text-accent-strong">
            {sell.sell_name}
          </span>
          <span className="mt-1 block text-xs text-ink-faint">
            {shellMessages.searchComments(sell.comments_total)}
          </span>
        </span>
      </Link>
    </li>
  );
}

function CategoryRow({ category }: { category: SearchCategory }) {
  return (
    <li data-testid="search-category">
      <Link to={toShopPath(category.submenu_link) ?? '/'} className="text-sm hover:text-accent-strong">
        {category.submenu_name}
      </Link>
    </li>
  );
}

function ArticleRow({ learn }: { learn: SearchLearn }) {
  return (
    <li data-testid="search-article">
      <Link to={learnPath(learn)} className="line-clamp-2 text-sm hover:text-accent-strong">
        {learn.learn_name}
      </Link>
    </li>
  );
}

function ProductSkeleton() {
  return (
    <div className="flex animate-shimmer items-center gap-4">
      <div className="size-[90px] shrink-0 rounded-lg bg-sand" />
      <div className="flex-1 space-y-2">
        <div className="h-3 w-full rounded bg-sand" />
        <div className="h-3 w-2/3 rounded bg-sand" />
      </div>
    </div>
  );
}

function LineSkeleton() {
  return <div className="h-4 w-4/5 animate-shimmer rounded bg-sand" />;
}
