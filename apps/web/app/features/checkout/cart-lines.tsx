// The lines of /my_cartlist: select toggle, quantity and remove through cart-store (components never write
// storage); names and images from the catalogue, what each selected line costs from the server's summary.
// Kit, add-on and gift lines are in offer-cart-lines.tsx.
import { catalogueCalls, type OpenProduct } from '@shop/contracts';
import {
  CART_LINE_KIND,
  type CartItem,
  type CartSummary,
  formatPrice,
  MAIN_CART_MAX_UNITS_PER_PRODUCT,
  type PricedLine,
  productImageUrl,
  cartlistMessages as t,
} from '@shop/core';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api.client';
import { useShellData } from '../../lib/shell-data';
import { removeFromCart, setCartQuantity, toggleCartSelected } from '../cart/cart-store';
import { MemberGiftLines } from './member-gift-lines';
import { OfferCartLines } from './offer-cart-lines';
import { QuantityStepper } from './quantity-stepper';

/** The plain product lines of the main cart (kits, add-ons and picked gifts: offer-cart-lines.tsx). */
export const plainLines = (cart: readonly CartItem[]) =>
  cart.filter((item) => item.activity_type === undefined);

/** Lines that make an order by themselves: products and kits (add-ons and gifts come with them). */
export const orderableLines = (cart: readonly CartItem[]) =>
  cart.filter(
    (item) => item.activity_type === undefined || item.activity_type === CART_LINE_KIND.ROUTINE_KIT,
  );

/** Every priced product line of the summary by product id, with the offer it took. */
function pricedLines(summary: CartSummary | null): Map<number, { line: PricedLine; offer: string | null }> {
  const lines = new Map<number, { line: PricedLine; offer: string | null }>();
  if (!summary) return lines;
  for (const line of summary.ps.products) lines.set(line.productId, { line, offer: null });
  for (const group of summary.saleEventList)
    for (const line of group.matchedItems)
      lines.set(line.productId, { line, offer: t.saleEvent(group.saleevent_name) });
  for (const group of summary.matchPairList)
    for (const line of [...group.matchedProducts.a, ...group.matchedProducts.b])
      lines.set(line.productId, { line, offer: t.matchPair(group.matchpair_name) });
  return lines;
}

function useProducts(ids: readonly number[]): Map<number, OpenProduct> {
  const [products, setProducts] = useState(new Map<number, OpenProduct>());
  const key = [...ids].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    browserApi()
      .send(catalogueCalls.openProductsByPids, { params: { pids: key as never } })
      .then((answer) => live && setProducts(new Map(answer.products.map((p) => [p.p_id, p]))))
      .catch((error) => console.error('[checkout] products of the cart failed', error));
    return () => {
      live = false;
    };
  }, [key]);
  return products;
}

export function CartLines({ cart, summary }: { cart: readonly CartItem[]; summary: CartSummary | null }) {
  const lines = plainLines(cart);
  const products = useProducts(lines.map((item) => Number(item.productId)));
  const priced = pricedLines(summary);
  const unpriced = new Set(summary?.unpriced.map((entry) => entry.productId));
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line" data-testid="cartlist-lines">
        {lines.map((item) => {
          const id = Number(item.productId);
          return (
            <CartLine
              key={id}
              item={item}
              product={products.get(id)}
              priced={priced.get(id)}
              unavailable={unpriced.has(id)}
            />
          );
        })}
      </ul>
      <OfferCartLines cart={cart} summary={summary} />
      <MemberGiftLines />
    </div>
  );
}

function CartLine(props: {
  item: CartItem;
  product: OpenProduct | undefined;
  priced: { line: PricedLine; offer: string | null } | undefined;
  unavailable: boolean;
}) {
  const { item, product, priced, unavailable } = props;
  const { imageHost } = useShellData();
  const id = Number(item.productId);
  const name = priced?.line.p_name || product?.p_name || '';
  const checkboxId = `line-select-${id}`;
  return (
    <li data-testid="cartlist-line" data-product-id={id} className="flex gap-3 py-4">
      <input
        id={checkboxId}
        type="checkbox"
        checked={item.selected}
        onChange={() => toggleCartSelected(id)}
        aria-label={t.select(name)}
        className="mt-7 size-5 shrink-0 accent-ink"
      />
      <img
        src={productImageUrl(priced?.line.p_img ?? product?.p_img, imageHost ?? '')}
        alt=""
        width={80}
        height={80}
        className={`size-20 shrink-0 rounded-lg bg-sand object-cover ${item.selected ? '' : 'opacity-50'}`}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={checkboxId} className="line-clamp-2 text-sm font-medium text-ink">
          {name || '…'}
        </label>
        {priced?.offer && <p className="text-xs text-accent-strong">{priced.offer}</p>}
        {unavailable && <p className="text-xs text-blush">{t.unpriced}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            name={name}
            quantity={item.quantity}
            max={MAIN_CART_MAX_UNITS_PER_PRODUCT}
            onSet={(quantity) => setCartQuantity(id, quantity)}
          />
          <LinePrice item={item} product={product} line={priced?.line} />
        </div>
      </div>
      <button
        type="button"
        onClick={() => removeFromCart(id)}
        aria-label={t.removeNamed(name)}
        data-testid="cartlist-remove"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </li>
  );
}

function LinePrice({ item, product, line }: { item: CartItem; product?: OpenProduct; line?: PricedLine }) {
  if (line) {
    return (
      <p className="flex items-baseline gap-2">
        {line.struck !== null && <s className="text-xs text-ink-faint">{formatPrice(line.struck)}</s>}
        <span data-testid="cartlist-line-price" className="font-semibold text-ink">
          {formatPrice(line.amount)}
        </span>
      </p>
    );
  }
  if (!product) return null;
  return (
    <p className="text-sm text-ink-soft">
      {formatPrice(product.discounted_price * item.quantity)}
      {!item.selected && <span className="ml-2 text-xs">{t.notSelected}</span>}
    </p>
  );
}

export function EmptyCart() {
  return (
    <div data-testid="cartlist-empty" className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-xl font-semibold text-ink">{t.emptyTitle}</h2>
      <p className="mt-2 text-ink-soft">{t.emptyText}</p>
      <Link
        to="/hot-sale"
        className="mt-6 inline-block rounded-full bg-ink px-8 py-3 font-semibold text-surface hover:bg-accent-strong"
      >
        {t.goShopping}
      </Link>
    </div>
  );
}
