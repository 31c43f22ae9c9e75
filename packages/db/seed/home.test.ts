import { bannerWords } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { BANNER_SIZE, BANNERS, CAROUSEL_SIZE, CAROUSELS, MOBILE_BANNER_SIZE } from './home.ts';
import { renderDemoImage } from './images/index.ts';
import { promoScene } from './images/promo-scenes.ts';

const HAN = /\p{Script=Han}/u;

describe('home banner and small-carousel words (issue 10)', () => {
  it('every banner and card has a Chinese headline, sub line and call to action for the page to write', () => {
    for (const { title } of [...BANNERS, ...CAROUSELS]) {
      const words = bannerWords(title);
      expect(words.headline).toMatch(HAN);
      expect(words.subline).toMatch(HAN);
      expect(words.callToAction).toMatch(HAN);
    }
    expect(bannerWords(BANNERS[0]!.title)).toEqual({
      headline: '25%維他命C高濃度精華',
      subline: '新品上市・提亮暗沉、撫平細紋',
      callToAction: '立即選購',
    });
  });

  it('their art carries no words: no headline, caption or button drawn into the image', () => {
    const sizes = [BANNER_SIZE, MOBILE_BANNER_SIZE, CAROUSEL_SIZE];
    for (const { art } of [...BANNERS, ...CAROUSELS]) {
      for (const size of sizes) {
        const svg = promoScene(art, [], size, 1);
        expect(svg).not.toContain('<text');
      }
    }
  });

  it('still draws the art images', async () => {
    const image = await renderDemoImage('demo-banner-m-1.webp');
    expect(image?.contentType).toBe('image/webp');
    expect(image!.body.length).toBeGreaterThan(1000);
  });
});
