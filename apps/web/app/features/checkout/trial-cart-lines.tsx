// The trial pack (skin-test cart) and evergreen-trail items ordered with this order (docs/decisions/095):
// names, images, the handling fee and points from the server's summary (never the browser's), each
// removable here.
import {
  type CartSummary,
  formatPrice,
  productImageUrl,
  skinTestMessages,
  cartlistMessages as t,
} from '@shop/core';
import { Trash2 } from 'lucide-react';
import { useShellData } from '../../lib/shell-data';
import { LocalKey, storage } from '../../lib/storage';
import { readCartOf } from '../cart/cart-store';

const m = skinTestMessages.trial;

interface Line {
  key: string;
  cart: typeof LocalKey.evergreenTrailCart | typeof LocalKey.onlineSkinTestCart;
  productId: number;
  name: string;
  image: string;
  quantity: number;
  price: string;
}

/** Every unit of the line's product leaves its cart (one trial line per product). */
function removeLine(line: Line) {
  const items = readCartOf(line.cart) ?? [];
  storage.set(
    line.cart,
    items.filter((item) => item.productId !== line.productId),
  );
}

export function TrialCartLines({ summary }: { summary: CartSummary | null }) {
  const { imageHost } = useShellData();
  if (!summary) return null;
  const lines: Line[] = [
    ...summary.onlineSkinTestCartWithDetails.map((item) => ({
      key: `s${item.productId}`,
      cart: LocalKey.onlineSkinTestCart,
      productId: item.productId,
      name: item.name,
      image: item.image,
      quantity: item.quantity,
      price: summary.trialHandlingFee > 0 ? formatPrice(summary.trialHandlingFee) : m.feeWaived,
    })),
    ...summary.evergreenTrailCartWithDetails.map((item) => ({
      key: `e${item.productId}`,
      cart: LocalKey.evergreenTrailCart,
      productId: item.productId,
      name: item.name,
      image: item.image,
      quantity: item.quantity,
      price: t.pointsOf(item.point * item.quantity),
    })),
  ];
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="trial-lines-title" className="mt-4 border-t border-line pt-4">
      <h3 id="trial-lines-title" className="text-sm font-semibold text-ink">
        {m.checkoutTitle}
      </h3>
      <p className="mt-1 text-xs text-ink-soft">{m.checkoutNote}</p>
      <ul className="divide-y divide-line" data-testid="cartlist-trial-lines">
        {lines.map((line) => (
          <li key={line.key} data-testid="cartlist-trial-line" className="flex items-center gap-3 py-3">
            <img
              src={productImageUrl(line.image, imageHost ?? '')}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg bg-sand object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-ink">{line.name}</p>
              <p className="text-xs text-ink-soft">× {line.quantity}</p>
            </div>
            <p className="shrink-0 font-semibold text-ink" data-testid="cartlist-trial-price">
              {line.price}
            </p>
            <button
              type="button"
              onClick={() => removeLine(line)}
              aria-label={m.remove(line.name)}
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
