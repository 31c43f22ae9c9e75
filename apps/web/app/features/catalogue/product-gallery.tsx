// The product page's images: the first is the page's LCP image (eager, high priority), thumbnails switch it.
import { catalogueMessages, productImageUrl } from '@shop/core';
import { useState } from 'react';
import { uploadSrcSet } from '../../lib/media';

const IMAGE_PX = 800;
const MAIN_WIDTHS = [390, 640, 800] as const;
const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw';
const THUMB_PX = 80;

export function ProductGallery({
  images,
  name,
  imageHost,
}: {
  images: string[];
  name: string;
  imageHost: string | null;
}) {
  const [current, setCurrent] = useState(0);
  const sources = [
    ...new Set((images.length > 0 ? images : ['']).map((image) => productImageUrl(image, imageHost ?? ''))),
  ];
  const src = sources[current] ?? sources[0]!;
  return (
    <section
      aria-label={catalogueMessages.product.gallery}
      data-testid="product-gallery"
      className="space-y-3"
    >
      <div className="overflow-hidden rounded-2xl bg-sand">
        <img
          data-testid="product-main-image"
          src={src}
          srcSet={uploadSrcSet(src, MAIN_WIDTHS)}
          sizes={MAIN_SIZES}
          alt={name}
          width={IMAGE_PX}
          height={IMAGE_PX}
          loading="eager"
          fetchPriority={current === 0 ? 'high' : undefined}
          decoding="async"
          className="aspect-square w-full object-cover"
        />
      </div>
      {sources.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {sources.map((thumb, i) => (
            <li key={thumb}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={catalogueMessages.product.showImage(i + 1)}
                aria-pressed={i === current}
                className={`block overflow-hidden rounded-lg border-2 ${i === current ? 'border-accent' : 'border-transparent'}`}
              >
                <img
                  src={uploadSrcSet(thumb, [160]) ? `${thumb}?w=160` : thumb}
                  alt=""
                  width={THUMB_PX}
                  height={THUMB_PX}
                  loading="lazy"
                  decoding="async"
                  className="size-16 object-cover md:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
