// What every page's meta shares: the Open Graph set, plain-text descriptions and the breadcrumb's
// JSON-LD (issue 4 'SEO'). The shopping and content pages add their own structured data on top.
import { pagesMessages, shellMessages } from '@shop/core';
import type { MetaDescriptor } from 'react-router';

export interface Crumb {
  name: string;
  path: string;
}

const DESCRIPTION_MAX = 160;

/** Plain text of sanitized HTML, entities decoded, whitespace collapsed, cut for a description. */
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

/** Title with the brand, description, canonical link and the Open Graph tags of one page. */
export function openGraphTags(page: {
  title: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  type: string;
  /** Absolute image address, if any. */
  image: string | null;
}): MetaDescriptor[] {
  const title = pagesMessages.titleWithBrand(page.title, shellMessages.brandName);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: page.url },
    { property: 'og:type', content: page.type },
    { property: 'og:site_name', content: shellMessages.brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.url },
    { property: 'og:locale', content: 'zh_TW' },
  ];
  if (page.image) tags.push({ property: 'og:image', content: page.image });
  return tags;
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

/** The shop itself (home page): name, address and logo for search engines. */
export function organizationJsonLd(origin: string, logoPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shellMessages.brandName,
    alternateName: shellMessages.brandLatin,
    url: new URL('/', origin).href,
    logo: new URL(logoPath, origin).href,
  };
}

/** The site with its search (home page): /search/{keyword} is the shop's search address. */
export function webSiteJsonLd(origin: string) {
  const home = new URL('/', origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: shellMessages.brandName,
    url: home,
    inLanguage: 'zh-TW',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The products a list page shows, in its order (category, series and shortcut pages). */
export function itemListJsonLd(items: readonly { name: string; path: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: new URL(item.path, origin).href,
    })),
  };
}
