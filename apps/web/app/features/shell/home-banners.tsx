// The home page's main banner carousel (storefront.md §2.2). The first banner is the page's largest
// image: eager, high fetch priority and sized, so it paints early without shifting the layout.
import type { HomeBanner } from '@shop/contracts';
import { bannerWords, pagesMessages, toShopPath } from '@shop/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { contentImageUrl, uploadSrcSet } from '../../lib/media';

const BANNER_AUTOPLAY_MS = 5000;
/** Below Tailwind's md breakpoint the mobile banner image is used. */
const MOBILE_MEDIA = '(max-width: 767px)';
const DESKTOP_MEDIA = '(min-width: 768px)';
/**
 * The answer gives the desktop banner's size only; mobile banners are drawn square (750 × 750),
 * and these attributes let the browser reserve that box on phones.
 */
const MOBILE_BANNER_PX = 750;
const DESKTOP_BANNER_WIDTHS = [960, 1280, 1920] as const;
/** Mobile banners are 750 px wide: no larger variant is worth asking for. */
const MOBILE_BANNER_WIDTHS = [480, MOBILE_BANNER_PX] as const;

/**
 * Embla carousel state plus an autoplay that pauses on hover, focus and reduced motion. The server
 * HTML already shows the first slide; Embla's code loads after hydration, so it is not part of what
 * the page needs before its first paint.
 */
export function useCarousel(count: number, autoplayMs: number | null) {
  const emblaRef = useRef<HTMLDivElement>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const viewport = emblaRef.current;
    if (!viewport || count === 0) return;
    let api: EmblaCarouselType | null = null;
    let cancelled = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(viewport, { loop: count > 1 });
        setEmblaApi(api);
      })
      .catch((error) => console.error('[carousel] could not start', error));
    return () => {
      cancelled = true;
      api?.destroy();
      setEmblaApi(null);
    };
  }, [count]);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi || autoplayMs === null || paused || count < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => emblaApi.scrollNext(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [emblaApi, autoplayMs, paused, count]);

  const pauseHandlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);
  const previous = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  /**
   * Slides after the first are off screen until the carousel runs: their images wait for it, so they
   * do not share the first paint's bandwidth with the page's largest image.
   */
  const showsSlide = (index: number) => index === 0 || emblaApi !== null;
  return { emblaRef, selected, scrollTo, previous, next, pauseHandlers, showsSlide };
}

/**
 * A link that leaves the app for absolute addresses and navigates inside it otherwise. Without a
 * label the link is named by the words it shows.
 */
export function BannerLink({ link, label, children }: { link: string; label?: string; children: ReactNode }) {
  const to = toShopPath(link);
  if (!to) return <div className="relative">{children}</div>;
  if (/^https?:\/\//i.test(to)) {
    return (
      <a href={to} aria-label={label} className="group/banner relative block">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} aria-label={label} className="group/banner relative block">
      {children}
    </Link>
  );
}

/**
 * A banner's Traditional Chinese words written over its art (the art leaves room for them: on the
 * left on wide screens, above the products on phones). Plain text paints with the first frame,
 * before any image arrives. `compact` is the small carousel's card beside the hot products.
 */
export function BannerWords({ title, compact = false }: { title: string; compact?: boolean }) {
  const { headline, subline, callToAction } = bannerWords(title);
  const place = compact
    ? 'inset-y-0 left-[6%] w-[44%] justify-center text-left'
    : 'inset-x-0 top-[5%] items-center px-6 text-center md:inset-x-auto md:inset-y-0 md:top-0 md:left-[7%] md:w-[40%] md:items-start md:justify-center md:px-0 md:text-left';
  return (
    <div className={`pointer-events-none absolute flex flex-col ${place}`}>
      <h2
        data-testid="banner-headline"
        className={
          compact
            ? 'text-base leading-snug font-semibold text-ink sm:text-xl lg:text-base'
            : 'text-2xl leading-tight font-semibold tracking-wide text-ink md:text-3xl lg:text-4xl'
        }
      >
        {headline}
      </h2>
      {subline && (
        <p
          className={
            compact
              ? 'mt-1 text-xs leading-snug text-ink-soft sm:text-sm lg:text-xs'
              : 'mt-2 text-sm text-ink-soft md:mt-3 md:text-base lg:text-lg'
          }
        >
          {subline}
        </p>
      )}
      <span
        className={`inline-flex w-fit items-center rounded-full bg-ink font-medium tracking-wide text-surface group-hover/banner:bg-accent-strong ${
          compact
            ? 'mt-2 px-3 py-1 text-xs sm:mt-3 sm:px-4 sm:py-1.5 sm:text-sm lg:mt-2 lg:px-3 lg:py-1 lg:text-xs'
            : 'mt-3 px-5 py-2 text-sm md:mt-5 md:px-7 md:py-2.5 md:text-base'
        }`}
      >
        {callToAction}
        <span aria-hidden>&nbsp;›</span>
      </span>
    </div>
  );
}

