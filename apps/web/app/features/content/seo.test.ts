import { describe, expect, it } from 'vitest';
import { articleJsonLd, faqJsonLd, plainText, seoMeta, taipeiDate } from './seo';

describe('content SEO', () => {
  it('builds canonical, Open Graph, robots and JSON-LD descriptors', () => {
    const tags = seoMeta({
      title: '關於我們',
      description: '品牌故事',
      path: '/about-us',
      origin: 'https://shop.example',
      noindex: true,
      jsonLd: [faqJsonLd([{ question: 'Q', answer: '<p>A</p>' }])],
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/about-us' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example/about-us' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(true);
  });

  it('describes an article for search engines', () => {
    const data = articleJsonLd({
      origin: 'https://shop.example',
      path: '/skincare-advice/acne/a',
      headline: 'H',
      description: 'D',
      image: null,
      datePublished: '2026-01-01',
    }) as Record<string, unknown>;
    expect(data['@type']).toBe('Article');
    expect(data.mainEntityOfPage).toBe('https://shop.example/skincare-advice/acne/a');
    expect(data).not.toHaveProperty('image');
  });

  it('makes plain text of HTML and Taipei dates of ISO times', () => {
    expect(plainText('<p>a&amp;b</p>\n<p>c</p>')).toBe('a&b c');
    expect(plainText('x'.repeat(200)).length).toBe(160);
    expect(taipeiDate('2026-01-04T18:00:00.000Z')).toBe('2026-01-05');
  });
});
