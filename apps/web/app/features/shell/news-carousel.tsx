import {
  clip,
  NEWS_CARD_TITLE_CHARS,
  NEWS_CAROUSEL_INTERVAL_MS,
  NEWS_CAROUSEL_START_DELAY_MS,
  NEWS_CAROUSEL_VISIBLE_SLOTS,
  nextPosition,
  prevPosition,
  shellMessages,
  shouldAutoplay,
  sortNewsDesc,
} from '@shop/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { contentImageUrl } from '../../lib/media';
import { type ShellNews, useShellData } from '../../lib/shell-data';

const VISIBLE = NEWS_CAROUSEL_VISIBLE_SLOTS;

/**
 * The news panel's carousel (storefront.md §2.7): newest first, autoplay every 3 s from 1 s after
 * mount, paused on hover, only when there are more cards than slots; next / previous wrap around.
 */
export function NewsCarousel({ news }: { news: ShellNews[] }) {
  const { imageHost } = useShellData();
  const sorted = useMemo(() => sortNewsDesc(news), [news]);
  const count = sorted.length;
  const [position, setPosition] = useState(0);
  const [started, setStarted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const playing = started && shouldAutoplay(count, VISIBLE, hovered);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), NEWS_CAROUSEL_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setPosition((p) => nextPosition(p, count, VISIBLE)),
      NEWS_CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const arrow =
    'absolute top-1/3 z-10 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface/90 text-ink shadow-sm hover:text-accent disabled:opacity-30';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the autoplay
    <div
      data-testid="news-carousel"
      data-position={position}
      data-playing={playing}
      className="relative px-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="overflow-hidden">
        <ul
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${(position * 100) / VISIBLE}%)` }}
        >
          {sorted.map((item, index) => (
            <li
              key={item.news_id}
              data-testid="news-card"
              data-news-id={item.news_id}
              // Cards slid out of view are out of the tab order and the accessibility tree (issue 23).
              inert={index < position || index >= position + VISIBLE}
              className="shrink-0 px-3"
              style={{ width: `${100 / VISIBLE}%` }}
            >
              <img
                src={contentImageUrl(item.news_img, imageHost)}
                alt={item.news_title}
                loading="lazy"
                className="aspect-[16/10] w-full rounded-xl bg-sand object-cover"
              />
              <p
                data-testid="news-card-title"
                className="mt-3 text-sm font-medium text-ink"
                title={item.news_title}
              >
                {clip(item.news_title, NEWS_CARD_TITLE_CHARS)}
              </p>
              <Link
                to={`/news/${item.news_id}`}
                data-testid="news-card-more"
                className="mt-2 inline-block rounded-full border border-accent px-4 py-1 text-xs text-accent-strong hover:bg-accent hover:text-white"
              >
                {shellMessages.newsMore}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        data-testid="news-prev"
        aria-label={shellMessages.newsPrev}
        disabled={count <= VISIBLE}
        className={`${arrow} left-0`}
        onClick={() => setPosition((p) => prevPosition(p, count, VISIBLE))}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        data-testid="news-next"
        aria-label={shellMessages.newsNext}
        disabled={count <= VISIBLE}
        className={`${arrow} right-0`}
        onClick={() => setPosition((p) => nextPosition(p, count, VISIBLE))}
      >
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </div>
  );
}
