import { describe, expect, it } from 'vitest';
import { promotionDetailMeta, saleEventList } from './promotion-parts.tsx';

const head = {
  id: 3,
  name: '維他命C 限時優惠',
  description: '',
  banner: 'demo-art-sale-c-plus.webp',
  start: '2026-11-01',
  end: '2026-12-31',
};

describe('promotionDetailMeta', () => {
  it('shares the banner from /upload/, where the page itself shows it (issue 10: it pointed at /{file})', () => {
    const tags = promotionDetailMeta(saleEventList, {
      head,
      origin: 'https://shop.example',
      imageHost: null,
    });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://shop.example/upload/demo-art-sale-c-plus.webp',
    });
  });

  it('uses the image host when one is set', () => {
    const tags = promotionDetailMeta(saleEventList, {
      head,
      origin: 'https://shop.example',
      imageHost: 'https://img.example',
    });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://img.example/upload/demo-art-sale-c-plus.webp',
    });
  });
});