export function CarouselDots({
  count,
  selected,
  onSelect,
  className = '',
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
}) {
  if (count < 2) return null;
  return (
    <div className={`flex justify-center gap-2 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, not items
          key={index}
          type="button"
          aria-label={pagesMessages.home.goToSlide(index + 1)}
          aria-current={index === selected}
          onClick={() => onSelect(index)}
          className={`h-2 rounded-full transition-all ${index === selected ? 'w-6 bg-accent' : 'w-2 bg-ink/25 hover:bg-ink/45'}`}
        />
      ))}
    </div>
  );
}

/**
 * The first banner is the page's largest paint: a preload in the head asks for it ahead of the
 * scripts, for the one picture (mobile or desktop) the screen will show.
 */
function preloadFirstBanner(desktop: string, mobile: string | null) {
  const image = { as: 'image', fetchPriority: 'high', imageSizes: '100vw' } as const;
  if (mobile) {
    preload(mobile, {
      ...image,
      imageSrcSet: uploadSrcSet(mobile, MOBILE_BANNER_WIDTHS),
      media: MOBILE_MEDIA,
    });
  }
  preload(desktop, {
    ...image,
    imageSrcSet: uploadSrcSet(desktop, DESKTOP_BANNER_WIDTHS),
    media: mobile ? DESKTOP_MEDIA : undefined,
  });
}

function BannerImage({
  banner,
  first,
  imageHost,
}: {
  banner: HomeBanner;
  first: boolean;
  imageHost: string | null;
}) {
  const desktop = contentImageUrl(banner.banner_image, imageHost);
  const mobile = contentImageUrl(banner.banner_mobile_image, imageHost);
  const hasMobile = Boolean(mobile) && mobile !== desktop;
  if (first) preloadFirstBanner(desktop, hasMobile ? mobile : null);
  return (
    <picture>
      {hasMobile && (
        <source
          media={MOBILE_MEDIA}
          srcSet={uploadSrcSet(mobile, MOBILE_BANNER_WIDTHS) ?? mobile}
          sizes="100vw"
          width={MOBILE_BANNER_PX}
          height={MOBILE_BANNER_PX}
        />
      )}
      <img
        src={desktop}
        srcSet={uploadSrcSet(desktop, DESKTOP_BANNER_WIDTHS)}
        sizes="100vw"
        alt=""
        width={banner.banner_width}
        height={banner.banner_height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="block h-auto w-full"
      />
    </picture>
  );
}

export function HomeBanners({ banners, imageHost }: { banners: HomeBanner[]; imageHost: string | null }) {
  const { emblaRef, selected, scrollTo, previous, next, pauseHandlers, showsSlide } = useCarousel(
    banners.length,
    BANNER_AUTOPLAY_MS,
  );
  if (banners.length === 0) return null;
  return (
    <section
      data-testid="home-banners"
      aria-roledescription="carousel"
      aria-label={pagesMessages.home.bannersLabel}
      className="group relative bg-sand"
      {...pauseHandlers}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => (
            <div
              key={banner.banner_id}
              data-testid="home-banner"
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <BannerLink link={banner.banner_link}>
                {showsSlide(index) && (
                  <BannerImage banner={banner} first={index === 0} imageHost={imageHost} />
                )}
                <BannerWords title={banner.banner_title} />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label={pagesMessages.home.previousSlide}
            className="absolute top-1/2 left-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/80 text-ink opacity-0 shadow transition group-hover:opacity-100 focus-visible:opacity-100 md:flex"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={pagesMessages.home.nextSlide}
            className="absolute top-1/2 right-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/80 text-ink opacity-0 shadow transition group-hover:opacity-100 focus-visible:opacity-100 md:flex"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          <CarouselDots
            count={banners.length}
            selected={selected}
            onSelect={scrollTo}
            className="absolute inset-x-0 bottom-3"
          />
        </>
      )}
    </section>
  );
}
