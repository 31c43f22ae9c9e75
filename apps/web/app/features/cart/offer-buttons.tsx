// Buying from the promotion pages: a routine kit as one kit line (/routine-kits), an add-on once the cart
// meets its trigger (/add-on-purchases; the engine decides, through the cart summary).
import {
  type AddMoneyOffer,
  type CartSummary,
  cartMessages,
  catalogueMessages,
  formatPrice,
  productImageUrl,
} from '@shop/core';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LocalKey, storage } from '../../lib/storage';
import { addAddOnToCart, addKitToCart } from './cart-store';
import { loadCartSummary } from './preview-data';
import { useAddToCart } from './use-add-to-cart';

const button =
  'inline-flex items-center justify-center gap-1.5 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-surface hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-ink-faint';

export function AddKitButton(props: {
  kitId: number;
  name: string;
  image: string;
  imageHost: string | null;
  stock: number;
}) {
  const add = useAddToCart();
  const soldOut = props.stock <= 0;
  return (
    <button
      type="button"
      data-testid="add-kit"
      disabled={soldOut}
      aria-label={cartMessages.routineKit.addKitLabel(props.name)}
      onClick={(event) =>
        add(() => addKitToCart(props.kitId), {
          imageSrc: productImageUrl(props.image, props.imageHost ?? ''),
          button: event.currentTarget,
        })
      }
      className={button}
    >
      <ShoppingBag aria-hidden className="size-4" />
      {soldOut ? catalogueMessages.product.soldOut : cartMessages.routineKit.addKit}
    </button>
  );
}

/** The cart's state, loaded in the browser and again whenever the main cart changes; null until known. */
export function useLiveCartSummary(): { summary: CartSummary | null; failed: boolean } {
  const [state, setState] = useState<{ summary: CartSummary | null; failed: boolean }>({
    summary: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    const refresh = () =>
      loadCartSummary()
        .then((summary) => live && setState({ summary, failed: false }))
        .catch(() => live && setState((s) => ({ ...s, failed: true })));
    void refresh();
    const stop = storage.subscribe((notice) => {
      if (notice.key === null || notice.key === LocalKey.cart) void refresh();
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}

export function AddOnBuyButton({
  addMoneyId,
  offers,
  name,
}: {
  addMoneyId: number;
  offers: AddMoneyOffer[] | null;
  name: string;
}) {
  const add = useAddToCart();
  const text = cartMessages.preview;
  if (offers === null) return <span className="text-xs text-ink-soft">{text.loading}</span>;
  const offer = offers.find((o) => o.addmoney_id === addMoneyId);
  if (!offer)
    return (
      <span data-testid="add-on-not-yet" className="text-xs text-ink-soft">
        {cartMessages.addOnPage.notYet}
      </span>
    );
  if (offer.inCart >= offer.max_per_order)
    return <span className="text-xs text-ink-soft">{text.addOnLimit(offer.inCart)}</span>;
  return (
    <button
      type="button"
      data-testid="add-on-take"
      aria-label={text.addOnAvailableLabel(name, formatPrice(offer.addmoney_money))}
      onClick={() => add(() => addAddOnToCart(offer))}
      className={button}
    >
      {cartMessages.addOnPage.available}
    </button>
  );
}
