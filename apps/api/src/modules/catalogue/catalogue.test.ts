import {
  BreadcrumbAnswer,
  CategoriesAnswer,
  CategoryAnswer,
  ErrorBody,
  OpenProductsAnswer,
  ProductListAnswer,
  ResolvePathAnswer,
  SellAnswer,
  SellBatchAnswer,
  SellProductIdsAnswer,
  SeriesAnswer,
  SeriesListAnswer,
  ShortcutProductsAnswer,
  TagProductsAnswer,
  TestProductsAnswer,
} from '@shop/contracts';
import { schema } from '@shop/db';
import { SERIES_SLUGS } from '@shop/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API, bearer, demoMemberSession } from '../../../test/catalogue-support.ts';
import { HIDDEN } from '../../../test/hidden-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}/${url}`, headers });

async function expectError(url: string, status: number, field?: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(status);
  const body = ErrorBody.parse(res.json());
  if (field)
    expect(
      Object.keys(body.errors ?? {}).some((key) => key.startsWith(field)),
      url,
    ).toBe(true);
  return body;
}

const hiddenNames = [...HIDDEN.sellNames];

describe('get-categories', () => {
  it('answers the product types as a tree with product counts', async () => {
    const res = await get('get-categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { categories } = CategoriesAnswer.parse(res.json());
    expect(categories.map((c) => c.category_slug)).toEqual(['face-care', 'body-care', 'sets']);
    const face = categories[0]!;
    expect(face.subcategories.map((c) => c.category_path)).toContain('face-care/serum');
    for (const sub of face.subcategories) expect(sub.product_count).toBeGreaterThan(0);
    expect(face.product_count).toBeGreaterThanOrEqual(
      Math.max(...face.subcategories.map((c) => c.product_count)),
    );
  });
});

describe('get-category/{category} and get-product-list/{category}/{subcategory}', () => {
  it('answers a category with all the products of its subcategories', async () => {
    const { category, products } = CategoryAnswer.parse((await get('get-category/face-care')).json());
    expect(category.category_path).toBe('face-care');
    expect(products).toHaveLength(category.product_count);
    expect(new Set(products.map((p) => p.p_id)).size).toBe(products.length);
  });

  it('lists a subcategory, sorted as asked', async () => {
    const res = await get('get-product-list/face-care/serum?sort=price_asc');
    expect(res.statusCode).toBe(200);
    const answer = ProductListAnswer.parse(res.json());
    expect(answer.subcategory.category_path).toBe('face-care/serum');
    expect(answer.products.length).toBe(answer.subcategory.product_count);
    const prices = answer.products.map((p) => p.discounted_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of answer.products) {
      expect(p.discount_price).toBe(p.discounted_price);
      expect(p.rating === null || (p.rating >= 1 && p.rating <= 5)).toBe(true);
    }
    const desc = ProductListAnswer.parse(
      (await get('get-product-list/face-care/serum?sort=price_desc')).json(),
    );
    expect(desc.products.map((p) => p.discounted_price)).toEqual([...prices].reverse());
  });

  it('answers 404 for unknown categories and for a subcategory under the wrong parent', async () => {
    await expectError('get-category/no-such-category', 404);
    await expectError('get-category/serum', 404);
    await expectError('get-product-list/face-care/no-such', 404);
    await expectError('get-product-list/body-care/serum', 404);
  });

  it('answers 422 for malformed slugs and sorts', async () => {
    await expectError('get-category/%20bad%20', 422, 'category');
  });
});

describe('series', () => {
  it('get-series-list lists the 11 series', async () => {
    const { series } = SeriesListAnswer.parse((await get('get-series-list')).json());
    expect(series.map((s) => s.series_slug).sort()).toEqual([...SERIES_SLUGS].sort());
  });

  it('get-series/{slug} answers a series with its shown products, omega+complex included', async () => {
    const res = await get('get-series/omega+complex');
    expect(res.statusCode).toBe(200);
    const { series, products } = SeriesAnswer.parse(res.json());
    expect(series.series_slug).toBe('omega+complex');
    expect(products.length).toBe(series.product_count);
    expect(products.every((p) => p.href.startsWith('omega+complex/'))).toBe(true);
  });

  it('leaves out hidden products and sell pages', async () => {
    const [first] = await t.db.select().from(schema.series).limit(1);
    const { products } = SeriesAnswer.parse(
      (await get(`get-series/${encodeURIComponent(first!.series_slug)}`)).json(),
    );
    for (const p of products) expect(hiddenNames).not.toContain(p.sell_name);
    expect(products.map((p) => p.p_name)).not.toContain('隱藏的精華');
  });

  it('answers 404 for an unknown series and 422 for a bad slug', async () => {
    await expectError('get-series/no-such-series', 404);
    await expectError('get-series/..%2Fetc', 422, 'slug');
  });
});

describe('get-shortcut-products/{kind}', () => {
  it.each(['new', 'hot', 'campaign', 'all'] as const)('%s lists products with a title', async (kind) => {
    const res = await get(`get-shortcut-products/${kind}`);
    expect(res.statusCode).toBe(200);
    const answer = ShortcutProductsAnswer.parse(res.json());
    expect(answer.kind).toBe(kind);
    expect(answer.title).not.toBe('');
    expect(answer.products.length).toBeGreaterThan(0);
  });

  it('new is newest first; campaign holds the products of open sale events', async () => {
    const { products } = ShortcutProductsAnswer.parse((await get('get-shortcut-products/new')).json());
    expect(products[0]!.href).toBe('boost/cica-booster');
    const campaign = ShortcutProductsAnswer.parse((await get('get-shortcut-products/campaign')).json());
    expect(campaign.products.map((p) => p.href)).toContain('c-plus/vitamin-c-serum-15');
    // Only in an event that has ended.
    expect(campaign.products.map((p) => p.href)).not.toContain('exfoliate/bha-2-liquid');
  });

  it('answers 422 for an unknown kind', async () => {
    await expectError('get-shortcut-products/cheap', 422, 'kind');
  });
});

describe('awootag-page-by-tags', () => {
  it('lists the products carrying a tag, case-insensitively', async () => {
    const res = await get(`awootag-page-by-tags?tag=${encodeURIComponent('水楊酸')}`);
    const answer = TagProductsAnswer.parse(res.json());
    expect(answer.products.length).toBeGreaterThan(0);
    const upper = TagProductsAnswer.parse((await get('awootag-page-by-tags?tag=bha')).json());
    expect(upper.products.map((p) => p.href)).toContain('exfoliate/bha-2-liquid');
    const none = TagProductsAnswer.parse((await get('awootag-page-by-tags?tag=nothing-here')).json());
    expect(none.products).toEqual([]);
  });

  it('answers 422 without a tag', async () => {
    await expectError('awootag-page-by-tags', 422, 'tag');
    await expectError('awootag-page-by-tags?tag=%20', 422, 'tag');
  });
});

describe('get-from-brand-crumbs and resolve-path', () => {
  it('builds the breadcrumb of a product, a series, a subcategory, a shortcut and a content page', async () => {
    const crumbs = async (path: string) =>
      BreadcrumbAnswer.parse((await get(`get-from-brand-crumbs?path=${encodeURIComponent(path)}`)).json())
        .crumbs;
    const product = await crumbs('c-plus/vitamin-c-serum-15');
    expect(product.map((c) => c.href)).toEqual(['/', '/c-plus', '/c-plus/vitamin-c-serum-15']);
    expect(product[0]!.name).toBe('首頁');
    expect((await crumbs('/exfoliate')).at(-1)!.href).toBe('/exfoliate');
    expect((await crumbs('face-care/serum')).map((c) => c.href)).toEqual([
      '/',
      '/face-care',
      '/face-care/serum',
    ]);
    expect((await crumbs('hot-sale')).length).toBe(2);
    expect((await crumbs('about_us')).at(-1)).toEqual({ name: '品牌故事', href: '/about-us' });
  });

  it('resolves what a path shows', async () => {
    const resolve = async (path: string) =>
      ResolvePathAnswer.parse((await get(`resolve-path?path=${encodeURIComponent(path)}`)).json());
    const sell = await resolve('c-plus/vitamin-c-serum-15');
    expect(sell.kind).toBe('sell');
    const [row] = await t.db
      .select()
      .from(schema.sells)
      .where(eq(schema.sells.href, 'c-plus/vitamin-c-serum-15'));
    expect(sell.key).toBe(String(row!.sell_id));
    expect((await resolve('omega+complex')).kind).toBe('series');
    expect((await resolve('sets')).kind).toBe('category');
    expect((await resolve('sets/gift-set')).kind).toBe('subcategory');
    expect(await resolve('monthly-campaign')).toMatchObject({ kind: 'shortcut', key: 'campaign' });
    // Both spellings of the hot-sale list name one canonical address (issue 10).
    expect(await resolve('hot_sale')).toMatchObject({ kind: 'shortcut', key: 'hot', canonical: '/hot-sale' });
    expect(await resolve('hot-sale')).toMatchObject({ kind: 'shortcut', key: 'hot', canonical: '/hot-sale' });
    expect(await resolve('about_beautypedia')).toMatchObject({
      kind: 'content_page',
      canonical: '/about-beautypedia',
    });
  });

  it('answers 404 for paths that show nothing, hidden sell pages included, and 422 for bad paths', async () => {
    await expectError('get-from-brand-crumbs?path=nothing/here', 404);
    await expectError('resolve-path?path=hidden/sell', 404);
    await expectError('resolve-path?path=hidden/product', 404);
    await expectError('get-from-brand-crumbs', 422, 'path');
    await expectError(`resolve-path?path=${encodeURIComponent('<script>')}`, 422, 'path');
  });
});

describe('get-open-products-by-pids/{pids}', () => {
  it('answers the shown products among the ids, in the order asked', async () => {
    const res = await get('get-open-products-by-pids/15,1,999999,15');
    expect(res.statusCode).toBe(200);
    const { products } = OpenProductsAnswer.parse(res.json());
    expect(products.map((p) => p.p_id)).toEqual([15, 1]);
    expect(products[0]).toMatchObject({
      href: 'c-plus/vitamin-c-serum-15',
      discount_price: products[0]!.discounted_price,
    });
  });

  it('leaves out hidden products and answers 422 for a malformed list', async () => {
    const [hidden] = await t.db.select().from(schema.products).where(eq(schema.products.p_show, 0));
    const { products } = OpenProductsAnswer.parse(
      (await get(`get-open-products-by-pids/${hidden!.p_id}`)).json(),
    );
    expect(products).toEqual([]);
    for (const pids of [
      'abc',
      '1,,2',
      '0',
      '-1',
      '1.5',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      await expectError(`get-open-products-by-pids/${pids}`, 422, 'pids');
    }
  });
});

describe('get-sell-product-ids and test-product-list', () => {
  it('lists the ids of products on sale, without hidden ones', async () => {
    const { p_ids } = SellProductIdsAnswer.parse((await get('get-sell-product-ids')).json());
    expect(p_ids.length).toBeGreaterThanOrEqual(69);
    const hidden = await t.db.select().from(schema.products).where(eq(schema.products.p_show, 0));
    for (const row of hidden) expect(p_ids).not.toContain(row.p_id);
  });

  it('lists the trial products', async () => {
    const { products } = TestProductsAnswer.parse((await get('test-product-list')).json());
    expect(products.map((p) => p.href)).toEqual(
      expect.arrayContaining(['exfoliate/bha-2-liquid-mini', 'calm/calm-sheet-mask']),
    );
  });
});

describe('sell (GET and POST)', () => {
  it('GET answers a sell page as a card; a guest has no flags', async () => {
    const res = await get('sell?sellId=15');
    expect(res.statusCode).toBe(200);
    const { sell } = SellAnswer.parse(res.json());
    expect(sell).toMatchObject({ sell_id: 15, is_favorite: false, has_restock_notice: false });
  });

  it('GET with a token tells a member whether the product is a favourite, and is never shared', async () => {
    const member = await demoMemberSession(t, 1);
    await t.db
      .insert(schema.favorites)
      .values({ member_id: member.memberId, product_id: 15 })
      .onConflictDoNothing();
    const res = await get('sell?sellId=15', bearer(member.token));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(SellAnswer.parse(res.json()).sell.is_favorite).toBe(true);
  });

  it('GET answers 404 for unknown and hidden sell pages, 422 for bad ids', async () => {
    const hidden = await t.db.select().from(schema.sells).where(eq(schema.sells.sell_show, 0));
    for (const id of ['999999', '99999999999', String(hidden[0]!.sell_id)])
      await expectError(`sell?sellId=${id}`, 404);
    for (const id of ['abc', '0', '']) await expectError(`sell?sellId=${id}`, 422, 'sellId');
  });

  it('POST answers several sell pages by sell id or by product id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sell`,
      payload: { productIds: [1, 2, 999999] },
    });
    expect(res.statusCode).toBe(200);
    const { sells } = SellBatchAnswer.parse(res.json());
    expect(sells.map((s) => s.p_id)).toEqual([1, 2]);
    const bySell = SellBatchAnswer.parse(
      (await t.app.inject({ method: 'POST', url: `${API}/sell`, payload: { sellIds: [3] } })).json(),
    );
    expect(bySell.sells.map((s) => s.sell_id)).toEqual([3]);
  });

  it('POST answers 422 for an empty, unknown-field or malformed body', async () => {
    for (const payload of [{}, { sellIds: ['x'] }, { sellIds: [1], extra: true }, { productIds: [0] }]) {
      const res = await t.app.inject({ method: 'POST', url: `${API}/sell`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});
