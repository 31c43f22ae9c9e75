import {
  ALLOWED_COMMENTS_UNSLASHED_ROUTE,
  API_BASE_PATH,
  catalogueCalls,
  contentPageCalls,
  FAMILY_MAP_PATH,
  promotionCalls,
} from '@shop/contracts';
import { COMMENTS_CACHE_MS } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tables = { catalogueCalls, promotionCalls, contentPageCalls };

describe('call tables of the catalogue, promotions and content pages', () => {
  for (const [tableName, table] of Object.entries(tables)) {
    it(`${tableName}: every call has its route`, () => {
      for (const [name, call] of Object.entries(table)) {
        const url = `${API_BASE_PATH}/${call.route}`;
        expect(t.app.hasRoute({ method: call.method, url }), `${name}: ${call.method} ${url}`).toBe(true);
      }
    });
  }

  it('the unslashed get-allowed-comments path and route-to-family-map exist too', () => {
    expect(t.app.hasRoute({ method: 'GET', url: ALLOWED_COMMENTS_UNSLASHED_ROUTE })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: `${API_BASE_PATH}/${FAMILY_MAP_PATH}` })).toBe(true);
  });

  it('keeps the client-side lifetimes of storefront.md §9', () => {
    expect(promotionCalls.saleEventList.cacheMs).toBe(10_000);
    expect(promotionCalls.saleEvent.cacheMs).toBe(10_000);
    expect(promotionCalls.matchPairList.cacheMs).toBe(10_000);
    expect(promotionCalls.matchPair.cacheMs).toBe(10_000);
    expect(promotionCalls.exchanges.cacheMs).toBe(60_000);
    expect(catalogueCalls.comments.cacheMs).toBe(COMMENTS_CACHE_MS);
    expect(catalogueCalls.allowedComments.cacheMs).toBe(COMMENTS_CACHE_MS);
    for (const call of [
      promotionCalls.addMoneyList,
      promotionCalls.openGiftList,
      catalogueCalls.sellPage,
      catalogueCalls.breadcrumb,
    ]) {
      expect(call.cacheMs).toBeUndefined();
    }
  });

  it('builds paths the server answers', async () => {
    const paths = [
      catalogueCalls.productList.path({ category: 'face-care', subcategory: 'serum', sort: 'newest' }),
      catalogueCalls.series.path({ slug: 'omega+complex' }),
      catalogueCalls.openProductsByPids.path({ pids: [1, 2] }),
      catalogueCalls.allowedComments.path({ id: 1, page: 2 }),
      catalogueCalls.tagPage.path({ tag: '保濕' }),
      contentPageCalls.contentPage.path({ slug: 'qa/q1-1' }),
      contentPageCalls.learnsByIds.path({ ids: [1, 2] }),
      contentPageCalls.learns.path({ rel2: 'acne', page: 1 }),
    ];
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${path}` });
      expect(res.statusCode, path).toBe(200);
    }
  });
});
