// /skincare-advice/{category}/{article}: one article, reached as /skincare-advice/{learntype2_rel2}/{learn_rel3}
// (storefront.md §2.2, §7.3 get-learn-by-slug). Article and BreadcrumbList JSON-LD.
import { contentMessages } from '@shop/core';
import { Breadcrumb } from '../../components/breadcrumbs/page-breadcrumb';
import { isSlug, learnBySlug } from '../../features/content/content-api';
import { RelatedProducts } from '../../features/content/related-products';
import { RichHtml } from '../../features/content/rich-html';
import {
  absoluteImage,
  articleJsonLd,
  breadcrumbJsonLd,
  seoMeta,
  taipeiDate,
} from '../../features/content/seo';
import { learnPath } from '../../lib/links';
import { contentImageUrl } from '../../lib/media';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { useShellData } from '../../lib/shell-data';
import type { Route } from './+types/skincare-article';

const m = contentMessages.advice;
const ARTICLE_IMAGE_WIDTH = 800;
const ARTICLE_IMAGE_HEIGHT = 450;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = displayPath(request.url);
  if (!isSlug(params.category) || !isSlug(params.article)) throwRouteNotFound(path);
  const found = await learnBySlug(context.api, params.article);
  // An article answers only under its own type: /skincare-advice/{other type}/{article} is a 404.
  if (!found || found.learn.learntype2_rel2 !== params.category) throwRouteNotFound(path);
  const { learn } = found;
  const origin = new URL(request.url).origin;
  const canonical = learnPath(learn);
  const crumbs = [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: m.title, path: '/skincare-advice' },
    ...(learn.learntype2_name
      ? [
          {
            name: learn.learntype2_name,
            path: `/skincare-advice/${encodeURIComponent(learn.learntype2_rel2)}`,
          },
        ]
      : []),
    { name: learn.learn_name, path: canonical },
  ];
  const published = taipeiDate(learn.published_at);
  const seo = {
    title: learn.learn_name,
    description: learn.learn_summary,
    path: canonical,
    origin,
    image: learn.learn_image,
    imageHost: context.imageHost,
  };
  return {
    learn,
    published,
    crumbs,
    seo: {
      ...seo,
      type: 'article' as const,
      jsonLd: [
        articleJsonLd({
          origin,
          path: canonical,
          headline: learn.learn_name,
          description: learn.learn_summary,
          image: absoluteImage(seo),
          datePublished: learn.published_at,
        }),
        breadcrumbJsonLd(crumbs, origin),
      ],
    },
  };
}

export default function SkincareArticle({ loaderData }: Route.ComponentProps) {
  const { learn, published, crumbs } = loaderData;
  const { imageHost } = useShellData();
  const image = contentImageUrl(learn.learn_image, imageHost);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={crumbs} />
      <article data-testid="learn-article">
        <header className="mb-6">
          <h1 data-testid="learn-title" className="text-2xl font-semibold leading-snug md:text-3xl">
            {learn.learn_name}
          </h1>
          <time dateTime={published} className="mt-2 block text-sm text-ink-faint">
            {contentMessages.publishedOn(published)}
          </time>
          {learn.learn_summary && <p className="mt-4 text-ink-soft">{learn.learn_summary}</p>}
        </header>
        {image && (
          <img
            src={image}
            alt=""
            width={ARTICLE_IMAGE_WIDTH}
            height={ARTICLE_IMAGE_HEIGHT}
            fetchPriority="high"
            className="mb-6 aspect-video w-full rounded-xl bg-sand object-cover"
          />
        )}
        <RichHtml html={learn.learn_content} testId="learn-content" />
      </article>
      <RelatedProducts title={m.relatedProducts} products={learn.related_products} imageHost={imageHost} />
    </div>
  );
}
