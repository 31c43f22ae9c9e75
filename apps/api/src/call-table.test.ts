import {
  ALLOWED_COMMENTS_UNSLASHED_ROUTE,
  type AnyCall,
  API_BASE_PATH,
  accountsCalls,
  allCalls,
  callTables,
  catalogueCalls,
  contentPageCalls,
  ErrorBody,
  pathOf,
  promotionCalls,
  withQuery,
} from '@shop/contracts';
import { COMMENTS_CACHE_MS } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../test/accounts-support.ts';
import { bearer, demoMemberSession } from '../test/catalogue-support.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  // The dev outbox call is served only with the outbox readable.
  t = await buildAccountsApp({}, { smsOutboxReadable: true });
});
afterAll(async () => {
  await t?.close();
});

/** A token-shaped value no session has: a guest to optional calls, a stranger to required ones. */
const UNKNOWN_TOKEN = 'u'.repeat(43);
const BOGUS_BODY = { bogus: 'field', mobile: 12 };
const BOGUS_QUERY = { page: 'minus-one', type: 'every', binding_ticket: '!' };

function samplePath(call: AnyCall): string {
  const params = Object.fromEntries([...call.route.matchAll(/:(\w+)/g)].map(([, name]) => [name, '1']));
  return pathOf(call, params);
}

function stranger(call: AnyCall, token?: string) {
  const sendsBody = call.method !== 'GET' && !call.multipart;
  return t.app.inject({
    method: call.method,
    url: `${API_BASE_PATH}/${withQuery(samplePath(call), BOGUS_QUERY)}`,
    headers: token ? bearer(token) : {},
    ...(sendsBody ? { payload: BOGUS_BODY } : {}),
  });
}

const entries = Object.entries(callTables).flatMap(([table, calls]) =>
  Object.entries(calls).map(([name, call]) => ({
    label: `${table}.${name} ${call.method} ${call.route}`,
    call,
  })),
);

describe('the call table drives the API', () => {
  it('holds every call once', () => {
    expect(allCalls.length).toBeGreaterThan(80);
    const keys = allCalls.map((call) => `${call.method} ${call.route}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const { label, call } of entries) {
    it(`serves ${label} with its method`, () => {
      const url = `${API_BASE_PATH}/${call.route}`;
      expect(t.app.hasRoute({ method: call.method, url })).toBe(true);
    });

    if (call.auth === 'required') {
      it(`${label}: 401 to a stranger, before the bogus input is validated`, async () => {
        for (const token of [undefined, UNKNOWN_TOKEN]) {
          const res = await stranger(call, token);
          expect(res.statusCode).toBe(401);
          expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
        }
      });
    } else {
      it(`${label}: takes a caller without a valid token (auth ${call.auth})`, async () => {
        const res = await stranger(call, UNKNOWN_TOKEN);
        expect(res.statusCode).not.toBe(401);
        expect(res.statusCode).not.toBe(405);
        if (res.statusCode === 404) expect(ErrorBody.parse(res.json()).message).not.toMatch(/^No such call/);
      });
    }
  }

  it('validates the body of a required-auth call once the caller is a member', async () => {
    const { token } = await demoMemberSession(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/${accountsCalls.updateMember.route}`,
      headers: bearer(token),
      payload: { member_level: 3 },
    });
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('serves the unslashed get-allowed-comments path and route-to-family-map too', () => {
    expect(t.app.hasRoute({ method: 'GET', url: ALLOWED_COMMENTS_UNSLASHED_ROUTE })).toBe(true);
    expect(
      t.app.hasRoute({ method: 'GET', url: `${API_BASE_PATH}/${contentPageCalls.familyMap.route}` }),
    ).toBe(true);
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
      withQuery(pathOf(catalogueCalls.productList, { category: 'face-care', subcategory: 'serum' }), {
        sort: 'newest',
      }),
      pathOf(catalogueCalls.series, { slug: 'omega+complex' }),
      pathOf(catalogueCalls.openProductsByPids, { pids: [1, 2] }),
      withQuery(pathOf(catalogueCalls.allowedComments, { id: 1 }), { page: 2 }),
      withQuery(pathOf(catalogueCalls.tagPage), { tag: '保濕' }),
      withQuery(pathOf(contentPageCalls.contentPage), { slug: 'qa/q1-1' }),
      withQuery(pathOf(contentPageCalls.learnsByIds), { ids: '1,2' }),
      withQuery(pathOf(contentPageCalls.learns), { rel2: 'acne', page: 1 }),
    ];
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${path}` });
      expect(res.statusCode, path).toBe(200);
    }
  });
});
