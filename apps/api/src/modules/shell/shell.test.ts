import {
  ErrorBody,
  HomeBannersAnswer,
  HomeVideoAnswer,
  HotProductsAnswer,
  MainMenuAnswer,
  MainMenuWithSubMenuAnswer,
  NotFoundPageAnswer,
  RewritesAnswer,
  SettingAnswer,
  SmallCarouselsAnswer,
  SubMenuAnswer,
} from '@shop/contracts';
import { SERVICE_CACHE_MS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { HIDDEN } from '../../../test/hidden-rows.ts';

const API = '/front-stage/v1';
/** Menu ids of storefront.md §9. */
const SHOP_MENU_IDS = [6, 7, 10, 13, 14, 15, 18, 20, 22];

let t: TestApp;
/** Added to the clock of the kept answers: moving it on ends their lifetimes. */
// Moves are one ms past a lifetime: a kept answer is stale only after its lifetime, so a move of
// exactly the lifetime leaves it fresh when the next request comes within the same millisecond.
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await buildTestApp({ answerCacheNow: () => Date.now() + clockOffsetMs });
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url: `${API}${url}` });
}

describe('main-menu', () => {
  it('lists the shown main menu items in mainmenu_sort order', async () => {
    const res = await get('/main-menu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    const { mainMenu } = MainMenuAnswer.parse(res.json());
    expect(mainMenu.map((m) => m.mainmenu_id)).toEqual(expect.arrayContaining(SHOP_MENU_IDS));
    const sorts = mainMenu.map((m) => m.mainmenu_sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(mainMenu.map((m) => m.mainmenu_id)).not.toContain(HIDDEN.mainMenuId);
    expect(mainMenu[0]).not.toHaveProperty('mainmenu_show');
  });
});

describe('sub-menu', () => {
  it('lists every submenu row, hidden and closed ones included', async () => {
    const res = await get('/sub-menu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { subMenu } = SubMenuAnswer.parse(res.json());
    const rows = await t.db.select().from(schema.subMenus);
    expect(subMenu).toHaveLength(rows.length);
    expect(subMenu.find((s) => s.submenu_name === '2025全新會員福利')?.mainmenu_id).toBe(14);
    for (const hidden of HIDDEN.subMenuNames) expect(subMenu.map((s) => s.submenu_name)).toContain(hidden);
  });
});

describe('main-menu-with-sub-menu/{id}', () => {
  it('answers the item with its shown and open submenus, highest submenu_sort first', async () => {
    const res = await get('/main-menu-with-sub-menu/14');
    expect(res.statusCode).toBe(200);
    const { mainMenu } = MainMenuWithSubMenuAnswer.parse(res.json());
    expect(mainMenu.mainmenu_id).toBe(14);
    const names = mainMenu.subMenu.map((s) => s.submenu_name);
    expect(names).toContain('2025全新會員福利');
    for (const hidden of HIDDEN.subMenuNames) expect(names).not.toContain(hidden);
    for (const sub of mainMenu.subMenu) {
      expect(sub).toMatchObject({ mainmenu_id: 14, submenu_show: 1, submenu_open: 1 });
    }
    const sorts = mainMenu.subMenu.map((s) => s.submenu_sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['999999']) {
      const res = await get(`/main-menu-with-sub-menu/${id}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });

  it('answers 422 for a non-numeric or non-positive id, or one past the PostgreSQL integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/main-menu-with-sub-menu/${id}`);
      expect(res.statusCode).toBe(422);
      const body = ErrorBody.parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors).toHaveProperty('id');
    }
  });
});

describe('home page sections', () => {
  it('home-banners', async () => {
    const res = await get('/home-banners');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    expect(HomeBannersAnswer.parse(res.json()).homeBanners.length).toBeGreaterThan(0);
  });

  it('get-small-carousels', async () => {
    const res = await get('/get-small-carousels');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(SmallCarouselsAnswer.parse(res.json()).smallCarousels.length).toBeGreaterThan(0);
  });

  it('get-hot-products gives product cards with discount_price = discounted_price, one per product', async () => {
    const res = await get('/get-hot-products');
    expect(res.statusCode).toBe(200);
    const { hotProducts } = HotProductsAnswer.parse(res.json());
    expect(hotProducts.length).toBeGreaterThan(0);
    for (const card of hotProducts) expect(card.discount_price).toBe(card.discounted_price);
    expect(hotProducts.map((c) => c.sell_name)).not.toContain(HIDDEN.sellNames[0]);
    expect(new Set(hotProducts.map((c) => c.p_id)).size).toBe(hotProducts.length);
  });

  it('get-home-video', async () => {
    const res = await get('/get-home-video');
    expect(res.statusCode).toBe(200);
    expect(HomeVideoAnswer.parse(res.json()).homeVideo).not.toBeNull();
  });
});

describe('get-setting-by-key', () => {
  it('answers a known setting', async () => {
    const [row] = await t.db.select().from(schema.settings).limit(1);
    const res = await get(`/get-setting-by-key?key=${encodeURIComponent(row!.key)}`);
    expect(res.statusCode).toBe(200);
    expect(SettingAnswer.parse(res.json()).setting).toEqual({ key: row!.key, value: row!.value });
  });

  it('answers 404 for an unknown key and 422 without one', async () => {
    const unknown = await get('/get-setting-by-key?key=no_such_setting');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBody.parse(unknown.json()).code).toBe('NOT_FOUND');
    for (const query of ['', '?key=', '?key=%20%20']) {
      const res = await get(`/get-setting-by-key${query}`);
      expect(res.statusCode).toBe(422);
      expect(ErrorBody.parse(res.json()).errors).toHaveProperty('key');
    }
  });
});

describe('rewrites', () => {
  it('get-rewrite lists every rewrite', async () => {
    const res = await get('/get-rewrite');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { rewrites } = RewritesAnswer.parse(res.json());
    const rows = await t.db.select().from(schema.rewrites);
    expect(rewrites).toHaveLength(rows.length);
  });

  it.each([
    ['/get-product-type-rewrite', 'product_type'],
    ['/get-sell-type-rewrite', 'sell_type'],
  ])('%s keeps only target_type %s', async (url, targetType) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const { rewrites } = RewritesAnswer.parse(res.json());
    const rows = await t.db
      .select()
      .from(schema.rewrites)
      .where(eq(schema.rewrites.target_type, targetType as 'sell'));
    expect(rewrites).toHaveLength(rows.length);
    for (const rewrite of rewrites) expect(rewrite.target_type).toBe(targetType);
  });
});

