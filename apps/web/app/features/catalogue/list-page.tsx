// A product list page: category, subcategory, series, shortcut and tag pages (storefront.md §2.2).
import { catalogueMessages } from '@shop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumbs/list-breadcrumb';
import { FilterSidebar, type ListNarrowing, ListToolbar, Pagination } from './list-controls';
import type { ProductCardData } from './product-card';
import { ProductGrid } from './product-grid';
import type { Crumb } from './seo';

export interface ListPageView {
  title: string;
  description: string;
  crumbs: Crumb[];
  /** Links to the subcategories of a category page. */
  links: { name: string; path: string }[];
  products: (ProductCardData & { key: string | number })[];
  /** Category, subcategory and series lists: sorting, filters and paging (the address's query). */
  narrowing?: ListNarrowing;
}

export function ListPage({
  view,
  imageHost,
  testId = 'list-page',
  children,
}: {
  view: ListPageView;
  imageHost: string | null;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId} className="mx-auto max-w-6xl space-y-8 px-4 py-8 md:py-12">
      <Breadcrumb crumbs={view.crumbs} />
      <header className="space-y-3 text-center">
        <h1 data-testid="list-title" className="text-2xl font-semibold tracking-wide md:text-3xl">
          {view.title}
        </h1>
        {view.description && (
          <p className="mx-auto max-w-2xl text-sm leading-relaxed text-ink-soft">{view.description}</p>
        )}
        {!view.narrowing && (
          <p className="text-xs text-ink-faint">{catalogueMessages.productCount(view.products.length)}</p>
        )}
      </header>
      {view.links.length > 0 && (
        <nav aria-label={catalogueMessages.subcategoriesLabel}>
          <ul className="flex flex-wrap justify-center gap-2">
            {view.links.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  data-testid="subcategory-link"
                  className="inline-block rounded-full border border-line px-4 py-1.5 text-sm hover:border-accent hover:text-accent-strong"
                >
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
      {view.narrowing ? (
        <div className="md:grid md:grid-cols-[13rem_1fr] md:gap-8">
          <FilterSidebar narrowing={view.narrowing} />
          <section aria-labelledby="product-list-heading" className="space-y-6">
            <h2 id="product-list-heading" className="sr-only">
              {catalogueMessages.productListHeading}
            </h2>
            <ListToolbar narrowing={view.narrowing} />
            <ProductGrid
              products={view.products}
              imageHost={imageHost}
              beside
              emptyText={catalogueMessages.listControls.noMatch}
            />
            <Pagination narrowing={view.narrowing} />
          </section>
        </div>
      ) : (
        <section aria-labelledby="product-list-heading">
          <h2 id="product-list-heading" className="sr-only">
            {catalogueMessages.productListHeading}
          </h2>
          <ProductGrid products={view.products} imageHost={imageHost} />
        </section>
      )}
    </div>
  );
}
