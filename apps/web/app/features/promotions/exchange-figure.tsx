import { catalogueMessages, productImageUrl } from '@shop/core';
import { uploadSrcSet } from '../../lib/media';
import type { ExchangeView } from './promotion-data';

/** The image and name of a point-exchange product, as both exchange lists show them. */
export function ExchangeFigure({
  item,
  index,
  imageHost,
}: {
  item: ExchangeView;
  index: number;
  imageHost: string | null;
}) {
  // §8: a missing exchange product shows '商品不存在' and /default-product.jpg.
  const name = item.name.trim() || catalogueMessages.productMissing;
  const src = productImageUrl(item.image, imageHost ?? '');
  return (
    <>
      <img
        src={src}
        srcSet={uploadSrcSet(src, [320, 480, 640])}
        sizes="(min-width: 1152px) 270px, (min-width: 768px) 30vw, 50vw"
        alt={name}
        width={800}
        height={800}
        loading={index < 2 ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full rounded-xl bg-sand object-cover"
      />
      <h2 className="line-clamp-2 text-sm">{name}</h2>
    </>
  );
}
