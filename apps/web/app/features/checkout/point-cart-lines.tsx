// The point-zone items ordered with this order (docs/decisions/058-point-items-in-the-main-order.md): names,
// images and points from the server's summary (never the browser's), each removable here.
import { type CartSummary, cartlistMessages as t } from '@shop/core';
import { LocalKey } from '../../lib/storage';
import { changeActivityCartQuantity } from '../cart/cart-store';
import { ExtraCartLines } from './extra-cart-lines';

export function PointCartLines({ summary }: { summary: CartSummary | null }) {
  const lines = (summary?.pointCartWithDetails ?? []).map((item) => ({
    key: String(item.p_id),
    name: item.name,
    image: item.image,
    quantity: item.quantity,
    price: t.pointsOf(item.point * item.quantity),
    removeLabel: t.removeNamed(item.name),
    onRemove: () =>
      void changeActivityCartQuantity(LocalKey.pointCart, { productId: item.p_id }, 0, async () => true),
  }));
  return <ExtraCartLines kind="point" title={t.pointItemsTitle} note={t.pointItemsNote} lines={lines} />;
}
