// A grid of product cards; the cards on screen on arrival load at once because they hold the page's
// LCP image.
import { catalogueMessages } from '@shop/core';
import type { ReactNode } from 'react';
import { HydrateApart } from '../../components/hydrate-apart';
import { ProductCard, type ProductCardData } from './product-card';

/** The first row on a phone (2 columns) is asked for first. */
const PRIORITY_CARDS = 2;
/**
 * Two rows on a phone and the first row from 1024 px (4 columns) are on screen on arrival: a lazy
 * image there waits for layout, and on a series page the second row's image was the LCP element.
 */
const EAGER_CARDS = 4;
/**
 * Cards hydrated per pass: a list page's 24 cards are most of its markup, and one pass over all of them
 * committed (and ran their effects) in one long task on a phone. Each later group is hydrated apart,
 * inside the one before it, so React takes them one after the other.
 */
const CARDS_PER_HYDRATION = 8;

/** The first group as it is, the rest hydrated apart, each group inside the one before it. */
function inHydrationGroups(cards: readonly ReactNode[]): ReactNode {
  if (cards.length <= CARDS_PER_HYDRATION) return cards;
  return (
    <>
      {cards.slice(0, CARDS_PER_HYDRATION)}
      <HydrateApart>{inHydrationGroups(cards.slice(CARDS_PER_HYDRATION))}</HydrateApart>
    </>
  );
}

function imageLoadOf(index: number, eager: boolean) {
  if (!eager || index >= EAGER_CARDS) return 'lazy';
  return index < PRIORITY_CARDS ? 'priority' : 'eager';
}

export function ProductGrid({
  products,
  imageHost,
  eager = true,
  beside = false,
  emptyText = catalogueMessages.noProducts,
}: {
  products: readonly (ProductCardData & { key: string | number })[];
  imageHost: string | null;
  /** false when the grid sits below the fold. */
  eager?: boolean;
  /** The grid shares the row with the filters from 768 px: one column fewer. */
  beside?: boolean;
  emptyText?: string;
}) {
  if (products.length === 0) {
    return (
      <p
        data-testid="no-products"
        className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft"
      >
        {emptyText}
      </p>
    );
  }
  return (
    <ul
      data-testid="product-grid"
      className={`grid grid-cols-2 gap-x-4 gap-y-8 ${beside ? 'lg:grid-cols-3' : 'md:grid-cols-3 lg:grid-cols-4'}`}
    >
      {inHydrationGroups(
        products.map((product, i) => (
          <ProductCard
            key={product.key}
            product={product}
            imageHost={imageHost}
            imageLoad={imageLoadOf(i, eager)}
          />
        )),
      )}
    </ul>
  );
}
