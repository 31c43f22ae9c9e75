// Quick-add on product cards (lists, search, promotion pages): one unit into the main cart, the card's
// image flying to the cart icon (storefront.md §4.3, §5).
import { cartMessages, catalogueMessages } from '@shop/core';
import { ShoppingBag } from 'lucide-react';
import { addToCart } from './cart-store';
import { useAddToCart } from './use-add-to-cart';

export function QuickAddButton({
  productId,
  name,
  imageSrc,
}: {
  productId: number;
  name: string;
  imageSrc: string;
}) {
  const add = useAddToCart();
  return (
    <button
      type="button"
      data-testid="quick-add"
      aria-label={cartMessages.quickAdd(name)}
      onClick={(event) => add(() => addToCart(productId, 1), { imageSrc, button: event.currentTarget })}
      className="mt-2 inline-flex w-full items-center justify-center gap-1.5 rounded-full border border-ink px-3 py-2 text-xs font-semibold hover:bg-ink hover:text-surface"
    >
      <ShoppingBag aria-hidden className="size-3.5" />
      {catalogueMessages.product.addToCart}
    </button>
  );
}
