import { count, eq, ilike, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../src/database.ts';
import {
  homeBanners,
  homeVideos,
  hotProducts,
  learns,
  learnTypes,
  legacyRedirects,
  mainMenus,
  news,
  products,
  rewrites,
  SERIES_SLUGS,
  sells,
  settings,
  smallCarousels,
  subMenus,
} from '../src/schema/index.ts';
import { isDatabaseEmpty, isDemoImage, renderDemoImage, seedDemoShop } from './index.ts';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  db = handle.db;
});

afterAll(async () => {
  await handle?.close();
});

const countOf = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

describe('seedDemoShop', () => {
  it('seeds an empty database', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoShop(db);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('loads at least 60 products spread over all 11 series', async () => {
    const rows = await db
      .select({ slug: products.series_slug, price: products.p_price, sale: products.discounted_price })
      .from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.slug))).toEqual(new Set(SERIES_SLUGS));
    for (const r of rows) {
      expect(r.price).toBeGreaterThanOrEqual(480);
      expect(r.price).toBeLessThanOrEqual(3680);
      expect(r.sale).toBeLessThanOrEqual(r.price);
    }
    expect(rows.some((r) => r.sale < r.price)).toBe(true);
    const soldOut = await db.select({ n: count() }).from(products).where(eq(products.stock, 0));
    expect(soldOut[0]!.n).toBeGreaterThan(0);
  });

  it('creates the nine main menus and the 2025 member-benefit submenu under menu 14', async () => {
    const ids = (await db.select({ id: mainMenus.mainmenu_id }).from(mainMenus)).map((r) => r.id);
    expect(ids.sort((a, b) => a - b)).toEqual([6, 7, 10, 13, 14, 15, 18, 20, 22]);
    const benefit = await db.select().from(subMenus).where(eq(subMenus.submenu_name, '2025全新會員福利'));
    expect(benefit).toHaveLength(1);
    expect(benefit[0]!.mainmenu_id).toBe(14);
    const seriesLinks = await db
      .select({ link: subMenus.submenu_link })
      .from(subMenus)
      .where(eq(subMenus.mainmenu_id, 15));
    expect(seriesLinks.map((r) => r.link)).toEqual(expect.arrayContaining([...SERIES_SLUGS]));
    const hidden = await db
      .select({ n: count() })
      .from(subMenus)
      .where(sql`${subMenus.submenu_show} = 0 or ${subMenus.submenu_open} = 0`);
    expect(hidden[0]!.n).toBeGreaterThan(0);
    const [hot] = await db.select().from(mainMenus).where(eq(mainMenus.mainmenu_id, 20));
    expect(hot!.mainmenu_image1).toMatch(/\.webp$/);
  });

  it('loads news, articles in several types, and the home page', async () => {
    expect(await countOf(news)).toBeGreaterThanOrEqual(12);
    expect(await countOf(learns)).toBeGreaterThanOrEqual(20);
    const typesInUse = await db.selectDistinct({ id: learns.learntype2_id }).from(learns);
    expect(typesInUse.length).toBeGreaterThanOrEqual(3);
    expect(await countOf(learnTypes)).toBeGreaterThanOrEqual(4);
    expect(await countOf(homeBanners)).toBe(4);
    expect(await countOf(smallCarousels)).toBeGreaterThanOrEqual(4);
    expect(await countOf(homeVideos)).toBe(1);
    expect(await countOf(hotProducts)).toBeGreaterThanOrEqual(8);
  });

  it('gives every sell a unique href with a matching sell rewrite', async () => {
    const rows = await db
      .select({
        sellId: sells.sell_id,
        href: sells.href,
        target: rewrites.target_id,
        type: rewrites.target_type,
      })
      .from(sells)
      .leftJoin(rewrites, eq(rewrites.href, sells.href));
    expect(new Set(rows.map((r) => r.href)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.href).toMatch(/^[a-z0-9+-]+\/[a-z0-9-]+$/);
      expect(r.type).toBe('sell');
      expect(r.target).toBe(r.sellId);
    }
  });

  it('stores the settings and legacy redirects the shell needs', async () => {
    const all = Object.fromEntries((await db.select().from(settings)).map((s) => [s.key, s.value]));
    expect(all.site_name).toBeTruthy();
    expect(all.top_message).toContain('價值$2425');
    expect(JSON.parse(all.page_404!)).toMatchObject({ title: expect.any(String), links: expect.any(Array) });
    const legacy = Object.fromEntries(
      (await db.select().from(legacyRedirects)).map((r) => [r.php_file, r.target_path]),
    );
    expect(legacy).toMatchObject({
      'gift3-5.php': '/gift3-5',
      'member_2025.php': '/member-benefit',
      'index.php': '/',
    });
  });

  it('finds Chinese product names by substring', async () => {
    const hits = await db
      .select({ name: products.p_name })
      .from(products)
      .where(ilike(products.p_name, '%精華%'));
    expect(hits.length).toBeGreaterThan(5);
  });

  it('does nothing when run again', async () => {
    const before = await countOf(products);
    await seedDemoShop(db);
    expect(await countOf(products)).toBe(before);
    expect(await countOf(mainMenus)).toBe(9);
  });
});

