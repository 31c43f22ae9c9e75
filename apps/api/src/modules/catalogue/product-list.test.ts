// Sorting, filtering and paging of the list calls in SQL (issue 23 'A catalogue they can narrow'), with
// the exact orders and counts of the demo shop.
import { CategoryAnswer, ProductListAnswer, ProductsBySearchAnswer, SeriesAnswer } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API } from '../../../test/catalogue-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `${API}/${url}` });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}
const category = async (query: string) => CategoryAnswer.parse(await get(`get-category/face-care${query}`));
const ids = (answer: { products: { p_id: number }[] }) => answer.products.map((p) => p.p_id);

describe('a category sorted, filtered and paged', () => {
  it('answers the whole category of 66 without a page, as before', async () => {
    const answer = await category('');
    expect(answer.products).toHaveLength(66);
    expect(answer.paging).toEqual({ total: 66, page: 1, per_page: 66, last_page: 1 });
    expect(answer.category.product_count).toBe(66);
  });

  it('pages a category by price for dry skin: 42 products, 24 then 18, cheapest first', async () => {
    const first = await category('?sort=price_asc&skin=dry&page=1');
    expect(first.paging).toEqual({ total: 42, page: 1, per_page: 24, last_page: 2 });
    expect(ids(first)).toEqual([
      63, 57, 39, 58, 18, 52, 34, 60, 61, 66, 20, 62, 25, 37, 56, 59, 23, 55, 68, 19, 54, 67, 10, 17,
    ]);
    const second = await category('?sort=price_asc&skin=dry&page=2');
    expect(second.paging).toEqual({ total: 42, page: 2, per_page: 24, last_page: 2 });
    expect(ids(second)).toEqual([22, 27, 26, 38, 64, 15, 24, 69, 12, 13, 53, 36, 8, 35, 65, 9, 16, 11]);
    const prices = [...first.products, ...second.products].map((p) => p.discounted_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(42);
    // Past the last page: nothing, with the same count.
    const past = await category('?sort=price_asc&skin=dry&page=3');
    expect(past.products).toEqual([]);
    expect(past.paging?.total).toBe(42);
  });

  it('sorts by price high to low, newest, best-selling and rating', async () => {
    const calm = SeriesAnswer.parse(await get('get-series/calm?sort=price_desc'));
    expect(ids(calm)).toEqual([59, 62, 60, 61, 58, 63]);
    expect(ids(await category('?sort=newest&page=1&per_page=5'))).toEqual([25, 22, 69, 63, 51]);
    // 熱銷: units in the demo orders that count, then reviews.
    expect(ids(await category('?sort=popular&page=1&per_page=5'))).toEqual([41, 28, 2, 48, 43]);
    // 評價: the average as shown (one decimal), then more reviews first.
    const rated = await category('?sort=rating&page=1&per_page=7');
    expect(ids(rated)).toEqual([56, 49, 28, 51, 7, 30, 41]);
    expect(rated.products.map((p) => p.rating)).toEqual([4.8, 4.8, 4.8, 4.8, 4.8, 4.7, 4.7]);
  });

  it('filters by concern, price range and stock', async () => {
    const acne = await category('?concern=acne&max_price=900');
    expect(ids(acne)).toEqual([2, 4, 7, 43, 44, 45]);
    const inStock = await category('?in_stock=1');
    expect(inStock.paging?.total).toBe(62);
    expect(inStock.products.every((p) => p.stock > 0)).toBe(true);
    expect(ids(inStock)).not.toContain(13);
    const both = await category('?concern=acne&max_price=900&in_stock=1');
    expect(ids(both)).toEqual([2, 4, 7, 43, 44]);
    const range = await category('?min_price=2000&max_price=2500&sort=price_asc');
    expect(range.products.map((p) => p.discounted_price)).toEqual([2080, 2280, 2280, 2380, 2480]);
    const sub = ProductListAnswer.parse(await get('get-product-list/face-care/serum?skin=sensitive'));
    expect(sub.products.every((p) => p.discounted_price > 0)).toBe(true);
    expect(sub.paging?.total).toBe(sub.products.length);
  });

  it('answers the plain list for bad values instead of an error', async () => {
    const plain = await category('?page=1');
    for (const bad of [
      '?page=1&sort=cheapest',
      '?page=1&skin=purple&concern=&in_stock=maybe',
      '?page=1&min_price=-1&max_price=abc&per_page=9999',
      '?page=1&sort[]=x&skin[a]=b',
    ]) {
      expect(ids(await category(bad)), bad).toEqual(ids(plain));
    }
    expect((await category('?page=0')).paging?.total).toBe(66);
  });
});

describe('get-products-by-search/{keyword}', () => {
  it('lists matching products as cards, sorted and paged like a category', async () => {
    const answer = ProductsBySearchAnswer.parse(
      await get(`get-products-by-search/${encodeURIComponent('精華')}?sort=price_asc&page=1`),
    );
    expect(answer.paging).toEqual({ total: 21, page: 1, per_page: 24, last_page: 1 });
    expect(ids(answer)).toEqual([
      2, 1, 40, 25, 59, 23, 47, 10, 22, 27, 26, 64, 29, 15, 24, 69, 53, 8, 35, 9, 16,
    ]);
    expect(answer.products[0]).toMatchObject({
      comments_total: expect.any(Number),
      rating: expect.any(Number),
    });
    const dry = ProductsBySearchAnswer.parse(
      await get(`get-products-by-search/${encodeURIComponent('精華')}?skin=sensitive&page=1`),
    );
    expect(ids(dry)).toEqual([53, 59, 64, 69]);
    const none = ProductsBySearchAnswer.parse(
      await get(`get-products-by-search/${encodeURIComponent('不存在的字')}`),
    );
    expect(none).toEqual({ products: [], paging: { total: 0, page: 1, per_page: 1, last_page: 1 } });
  });
});
