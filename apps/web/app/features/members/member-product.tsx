// The product list of the member pages (purchase history, favourites): rows with image, name, price, add
// to cart while in stock, and the list's own details and actions beside it; or the empty notice.
import type { ListProduct } from '@shop/contracts';
import { catalogueMessages, productImageUrl, memberOrderMessages as t } from '@shop/core';
import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../components/ui/price';
import { productPath } from '../../lib/links';
import { useShellData } from '../../lib/shell-data';
import { addToCart } from '../cart/cart-store';
import { useAddToCart } from '../cart/use-add-to-cart';
import { MemberNotice } from './member-notice';

const THUMB_PX = 96;

export function MemberProductRow({
  name,
  product,
  details,
  actions,
}: {
  /** The name as ordered or saved, shown when the product is no longer on sale. */
  name: string;
  product: ListProduct | null;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const { imageHost } = useShellData();
  const add = useAddToCart();
  const src = product ? productImageUrl(product.p_img, imageHost ?? '') : null;
  return (
    <li data-testid="member-product" className="flex gap-3 py-4 md:gap-4">
      {src ? (
        <img
          src={src}
          alt=""
          width={THUMB_PX}
          height={THUMB_PX}
          loading="lazy"
          decoding="async"
          className="size-20 shrink-0 rounded-lg bg-sand object-cover md:size-24"
        />
      ) : (
        <span aria-hidden className="size-20 shrink-0 rounded-lg bg-sand md:size-24" />
      )}
      <div className="min-w-0 flex-1">
        {product ? (
          <Link to={productPath(product.href)} className="font-medium text-ink hover:text-accent-strong">
            {product.p_name}
          </Link>
        ) : (
          <p className="font-medium text-ink">{name}</p>
        )}
        {product ? (
          <Price
            price={product.p_price}
            discountedPrice={product.discounted_price}
            className="mt-1 text-sm"
          />
        ) : (
          <p className="mt-1 text-sm text-ink-soft">{t.notOnSale}</p>
        )}
        {details && <div className="mt-1 text-xs text-ink-soft">{details}</div>}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {product &&
            (product.stock > 0 ? (
              <button
                type="button"
                data-testid="member-add-to-cart"
                onClick={(event) =>
                  add(() => addToCart(product.p_id, 1), { imageSrc: src ?? '', button: event.currentTarget })
                }
                className="inline-flex items-center gap-1.5 rounded-full bg-ink px-4 py-2 text-xs font-semibold text-surface hover:opacity-90"
              >
                <ShoppingBag aria-hidden className="size-3.5" />
                {catalogueMessages.product.addToCart}
              </button>
            ) : (
              <span className="rounded-full bg-sand px-4 py-2 text-xs text-ink-soft">{t.soldOut}</span>
            ))}
          {actions}
        </div>
      </div>
    </li>
  );
}

/** A member product list: the rows, or the empty notice with 去逛逛 back to the shop. */
export function MemberProductList<Item>({
  items,
  testId,
  empty,
  children,
}: {
  items: readonly Item[];
  testId: string;
  empty: { text: string; testId: string };
  /** One MemberProductRow an item. */
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <MemberNotice testId={empty.testId}>
        <p>{empty.text}</p>
        <Link to="/" className="mt-4 inline-block rounded border border-ink px-4 py-2 text-ink">
          {t.browseProducts}
        </Link>
      </MemberNotice>
    );
  }
  return (
    <ul data-testid={testId} className="divide-y divide-line rounded-lg border border-line bg-surface px-4">
      {items.map((item) => children(item))}
    </ul>
  );
}
