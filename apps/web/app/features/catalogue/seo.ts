// Meta tags and JSON-LD of the shopping pages: title, description, canonical, Open Graph, Product and
// BreadcrumbList (issue 4 'SEO').
import { pagesMessages, shellMessages } from '@shop/core';
import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute origin of the request ('https://shop.example'). */
  origin: string;
  /** The canonical shop path ('/c-plus'). */
  path: string;
  /** Absolute or root-relative image address. */
  image?: string | null;
  type?: 'website' | 'product';
  noindex?: boolean;
}

export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = pagesMessages.titleWithBrand(seo.title, shellMessages.brandName);
  const url = new URL(seo.path, seo.origin).href;
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
  if (seo.image) tags.push({ property: 'og:image', content: new URL(seo.image, seo.origin).href });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/** Plain text of an HTML fragment, cut to a description's length. */
export function plainText(html: string, max = 150): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  images: readonly string[];
  sku: string;
  /** What the shopper pays, in TWD. */
  price: number;
  inStock: boolean;
  url: string;
  commentsTotal: number;
  /** Average stars (1–5); null without comments. */
  rating: number | null;
}

export function productJsonLd(input: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.images,
    sku: input.sku,
    brand: { '@type': 'Brand', name: shellMessages.brandName },
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.price,
      priceCurrency: 'TWD',
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(input.commentsTotal > 0 && input.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(input.rating * 10) / 10,
            reviewCount: input.commentsTotal,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
