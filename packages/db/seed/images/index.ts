import sharp, { type Sharp } from 'sharp';
import { CARD_ART_SIZE, findArt, WIDE_ART_SIZE } from '../art.ts';
import { CATALOGUE, type CatalogueEntry, findProduct, HOT_PRODUCT_HREFS } from '../catalogue.ts';
import '../catalogue-details.ts';
import '../promotions.ts';
import '../content-pages.ts';
import { NEWS } from '../content.ts';
import { BANNER_SIZE, BANNERS, CAROUSEL_SIZE, CAROUSELS, MOBILE_BANNER_SIZE, VIDEO_SIZE } from '../home.ts';
import { ARTICLES } from '../learns.ts';
import { MENU_IMAGES, type PromoArt } from '../menus.ts';
import { learnScene, newsScene } from './editorial-scenes.ts';
import { posterScene, promoScene } from './promo-scenes.ts';
import { placeholderScene, productScene, type Size } from './stage.ts';
import { hashName, svgDocument } from './svg.ts';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

export const PRODUCT_IMAGE_SIZE: Size = { width: 800, height: 800 };
export const NEWS_IMAGE_SIZE: Size = { width: 800, height: 500 };
export const LEARN_IMAGE_SIZE: Size = { width: 800, height: 450 };
export const MENU_IMAGE_SIZE: Size = { width: 640, height: 400 };
export const PLACEHOLDER_NAME = 'default-product.jpg';

/** Widths are clamped so a request cannot ask for a huge render. */
const MIN_WIDTH = 16;
const MAX_UPSCALE = 2;

interface Drawing {
  size: Size;
  draw: (seed: number) => string;
}

const productsOf = (numbers: number[]): CatalogueEntry[] =>
  numbers.map((n) => CATALOGUE[n - 1]).filter((p): p is CatalogueEntry => p !== undefined);

const promo = (art: PromoArt, size: Size): Drawing => ({
  size,
  draw: (seed) => promoScene(art, productsOf(art.products), size, seed),
});

/** 1-based lookup in a list, or undefined when out of range. */
/**
 * The n-th entry for a number written the canonical way only: '0047' or '47.0' name no picture, so
 * aliases cannot make the server draw (and keep) the same image under endless names.
 */
const nth = <T>(list: readonly T[], n: string | undefined): T | undefined =>
  n !== undefined && /^[1-9]\d{0,5}$/.test(n) ? list[Number(n) - 1] : undefined;

const ROUTES: [RegExp, (m: RegExpExecArray) => Drawing | undefined][] = [
  [
    /^demo-product-(\d+)$/,
    (m) => {
      const p = nth(CATALOGUE, m[1]);
      return p && { size: PRODUCT_IMAGE_SIZE, draw: (seed) => productScene(p, PRODUCT_IMAGE_SIZE, seed) };
    },
  ],
  [
    // Gallery shots of a product: the same pack, staged with another seed.
    /^demo-product-(\d+)-([2-6])$/,
    (m) => {
      const p = nth(CATALOGUE, m[1]);
      return p && { size: PRODUCT_IMAGE_SIZE, draw: (seed) => productScene(p, PRODUCT_IMAGE_SIZE, seed) };
    },
  ],
  [
    /^demo-art-([a-z0-9-]+)$/,
    (m) => {
      const found = findArt(m[1]!);
      return found && promo(found.art, found.wide ? WIDE_ART_SIZE : CARD_ART_SIZE);
    },
  ],
  [
    /^demo-banner-(m-)?(\d+)$/,
    (m) => {
      const b = nth(BANNERS, m[2]);
      return b && promo(b.art, m[1] ? MOBILE_BANNER_SIZE : BANNER_SIZE);
    },
  ],
  [
    /^demo-carousel-(\d+)$/,
    (m) => {
      const c = nth(CAROUSELS, m[1]);
      return c && promo(c.art, CAROUSEL_SIZE);
    },
  ],
  [
    /^demo-menu-(\d+)-(\d+)$/,
    (m) => {
      const art = nth(MENU_IMAGES[Number(m[1])] ?? [], m[2])?.art;
      return art && promo(art, MENU_IMAGE_SIZE);
    },
  ],
  [
    /^demo-news-(\d+)$/,
    (m) => {
      const n = nth(NEWS, m[1]);
      return (
        n && {
          size: NEWS_IMAGE_SIZE,
          draw: (seed) => newsScene(n.date, n.colour, NEWS_IMAGE_SIZE, seed),
        }
      );
    },
  ],
  [
    /^demo-learn-(\d+)$/,
    (m) => {
      const a = nth(ARTICLES, m[1]);
      return (
        a && {
          size: LEARN_IMAGE_SIZE,
          draw: (seed) => learnScene(a.type.motif, a.type.colour, LEARN_IMAGE_SIZE, seed),
        }
      );
    },
  ],
  [
    /^demo-video-1$/,
    () => ({
      size: VIDEO_SIZE,
      draw: () => posterScene(HOT_PRODUCT_HREFS.slice(0, 4).map(findProduct), VIDEO_SIZE),
    }),
  ],
];

// Low encoder effort keeps a render well under 50 ms; the flat artwork compresses well anyway.
const LARGE_IMAGE_PIXELS = 900_000;
const FORMATS = {
  webp: {
    contentType: 'image/webp',
    encode: (s: Sharp, pixels: number) =>
      s.webp({ quality: 82, effort: pixels > LARGE_IMAGE_PIXELS ? 0 : 1 }),
  },
  avif: { contentType: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 55, effort: 0 }) },
  jpg: { contentType: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 85 }) },
} as const;

function findDrawing(
  name: string,
): { drawing: Drawing; format: keyof typeof FORMATS; stem: string } | undefined {
  if (name === PLACEHOLDER_NAME) {
    return {
      drawing: { size: PRODUCT_IMAGE_SIZE, draw: () => placeholderScene(PRODUCT_IMAGE_SIZE) },
      format: 'jpg',
      stem: name,
    };
  }
  const ext = /\.(webp|avif)$/.exec(name);
  if (!ext) return undefined;
  const stem = name.slice(0, -ext[0].length);
  for (const [pattern, build] of ROUTES) {
    const m = pattern.exec(stem);
    if (!m) continue;
    const drawing = build(m);
    return drawing && { drawing, format: ext[1] as 'webp' | 'avif', stem };
  }
  return undefined;
}

/** Whether `name` is one of the generated demo images. */
export function isDemoImage(name: string): boolean {
  return findDrawing(name) !== undefined;
}

/**
 * Draws a demo image by its stored file name ('demo-product-12.webp', 'demo-banner-m-2.avif',
 * 'default-product.jpg' …), `width` pixels wide when given (aspect kept); null for other names.
 * The same name always gives the same picture.
 */
export async function renderDemoImage(name: string, width?: number): Promise<RenderedImage | null> {
  const found = findDrawing(name);
  if (!found) return null;
  const { size } = found.drawing;
  const outWidth = width
    ? Math.round(Math.min(Math.max(width, MIN_WIDTH), size.width * MAX_UPSCALE))
    : size.width;
  const out = { width: outWidth, height: Math.max(1, Math.round((size.height * outWidth) / size.width)) };
  const svg = svgDocument(size, out, found.drawing.draw(hashName(found.stem)));
  const format = FORMATS[found.format];
  const body = await format.encode(sharp(Buffer.from(svg)).removeAlpha(), out.width * out.height).toBuffer();
  return { body, contentType: format.contentType };
}
