import { shellMessages } from '@shop/core';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from './use-browser-state';

/** Desktop '{n}件' counter; the cart preview opens from here (storefront.md §2.5, §2.9). */
export function CartCounter() {
  const count = useCartCount();
  return (
    <Link
      to="/my_cartlist"
      data-testid="cart-counter"
      data-count={count}
      className="group inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm hover:border-accent"
    >
      <ShoppingBag aria-hidden className="size-4 text-accent" />
      <span className="sr-only">{shellMessages.cartLabel}</span>
      <span>{shellMessages.cartCount(count)}</span>
    </Link>
  );
}

/** Mobile cart icon with its badge. */
export function CartBadge() {
  const count = useCartCount();
  return (
    <Link
      to="/my_cartlist"
      data-testid="mobile-cart"
      aria-label={`${shellMessages.cartLabel} ${shellMessages.cartCount(count)}`}
      className="relative inline-flex size-10 items-center justify-center"
    >
      <ShoppingBag aria-hidden className="size-5" />
      <span
        data-testid="mobile-cart-badge"
        className="absolute top-1 right-0.5 min-w-4 rounded-full bg-accent-strong px-1 text-center text-[10px] leading-4 font-semibold text-white"
      >
        {count}
      </span>
    </Link>
  );
}
