import { ErrorBody, KeywordSearchAnswer, LearnsBySearchAnswer, SellsBySearchAnswer } from '@shop/contracts';
import { SEARCH_KEYWORD_MAX_LENGTH, SEARCH_SUGGESTION_LIMIT } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { HIDDEN } from '../../../test/hidden-rows.ts';
import { createSession } from '../sessions/index.ts';
import { SEARCH_RESULTS_DEFAULT_LIMIT } from './search.service.ts';

const API = '/front-stage/v1';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
}

const encode = encodeURIComponent;

describe('get-keyword-search/{keyword}', () => {
  it('finds products, categories and articles by a CJK keyword', async () => {
    const res = await get(`/get-keyword-search/${encode('精華')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { data } = KeywordSearchAnswer.parse(res.json());
    expect(data.sells.length).toBeGreaterThan(0);
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.learns.length).toBeGreaterThan(0);
    for (const learn of data.learns) expect(learn.learn_name).toContain('精華');
    for (const category of data.categories) expect(category.submenu_name).toContain('精華');
  });

  it('finds toners (化妝水)', async () => {
    const { data } = KeywordSearchAnswer.parse((await get(`/get-keyword-search/${encode('化妝水')}`)).json());
    expect(data.sells.length).toBeGreaterThan(0);
  });

  it('leaves out hidden products and sell pages, hidden or closed categories, hidden or future articles', async () => {
    const { data } = KeywordSearchAnswer.parse((await get(`/get-keyword-search/${encode('精華')}`)).json());
    const sellRows = await t.db
      .select({
        sell_id: schema.sells.sell_id,
        sell_show: schema.sells.sell_show,
        p_show: schema.products.p_show,
      })
      .from(schema.sells)
      .innerJoin(schema.products, eq(schema.products.p_id, schema.sells.p_id));
    const hiddenSellIds = sellRows.filter((r) => r.sell_show !== 1 || r.p_show !== 1).map((r) => r.sell_id);
    for (const sell of data.sells) expect(hiddenSellIds).not.toContain(sell.sell_id);

    const visible = await t.db
      .select()
      .from(schema.subMenus)
      .where(and(eq(schema.subMenus.submenu_show, 1), eq(schema.subMenus.submenu_open, 1)));
    for (const category of data.categories) {
      expect(
        visible.some(
          (s) => s.submenu_link === category.submenu_link && s.submenu_name === category.submenu_name,
        ),
      ).toBe(true);
    }
    const names = [
      ...data.sells.map((s) => s.sell_name),
      ...data.categories.map((c) => c.submenu_name),
      ...data.learns.map((l) => l.learn_name),
    ];
    for (const hidden of [...HIDDEN.sellNames, ...HIDDEN.subMenuNames, ...HIDDEN.learnNames]) {
      expect(names).not.toContain(hidden);
    }
  });

  it('is case-insensitive for Latin text', async () => {
    const lower = KeywordSearchAnswer.parse((await get('/get-keyword-search/serum')).json()).data;
    const upper = KeywordSearchAnswer.parse((await get('/get-keyword-search/SERUM')).json()).data;
    expect(upper).toEqual(lower);
  });

  it('honours limit_count', async () => {
    const res = await get(`/get-keyword-search/${encode('精')}?limit_count=1`);
    expect(res.statusCode).toBe(200);
    const { data } = KeywordSearchAnswer.parse(res.json());
    expect(data.sells.length).toBeLessThanOrEqual(1);
    expect(data.categories.length).toBeLessThanOrEqual(1);
    expect(data.learns.length).toBeLessThanOrEqual(1);
    const five = KeywordSearchAnswer.parse(
      (await get(`/get-keyword-search/${encode('精')}?limit_count=${SEARCH_SUGGESTION_LIMIT}`)).json(),
    ).data;
    expect(five.sells.length).toBeLessThanOrEqual(SEARCH_SUGGESTION_LIMIT);
  });

  it('refuses a bad limit_count with 422', async () => {
    for (const limit of ['0', 'abc', '1000']) {
      const res = await get(`/get-keyword-search/${encode('精華')}?limit_count=${limit}`);
      expect(res.statusCode).toBe(422);
      expect(ErrorBody.parse(res.json()).errors).toHaveProperty('limit_count');
    }
  });

  it('ranks names starting with the keyword first', async () => {
    const { sells } = SellsBySearchAnswer.parse((await get(`/get-sells-by-search/${encode('精華')}`)).json());
    const starts = sells.map((s) => s.sell_name.startsWith('精華'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('matches % and _ literally', async () => {
    const everything = KeywordSearchAnswer.parse(
      (await get(`/get-keyword-search/${encode('%')}`)).json(),
    ).data;
    const total = await t.db.select().from(schema.sells);
    expect(everything.sells.length).toBeLessThan(total.length);
    for (const sell of everything.sells) expect(sell.sell_name).toContain('%');
    const underscore = KeywordSearchAnswer.parse(
      (await get(`/get-keyword-search/${encode('_')}`)).json(),
    ).data;
    for (const learn of underscore.learns) expect(learn.learn_name).toContain('_');
  });

  it('trims the keyword and refuses an empty or too long one with 422', async () => {
    const padded = KeywordSearchAnswer.parse(
      (await get(`/get-keyword-search/${encode('  精華  ')}`)).json(),
    ).data;
    const plain = KeywordSearchAnswer.parse((await get(`/get-keyword-search/${encode('精華')}`)).json()).data;
    expect(padded).toEqual(plain);
    const tooLong = 'a'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1);
    for (const keyword of [tooLong, '%20%20', '精'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1), 'b'.repeat(150)]) {
      const res = await get(`/get-keyword-search/${keyword === '%20%20' ? keyword : encode(keyword)}`);
      expect(res.statusCode).toBe(422);
      expect(ErrorBody.parse(res.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { keyword: expect.any(Array) },
      });
    }
  });

  it('accepts a keyword of the full 19 CJK characters (171 characters URL-encoded)', async () => {
    const res = await get(`/get-keyword-search/${encode('精'.repeat(SEARCH_KEYWORD_MAX_LENGTH))}`);
    expect(res.statusCode).toBe(200);
    KeywordSearchAnswer.parse(res.json());
  });

  it('works for members too, and their answers are not shared by caches', async () => {
    const token = await createSession(t.db, 1);
    const res = await get(`/get-keyword-search/${encode('精華')}`, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bad = await get(`/get-keyword-search/${encode('精華')}`, {
      authorization: 'Bearer not-a-real-token-at-all',
    });
    expect(bad.statusCode).toBe(200);
  });
});

describe('get-sells-by-search/{keyword}', () => {
  it('lists matching sell pages, at most the default limit', async () => {
    const res = await get(`/get-sells-by-search/${encode('精華')}`);
    expect(res.statusCode).toBe(200);
    const { sells } = SellsBySearchAnswer.parse(res.json());
    expect(sells.length).toBeGreaterThan(0);
    expect(sells.length).toBeLessThanOrEqual(SEARCH_RESULTS_DEFAULT_LIMIT);
  });

  it('finds a product by its series name and by its keywords', async () => {
    const [series] = await t.db.select().from(schema.series).limit(1);
    const res = await get(
      `/get-sells-by-search/${encode(series!.series_name.slice(0, SEARCH_KEYWORD_MAX_LENGTH))}`,
    );
    expect(SellsBySearchAnswer.parse(res.json()).sells.length).toBeGreaterThan(0);
  });

  it('answers 422 for a too long keyword', async () => {
    const res = await get(`/get-sells-by-search/${'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1)}`);
    expect(res.statusCode).toBe(422);
  });
});

describe('get-learns-by-search/{keyword}', () => {
  it('lists matching articles', async () => {
    const res = await get(`/get-learns-by-search/${encode('化妝水')}`);
    expect(res.statusCode).toBe(200);
    const { learns } = LearnsBySearchAnswer.parse(res.json());
    expect(learns.length).toBeGreaterThan(0);
    for (const learn of learns) expect(learn.learn_name).toContain('化妝水');
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get(`/get-learns-by-search/${encode('不存在的關鍵字')}`);
    expect(LearnsBySearchAnswer.parse(res.json()).learns).toEqual([]);
  });
});
