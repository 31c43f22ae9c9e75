// The point-zone items ordered with this order (docs/decisions/058-point-items-in-the-main-order.md): names,
// images and points from the server's summary (never the browser's), each removable here.
import { type CartSummary, productImageUrl, cartlistMessages as t } from '@shop/core';
import { Trash2 } from 'lucide-react';
import { useShellData } from '../../lib/shell-data';
import { LocalKey } from '../../lib/storage';
import { changeActivityCartQuantity } from '../cart/cart-store';

export function PointCartLines({ summary }: { summary: CartSummary | null }) {
  const { imageHost } = useShellData();
  const items = summary?.pointCartWithDetails ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="point-lines-title" className="mt-4 border-t border-line pt-4">
      <h3 id="point-lines-title" className="text-sm font-semibold text-ink">
        {t.pointItemsTitle}
      </h3>
      <p className="mt-1 text-xs text-ink-soft">{t.pointItemsNote}</p>
      <ul className="divide-y divide-line" data-testid="cartlist-point-lines">
        {items.map((item) => (
          <li key={item.p_id} data-testid="cartlist-point-line" className="flex items-center gap-3 py-3">
            <img
              src={productImageUrl(item.image, imageHost ?? '')}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg bg-sand object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-ink">{item.name}</p>
              <p className="text-xs text-ink-soft">× {item.quantity}</p>
            </div>
            <p className="shrink-0 font-semibold text-ink" data-testid="cartlist-point-price">
              {t.pointsOf(item.point * item.quantity)}
            </p>
            <button
              type="button"
              onClick={() =>
                void changeActivityCartQuantity(
                  LocalKey.pointCart,
                  { productId: item.p_id },
                  0,
                  async () => true,
                )
              }
              aria-label={t.removeNamed(item.name)}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
