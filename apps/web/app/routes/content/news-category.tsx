// /news/{category}/{subcategory}@news: the news of one category (storefront.md §2.2).
import { contentMessages } from '@shop/core';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import { isSlug, newsByCategory, newsCategories } from '../../features/content/content-api';
import { NEWS_CATEGORY_SUFFIX, newsCategoryPath } from '../../features/content/content-paths';
import { NewsGrid } from '../../features/content/news-card';
import { NewsCategoryNav } from '../../features/content/news-category-nav';
import { EmptyNote, PageHeading } from '../../features/content/page-heading';
import { breadcrumbJsonLd, seoMeta } from '../../features/content/seo';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/news-category';

const m = contentMessages.news;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = displayPath(request.url);
  const { category, subcategory } = params;
  if (!subcategory.endsWith(NEWS_CATEGORY_SUFFIX)) throwRouteNotFound(path);
  const sub = subcategory.slice(0, -NEWS_CATEGORY_SUFFIX.length);
  if (!isSlug(sub) || !isSlug(category)) throwRouteNotFound(path);
  const [found, categories] = await Promise.all([
    newsByCategory(context.api, category, sub),
    newsCategories(context.api),
  ]);
  if (!found) throwRouteNotFound(path);
  const origin = new URL(request.url).origin;
  const canonical = newsCategoryPath(found.category.newscategory_slug, found.subcategory.newscategory_slug);
  // A category has no page of its own: the title names both levels.
  const name = m.categoryName(found.category.newscategory_name, found.subcategory.newscategory_name);
  const crumbs = [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: m.listTitle, path: '/news/news-list' },
    { name, path: canonical },
  ];
  return {
    name,
    news: found.news,
    categories,
    crumbs,
    seo: {
      title: m.categoryTitle(name),
      description: m.categoryDescription(name),
      path: canonical,
      origin,
      image: found.news[0]?.news_img ?? null,
      imageHost: context.imageHost,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
  };
}

export default function NewsCategory({ loaderData }: Route.ComponentProps) {
  const { name, news, categories, crumbs } = loaderData;
  const { imageHost } = useShellData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <PageHeading title={name} testId="news-heading" />
      <NewsCategoryNav categories={categories} />
      {news.length > 0 ? (
        <NewsGrid items={news} imageHost={imageHost} />
      ) : (
        <EmptyNote testId="news-empty">{m.empty}</EmptyNote>
      )}
    </div>
  );
}