describe('renderDemoImage', () => {
  it('draws a WebP of the requested width, keeping the aspect ratio', async () => {
    const image = await renderDemoImage('demo-product-12.webp', 300);
    expect(image?.contentType).toBe('image/webp');
    const meta = await sharp(image!.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 300 });
    const banner = await sharp((await renderDemoImage('demo-banner-1.webp', 960))!.body).metadata();
    expect(banner).toMatchObject({ width: 960, height: 320 });
  });

  it('answers AVIF for .avif names and JPEG for the placeholder', async () => {
    expect((await renderDemoImage('demo-news-3.avif', 200))?.contentType).toBe('image/avif');
    const placeholder = await renderDemoImage('default-product.jpg');
    expect((await sharp(placeholder!.body).metadata()).format).toBe('jpeg');
  });

  it('is deterministic', async () => {
    const a = await renderDemoImage('demo-learn-4.webp', 120);
    const b = await renderDemoImage('demo-learn-4.webp', 120);
    expect(a!.body.equals(b!.body)).toBe(true);
  });

  it('returns null for names it does not know', async () => {
    for (const name of [
      'photo.webp',
      'demo-product-9999.webp',
      'demo-product-1.png',
      'demo-menu-99-1.webp',
      '../etc/passwd',
    ]) {
      expect(await renderDemoImage(name)).toBeNull();
    }
  });

  it('can draw every image name the seed stores', async () => {
    const names = new Set<string>();
    for (const r of await db.select({ a: products.p_img }).from(products)) names.add(r.a);
    for (const r of await db.select({ a: sells.sell_image }).from(sells)) names.add(r.a);
    for (const r of await db.select({ a: news.news_img }).from(news)) names.add(r.a);
    for (const r of await db.select({ a: learns.learn_image }).from(learns)) names.add(r.a);
    for (const r of await db.select().from(homeBanners)) names.add(r.banner_image).add(r.banner_mobile_image);
    for (const r of await db.select({ a: smallCarousels.carousel_image }).from(smallCarousels))
      names.add(r.a);
    for (const r of await db.select({ a: homeVideos.video_poster }).from(homeVideos)) names.add(r.a);
    for (const menu of await db.select().from(mainMenus)) {
      for (const [key, value] of Object.entries(menu)) {
        if (/^mainmenu_(mobile_)?image\d$/.test(key) && typeof value === 'string') names.add(value);
      }
    }
    expect(names.size).toBeGreaterThan(100);
    for (const name of names) {
      expect(isDemoImage(name), name).toBe(true);
      const image = await renderDemoImage(name, 32);
      expect((await sharp(image!.body).metadata()).width, name).toBe(32);
    }
  });
});
