// A grid of product cards; the first row loads at once because it holds the page's LCP image.
import { catalogueMessages } from '@shop/core';
import { ProductCard, type ProductCardData } from './product-card';

const EAGER_CARDS = 2;

export function ProductGrid({
  products,
  imageHost,
  eager = true,
}: {
  products: readonly (ProductCardData & { key: string | number })[];
  imageHost: string | null;
  /** false when the grid sits below the fold. */
  eager?: boolean;
}) {
  if (products.length === 0) {
    return (
      <p
        data-testid="no-products"
        className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft"
      >
        {catalogueMessages.noProducts}
      </p>
    );
  }
  return (
    <ul data-testid="product-grid" className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, i) => (
        <ProductCard
          key={product.key}
          product={product}
          imageHost={imageHost}
          priority={eager && i < EAGER_CARDS}
        />
      ))}
    </ul>
  );
}
