// A product tile: image, name, price, and the review count when known (home, search results).
import {
  catalogueMessages,
  discountBadge,
  errorMessages,
  formatPrice,
  pagesMessages,
  productImageUrl,
} from '@shop/core';
import { Link } from 'react-router';
import { Price } from '../../components/ui/price';
import { productPath } from '../../lib/links';
import { uploadSrcSet } from '../../lib/media';
import { useCurrency } from '../../lib/use-browser-state';
import { QuickAddButton } from '../cart/quick-add';
import { CardFavourite } from './card-favourite';

/** Product images are square uploads; the attributes reserve their box before they load. */
const CARD_IMAGE_PX = 800;
const CARD_IMAGE_WIDTHS = [320, 480, 640] as const;
/** Two columns on phones, three or four from md up, inside a 72rem page. */
const CARD_IMAGE_SIZES = '(min-width: 1152px) 270px, (min-width: 768px) 30vw, 50vw';

export interface ProductCardData {
  href: string;
  name: string;
  image: string;
  price: number;
  discountedPrice: number;
  commentsTotal?: number;
  /** Average stars (one decimal); null before any review, undefined where the list does not say. */
  rating?: number | null;
  /** With a product id and stock above 0 the card offers quick-add. */
  productId?: number;
  stock?: number;
}

export function ProductCard({
  product,
  imageHost,
  imageLoad = 'lazy',
}: {
  product: ProductCardData;
  imageHost: string | null;
  /**
   * The cards a phone shows on arrival load at once ('eager'); the first of them hold the list's
   * LCP image and are asked for ahead of the rest ('priority').
   */
  imageLoad?: 'priority' | 'eager' | 'lazy';
}) {
  const name = product.name.trim() || errorMessages.productLoading;
  const src = productImageUrl(product.image, imageHost ?? '');
  const currency = useCurrency();
  const badge = discountBadge(product.price, product.discountedPrice);
  const soldOut = product.stock !== undefined && product.stock <= 0;
  const hasProduct = product.productId !== undefined && product.productId > 0;
  return (
    <li data-testid="product-card" className="group relative flex flex-col">
      {hasProduct && <CardFavourite productId={product.productId!} name={name} />}
      <Link to={productPath(product.href)} className="flex flex-1 flex-col">
        <div className="relative overflow-hidden rounded-xl bg-sand">
          {badge && (
            <span
              data-testid="discount-badge"
              className="absolute top-2 left-2 z-10 rounded-full bg-blush px-2 py-0.5 text-xs font-semibold text-white"
            >
              <span className="sr-only">{catalogueMessages.card.discount}</span>
              {badge.kind === 'percent' ? badge.text : `−${formatPrice(badge.saving, currency)}`}
            </span>
          )}
          {soldOut && (
            <span
              data-testid="card-sold-out"
              className="absolute inset-x-0 bottom-0 z-10 bg-ink/80 py-1.5 text-center text-xs font-semibold text-white"
            >
              {catalogueMessages.card.soldOut}
            </span>
          )}
          <img
            src={src}
            srcSet={uploadSrcSet(src, CARD_IMAGE_WIDTHS)}
            sizes={CARD_IMAGE_SIZES}
            alt={name}
            width={CARD_IMAGE_PX}
            height={CARD_IMAGE_PX}
            loading={imageLoad === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoad === 'priority' ? 'high' : undefined}
            decoding="async"
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        </div>
        <h3 className="mt-3 line-clamp-2 text-sm leading-snug text-ink group-hover:text-accent-strong">
          {name}
        </h3>
        {product.rating != null && product.commentsTotal !== undefined && product.commentsTotal > 0 ? (
          <p data-testid="card-rating" className="mt-1 text-xs text-ink-soft">
            <span className="sr-only">
              {catalogueMessages.card.rating(product.rating, product.commentsTotal)}
            </span>
            <span aria-hidden>
              <span className="text-blush">★</span> {product.rating.toFixed(1)} ({product.commentsTotal})
            </span>
          </p>
        ) : (
          product.commentsTotal !== undefined && (
            <p className="mt-1 text-xs text-ink-faint">
              {pagesMessages.search.commentsTotal(product.commentsTotal)}
            </p>
          )
        )}
        <Price
          price={product.price}
          discountedPrice={product.discountedPrice}
          className="mt-auto pt-2 text-sm"
        />
      </Link>
      {product.productId !== undefined && product.productId > 0 && (product.stock ?? 1) > 0 && (
        <QuickAddButton productId={product.productId} name={name} imageSrc={src} />
      )}
    </li>
  );
}
