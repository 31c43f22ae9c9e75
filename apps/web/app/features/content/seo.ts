// Meta tags of the content pages: title, description, canonical, Open Graph, robots and JSON-LD
// (issue 4 "SEO"). A loader builds a PageSeo; the route's meta turns it into descriptors.
import { pagesMessages, shellMessages } from '@shop/core';
import type { MetaDescriptor } from 'react-router';
import { contentImageUrl } from '../../lib/media';

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

const DESCRIPTION_MAX = 160;

/** Plain text of sanitized HTML, whitespace collapsed, cut for a description. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
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
  const title = pagesMessages.titleWithBrand(seo.title, shellMessages.brandName);
  const url = absoluteUrl(seo.origin, seo.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: shellMessages.brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'zh_TW' },
  ];
  const image = absoluteImage(seo);
  if (image) tags.push({ property: 'og:image', content: image });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const data of seo.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
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

/** 'YYYY-MM-DD' of an ISO date, in Taipei. */
export function taipeiDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
}
