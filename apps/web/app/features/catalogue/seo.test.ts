import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdText, pageMeta, plainText, productJsonLd } from './seo';

const base = {
  name: '維他命C精華',
  description: 'd',
  images: ['https://s.test/upload/a.jpg'],
  sku: '7',
  price: 980,
  inStock: true,
  url: 'https://s.test/c-plus/x',
};

describe('productJsonLd', () => {
  it('carries the TWD price and availability', () => {
    const ld = productJsonLd({ ...base, commentsTotal: 0, rating: null });
    expect(ld.offers).toMatchObject({
      price: 980,
      priceCurrency: 'TWD',
      availability: 'https://schema.org/InStock',
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('adds aggregateRating when comments exist, and OutOfStock', () => {
    const ld = productJsonLd({ ...base, inStock: false, commentsTotal: 12, rating: 4.567 });
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).toMatchObject({ aggregateRating: { ratingValue: 4.6, reviewCount: 12 } });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs with absolute urls', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: '首頁', path: '/' },
        { name: 'C', path: '/c-plus' },
      ],
      'https://s.test',
    );
    expect(ld.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'C',
      item: 'https://s.test/c-plus',
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close the script tag', () => {
    expect(jsonLdText({ a: '</script><script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});

describe('pageMeta and plainText', () => {
  it('builds canonical and og tags', () => {
    const tags = pageMeta({
      title: 'T',
      description: 'D',
      origin: 'https://s.test',
      path: '/a b',
      image: '/upload/x.jpg',
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://s.test/a%20b' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://s.test/upload/x.jpg' });
  });

  it('strips tags and cuts', () => {
    expect(plainText('<p>a&nbsp;<b>b</b></p>')).toBe('a b');
    expect(plainText('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
