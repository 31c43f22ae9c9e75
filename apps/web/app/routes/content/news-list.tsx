// /news/news-list: every shown news item, newest first (storefront.md §2.2, §7.3).
import { contentMessages } from '@shop/core';
import { listOrEmpty, newsCategories } from '../../features/content/content-api';
import { NewsGrid } from '../../features/content/news-card';
import { NewsCategoryNav } from '../../features/content/news-category-nav';
import { EmptyNote, PageHeading } from '../../features/content/page-heading';
import { breadcrumbJsonLd, seoMeta } from '../../features/content/seo';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/news-list';

const m = contentMessages.news;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const path = '/news/news-list';
  // A failed news fetch is logged; the page shows its empty state (storefront.md §8).
  const [news, categories] = await Promise.all([
    listOrEmpty('news', async () => (await context.api.news()).news),
    newsCategories(context.api),
  ]);
  const crumbs = [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: m.listTitle, path },
  ];
  return {
    news,
    categories,
    seo: {
      title: m.listTitle,
      description: m.listDescription,
      path,
      origin,
      image: news[0]?.news_img ?? null,
      imageHost: context.imageHost,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
  };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { news, categories } = loaderData;
  const { imageHost } = useShellData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <PageHeading title={m.listTitle} testId="news-heading" />
      <NewsCategoryNav categories={categories} />
      {news.length > 0 ? (
        <NewsGrid items={news} imageHost={imageHost} />
      ) : (
        <EmptyNote testId="news-empty">{m.empty}</EmptyNote>
      )}
    </div>
  );
}
