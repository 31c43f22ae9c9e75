import { describe, expect, it } from 'vitest';
import { allArt, CARD_ART_SIZE, WIDE_ART_SIZE } from '../art.ts';
import { NEWS } from '../content.ts';
import { VIDEO_SIZE } from '../home.ts';
import { ARTICLES } from '../learns.ts';
import { MENU_IMAGES } from '../menus.ts';
import { learnScene, newsScene } from './editorial-scenes.ts';
import { LEARN_IMAGE_SIZE, MENU_IMAGE_SIZE, NEWS_IMAGE_SIZE, renderDemoImage } from './index.ts';
import { posterScene, promoScene } from './promo-scenes.ts';

/** The words an SVG drawing writes (<text> contents). */
const wordsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

// The generator has no CJK font, so any words it drew were English; the pages write Chinese as HTML.
// Packs on the stage carry their own printed labels; the scenes are drawn here without packs.
describe('demo art draws no words (issue 10)', () => {
  it('page banners and promotion art (demo-art-*)', () => {
    const art = allArt();
    expect(art.length).toBeGreaterThan(30);
    for (const [key, seed] of art) {
      const svg = promoScene(seed.art, [], seed.wide ? WIDE_ART_SIZE : CARD_ART_SIZE, 1);
      expect(wordsOf(svg), key).toEqual([]);
    }
  });

  it('mega-menu promo images', () => {
    const images = Object.values(MENU_IMAGES).flat();
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) {
      if (image.art) expect(wordsOf(promoScene(image.art, [], MENU_IMAGE_SIZE, 1)), image.image).toEqual([]);
    }
  });

  it('the home video poster', () => {
    expect(wordsOf(posterScene([], VIDEO_SIZE))).toEqual([]);
  });

  it('news cards show only their date, article cards nothing', () => {
    for (const news of NEWS) {
      expect(wordsOf(newsScene(news.date, news.colour, NEWS_IMAGE_SIZE, 1))).toEqual([
        news.date.replace(/-/g, '.'),
      ]);
    }
    for (const article of ARTICLES) {
      expect(wordsOf(learnScene(article.type.motif, article.type.colour, LEARN_IMAGE_SIZE, 1))).toEqual([]);
    }
  });

  it('still renders the images', async () => {
    const menuImage = Object.values(MENU_IMAGES)
      .flat()
      .find((image) => image.art)!.image;
    for (const name of ['demo-art-sale-c-plus.webp', menuImage, 'demo-video-1.webp', 'demo-news-1.webp']) {
      const image = await renderDemoImage(name);
      expect(image?.contentType, name).toBe('image/webp');
      expect(image!.body.length, name).toBeGreaterThan(1000);
    }
  });
});
