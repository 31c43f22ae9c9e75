// A product price in the shopper's currency (storefront.md §9): '$ 1200' or 'HKD 292'. When the
// discounted price differs, the list price is struck through beside it.
import { formatPrice, pagesMessages } from '@shop/core';
import { useCurrency } from '../../lib/use-browser-state';

export function Price({
  price,
  discountedPrice,
  className = '',
}: {
  price: number;
  discountedPrice?: number | null;
  className?: string;
}) {
  const currency = useCurrency();
  const discounted = discountedPrice != null && discountedPrice !== price;
  if (!discounted) {
    return (
      <span data-testid="price" className={`font-semibold text-ink ${className}`}>
        {formatPrice(price, currency)}
      </span>
    );
  }
  return (
    <span data-testid="price" className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">{pagesMessages.product.salePrice}</span>
      <span className="font-semibold text-blush">{formatPrice(discountedPrice, currency)}</span>
      <span className="sr-only">{pagesMessages.product.originalPrice}</span>
      <s data-testid="price-original" className="text-xs text-ink-faint">
        {formatPrice(price, currency)}
      </s>
    </span>
  );
}
