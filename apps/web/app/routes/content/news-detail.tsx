// /news/{id}: one news item (storefront.md §2.2, §7.3 news/{id}). Unknown ids answer 404.

import { IdParam } from '@shop/contracts';
import { contentMessages } from '@shop/core';
import { Link } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import { orNull } from '../../features/content/content-api';
import { RichHtml } from '../../features/content/rich-html';
import {
  absoluteImage,
  articleJsonLd,
  breadcrumbJsonLd,
  seoMeta,
  taipeiDate,
} from '../../features/content/seo';
import { contentImageUrl } from '../../lib/media';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/news-detail';

const m = contentMessages.news;
const NEWS_IMAGE_WIDTH = 800;
const NEWS_IMAGE_HEIGHT = 450;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = displayPath(request.url);
  const id = IdParam.safeParse({ id: params.id });
  if (!id.success || !/^\d+$/.test(params.id)) throwRouteNotFound(path);
  const found = await orNull(() => context.api.newsById(id.data.id));
  if (!found) throwRouteNotFound(path);
  const { news } = found;
  const origin = new URL(request.url).origin;
  const canonical = `/news/${news.news_id}`;
  const crumbs = [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: m.listTitle, path: '/news/news-list' },
    { name: news.news_title, path: canonical },
  ];
  const seo = {
    title: news.news_title,
    description: news.news_summary,
    path: canonical,
    origin,
    image: news.news_img,
    imageHost: context.imageHost,
  };
  return {
    news,
    crumbs,
    seo: {
      ...seo,
      type: 'article' as const,
      jsonLd: [
        articleJsonLd({
          origin,
          path: canonical,
          headline: news.news_title,
          description: news.news_summary,
          image: absoluteImage(seo),
          datePublished: news.news_date,
        }),
        breadcrumbJsonLd(crumbs, origin),
      ],
    },
  };
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { news, crumbs } = loaderData;
  const { imageHost } = useShellData();
  const image = contentImageUrl(news.news_img, imageHost);
  return (
    <article data-testid="news-detail" className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <header className="mb-6">
        <h1 data-testid="news-title" className="text-2xl font-semibold leading-snug md:text-3xl">
          {news.news_title}
        </h1>
        <time dateTime={news.news_date} className="mt-2 block text-sm text-ink-faint">
          {contentMessages.publishedOn(taipeiDate(news.news_date))}
        </time>
      </header>
      {image && (
        <img
          src={image}
          alt=""
          width={NEWS_IMAGE_WIDTH}
          height={NEWS_IMAGE_HEIGHT}
          fetchPriority="high"
          className="mb-6 aspect-video w-full rounded-xl bg-sand object-cover"
        />
      )}
      <RichHtml html={news.news_content} testId="news-content" />
      <p className="mt-10 text-center">
        <Link
          to="/news/news-list"
          className="inline-block rounded-full border border-ink px-6 py-2 text-sm hover:bg-ink hover:text-surface"
        >
          {contentMessages.backToList}
        </Link>
      </p>
    </article>
  );
}
