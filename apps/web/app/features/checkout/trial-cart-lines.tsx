// The trial pack (skin-test cart) and evergreen-trail items ordered with this order (docs/decisions/095):
// names, images, the handling fee and points from the server's summary (never the browser's), each
// removable here.
import { type CartSummary, formatPrice, skinTestMessages, cartlistMessages as t } from '@shop/core';
import { LocalKey, storage } from '../../lib/storage';
import { readCartOf } from '../cart/cart-store';
import { ExtraCartLines } from './extra-cart-lines';

const m = skinTestMessages.trial;

type TrialCart = typeof LocalKey.evergreenTrailCart | typeof LocalKey.onlineSkinTestCart;

/** Every unit of the product leaves its cart (one trial line per product). */
function removeFrom(cart: TrialCart, productId: number) {
  const items = readCartOf(cart) ?? [];
  storage.set(
    cart,
    items.filter((item) => item.productId !== productId),
  );
}

export function TrialCartLines({ summary }: { summary: CartSummary | null }) {
  if (!summary) return null;
  const line = (
    cart: TrialCart,
    item: { productId: number; name: string; image: string; quantity: number },
    price: string,
  ) => ({
    key: `${cart === LocalKey.onlineSkinTestCart ? 's' : 'e'}${item.productId}`,
    name: item.name,
    image: item.image,
    quantity: item.quantity,
    price,
    removeLabel: m.remove(item.name),
    onRemove: () => removeFrom(cart, item.productId),
  });
  const fee = summary.trialHandlingFee > 0 ? formatPrice(summary.trialHandlingFee) : m.feeWaived;
  const lines = [
    ...summary.onlineSkinTestCartWithDetails.map((item) => line(LocalKey.onlineSkinTestCart, item, fee)),
    ...summary.evergreenTrailCartWithDetails.map((item) =>
      line(LocalKey.evergreenTrailCart, item, t.pointsOf(item.point * item.quantity)),
    ),
  ];
  return <ExtraCartLines kind="trial" title={m.checkoutTitle} note={m.checkoutNote} lines={lines} />;
}
