// Meta tags of the content pages: title, description, canonical, Open Graph, robots and JSON-LD
// (issue 4 "SEO"). A loader builds a PageSeo; the route's meta turns it into descriptors.
import { contentMessages, pagesMessages, shellMessages } from '@shop/core';
import type { MetaDescriptor } from 'react-router';
import { contentImageUrl } from '../../lib/media';
import { breadcrumbJsonLd, type Crumb, openGraphTags } from '../../lib/seo';

export { breadcrumbJsonLd, type Crumb, plainText } from '../../lib/seo';
export { taipeiDate } from '../catalogue/read';

export interface PageSeo {
  title: string;
  description: string;
  /** The canonical path ('/about-us'), the same whichever spelling was asked for. */
  path: string;
  origin: string;
  image?: string | null;
  imageHost?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Structured data, one script per entry. */
  jsonLd?: readonly object[];
}

/** A page one step below the home page: its breadcrumb. */
export function crumbsBelowHome(title: string, path: string): Crumb[] {
  return [
    { name: contentMessages.breadcrumbHome, path: '/' },
    { name: title, path },
  ];
}

/** The PageSeo of a page one step below home, with its BreadcrumbList, for the request's origin. */
export function seoBelowHome(
  page: { title: string; description: string; path: string },
  requestUrl: string,
): PageSeo {
  const origin = new URL(requestUrl).origin;
  return {
    ...page,
    origin,
    jsonLd: [breadcrumbJsonLd(crumbsBelowHome(page.title, page.path), origin)],
  };
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

export function absoluteImage(seo: Pick<PageSeo, 'image' | 'imageHost' | 'origin'>): string | null {
  const image = contentImageUrl(seo.image, seo.imageHost ?? null);
  return image ? absoluteUrl(seo.origin, image) : null;
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo)
    return [
      { title: pagesMessages.titleWithBrand(pagesMessages.notFound.metaTitle, shellMessages.brandName) },
    ];
  const tags = openGraphTags({
    title: seo.title,
    description: seo.description,
    url: absoluteUrl(seo.origin, seo.path),
    type: seo.type ?? 'website',
    image: absoluteImage(seo),
  });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const data of seo.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

export function articleJsonLd(input: {
  origin: string;
  path: string;
  headline: string;
  description: string;
  image: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: absoluteUrl(input.origin, input.path),
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified || input.datePublished
      ? { dateModified: input.dateModified ?? input.datePublished }
      : {}),
    author: { '@type': 'Organization', name: shellMessages.brandName },
    publisher: { '@type': 'Organization', name: shellMessages.brandName },
  };
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