describe('get-404', () => {
  it('answers the not-found page, with a default when the setting is missing or broken', async () => {
    const res = await get('/get-404');
    expect(res.statusCode).toBe(200);
    const { page } = NotFoundPageAnswer.parse(res.json());
    expect(page.title).not.toBe('');
  });

  it('reads the page_404 setting', async () => {
    const page = { title: 'T', content: '<p>C</p>', links: [{ label: 'L', href: '/x' }] };
    await t.db
      .insert(schema.settings)
      .values({ key: 'page_404', value: JSON.stringify(page) })
      .onConflictDoUpdate({ target: schema.settings.key, set: { value: JSON.stringify(page) } });
    // The answer is kept for the common service lifetime (5 minutes), then read again.
    const kept = await get('/get-404');
    expect(kept.headers['cache-control']).toBe(`public, max-age=${SERVICE_CACHE_MS / 1000}`);
    expect(NotFoundPageAnswer.parse(kept.json()).page).not.toEqual(page);
    clockOffsetMs += SERVICE_CACHE_MS + 1;
    const res = await get('/get-404');
    expect(NotFoundPageAnswer.parse(res.json()).page).toEqual(page);

    await t.db.update(schema.settings).set({ value: '{broken' }).where(eq(schema.settings.key, 'page_404'));
    clockOffsetMs += SERVICE_CACHE_MS + 1;
    const broken = await get('/get-404');
    expect(broken.statusCode).toBe(200);
    expect(NotFoundPageAnswer.parse(broken.json()).page.title).not.toBe('T');
  });
});
