// A product tile: image, name, price, and the review count when known (home, search results).
import { errorMessages, pagesMessages, productImageUrl } from '@shop/core';
import { Link } from 'react-router';
import { Price } from '../../components/ui/price';
import { productPath } from '../../lib/links';
import { uploadSrcSet } from '../../lib/media';
import { QuickAddButton } from '../cart/quick-add';

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
  return (
    <li data-testid="product-card" className="group flex flex-col">
      <Link to={productPath(product.href)} className="flex flex-1 flex-col">
        <div className="overflow-hidden rounded-xl bg-sand">
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
        {product.commentsTotal !== undefined && (
          <p className="mt-1 text-xs text-ink-faint">
            {pagesMessages.search.commentsTotal(product.commentsTotal)}
          </p>
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
