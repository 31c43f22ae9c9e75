// The home page's small carousel on the left of the hot products (storefront.md §2.2).
import type { SmallCarousel } from '@shop/contracts';
import { pagesMessages } from '@shop/core';
import { contentImageUrl, uploadSrcSet } from '../../lib/media';
import { BannerLink, BannerWords, CarouselDots, useCarousel } from './home-banners';

const SMALL_CAROUSEL_AUTOPLAY_MS = 4000;
/** The small carousel images are 3:2 cards. */
const SMALL_IMAGE_WIDTH = 720;
const SMALL_IMAGE_HEIGHT = 480;
const SMALL_IMAGE_WIDTHS = [320, 480, 640, 750, 960] as const;
const SMALL_IMAGE_SIZES = '(min-width: 1024px) 280px, 100vw';

export function SmallCarousels({ items, imageHost }: { items: SmallCarousel[]; imageHost: string | null }) {
  const { emblaRef, selected, scrollTo, pauseHandlers, showsSlide } = useCarousel(
    items.length,
    SMALL_CAROUSEL_AUTOPLAY_MS,
  );
  if (items.length === 0) return null;
  return (
    <section
      data-testid="small-carousels"
      aria-roledescription="carousel"
      aria-label={pagesMessages.home.smallCarouselsLabel}
      {...pauseHandlers}
    >
      <div ref={emblaRef} className="overflow-hidden rounded-2xl bg-sand">
        <div className="flex touch-pan-y">
          {items.map((item, index) => (
            <div key={item.carousel_id} className="min-w-0 shrink-0 grow-0 basis-full">
              <BannerLink link={item.carousel_link}>
                {showsSlide(index) && (
                  <img
                    src={contentImageUrl(item.carousel_image, imageHost)}
                    srcSet={uploadSrcSet(contentImageUrl(item.carousel_image, imageHost), SMALL_IMAGE_WIDTHS)}
                    sizes={SMALL_IMAGE_SIZES}
                    alt=""
                    width={SMALL_IMAGE_WIDTH}
                    height={SMALL_IMAGE_HEIGHT}
                    loading="lazy"
                    decoding="async"
                    className="block aspect-[3/2] h-auto w-full object-cover"
                  />
                )}
                <BannerWords title={item.carousel_title} compact />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      <CarouselDots count={items.length} selected={selected} onSelect={scrollTo} className="mt-3" />
    </section>
  );
}
