// Meta tags and JSON-LD of the shopping pages: title, description, canonical, Open Graph, Product and
// BreadcrumbList (issue 4 'SEO').
import { shellMessages } from '@shop/core';
import type { MetaDescriptor } from 'react-router';
import { openGraphTags } from '../../lib/seo';

export { breadcrumbJsonLd, type Crumb, plainText } from '../../lib/seo';

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
  const tags = openGraphTags({
    title: seo.title,
    description: seo.description,
    url: new URL(seo.path, seo.origin).href,
    type: seo.type ?? 'website',
    image: seo.image ? new URL(seo.image, seo.origin).href : null,
  });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
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
