// A news tile of the list pages, linking to /news/{news_id}.
import type { NewsItem } from '@shop/contracts';
import { Link } from 'react-router';
import { contentImageUrl, uploadSrcSet } from '../../lib/media';
import { taipeiDate } from './seo';

const NEWS_IMAGE_WIDTH = 800;
const NEWS_IMAGE_HEIGHT = 450;
const NEWS_IMAGE_WIDTHS = [480, 640, 960] as const;
const NEWS_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

export function NewsCard({
  item,
  imageHost,
  eager = false,
}: {
  item: NewsItem;
  imageHost: string | null;
  eager?: boolean;
}) {
  const image = contentImageUrl(item.news_img, imageHost);
  return (
    <li data-testid="news-card" className="group">
      <Link
        to={`/news/${item.news_id}`}
        className="flex h-full flex-col overflow-hidden rounded-xl bg-surface shadow-sm"
      >
        {image && (
          <img
            src={image}
            srcSet={uploadSrcSet(image, NEWS_IMAGE_WIDTHS)}
            sizes={NEWS_IMAGE_SIZES}
            alt=""
            width={NEWS_IMAGE_WIDTH}
            height={NEWS_IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-video w-full bg-sand object-cover"
          />
        )}
        <div className="flex flex-1 flex-col p-4">
          <time dateTime={item.news_date} className="text-xs text-ink-faint">
            {taipeiDate(item.news_date)}
          </time>
          <h2 className="mt-1 line-clamp-2 font-medium leading-snug group-hover:text-accent-strong">
            {item.news_title}
          </h2>
          {item.news_summary && (
            <p className="mt-2 line-clamp-2 text-sm text-ink-soft">{item.news_summary}</p>
          )}
        </div>
      </Link>
    </li>
  );
}

export function NewsGrid({ items, imageHost }: { items: readonly NewsItem[]; imageHost: string | null }) {
  return (
    <ul data-testid="news-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <NewsCard key={item.news_id} item={item} imageHost={imageHost} eager={i < 3} />
      ))}
    </ul>
  );
}
