import { shellMessages } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { itemListJsonLd, organizationJsonLd, webSiteJsonLd } from './seo.ts';

const origin = 'https://shop.example';

describe('home page structured data (issue 10: the home page had none)', () => {
  it('names the shop as an Organization with its logo', () => {
    expect(organizationJsonLd(origin, '/favicon.svg')).toMatchObject({
      '@type': 'Organization',
      name: shellMessages.brandName,
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
    });
  });

  it('offers a SearchAction on the shop search address /search/{keyword}', () => {
    const site = webSiteJsonLd(origin);
    expect(site['@type']).toBe('WebSite');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/search/{search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('itemListJsonLd (category and series pages)', () => {
  it('lists the products in page order with absolute addresses', () => {
    const list = itemListJsonLd(
      [
        { name: '15%維他命C亮白精華', path: '/c-plus/vitamin-c-serum-15' },
        { name: '維他命C化妝水', path: '/c-plus/vitamin-c-toner' },
      ],
      origin,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: '15%維他命C亮白精華',
          url: 'https://shop.example/c-plus/vitamin-c-serum-15',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: '維他命C化妝水',
          url: 'https://shop.example/c-plus/vitamin-c-toner',
        },
      ],
    });
  });
});
