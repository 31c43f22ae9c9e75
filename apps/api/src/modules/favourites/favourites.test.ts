import {
  DeleteFavoriteAnswer,
  ErrorBody,
  FavoritesAnswer,
  PostFavoriteAnswer,
  ProductNoticeAnswer,
} from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API, bearer, newMemberSession } from '../../../test/catalogue-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${API}/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

describe('guests', () => {
  it.each([
    ['GET', 'get-favorites', undefined],
    ['POST', 'post-favorites', { product_id: 1 }],
    ['POST', 'post-favorites', { nonsense: true }],
    ['DELETE', 'delete-favorites/1', undefined],
    ['POST', 'add-product-notice', { productId: 1 }],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const res = await call(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
    const badToken = await call(method, url, 'not-a-real-token-at-all', payload);
    expect(badToken.statusCode).toBe(401);
  });
});

describe('favourites', () => {
  it('adds, lists and removes favourites; adding twice keeps one', async () => {
    const { token, memberId } = await newMemberSession(t);
    expect(FavoritesAnswer.parse((await call('GET', 'get-favorites', token)).json()).favorites).toEqual([]);

    const added = await call('POST', 'post-favorites', token, { product_id: 15 });
    expect(added.statusCode).toBe(200);
    expect(PostFavoriteAnswer.parse(added.json()).favorite.product_id).toBe(15);
    expect((await call('POST', 'post-favorites', token, { product_id: 15 })).statusCode).toBe(200);
    await call('POST', 'post-favorites', token, { product_id: 1 });

    const res = await call('GET', 'get-favorites', token);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { favorites } = FavoritesAnswer.parse(res.json());
    expect(favorites.map((f) => f.product_id).sort((a, b) => a - b)).toEqual([1, 15]);
    expect(favorites.find((f) => f.product_id === 15)!.product?.href).toBe('c-plus/vitamin-c-serum-15');

    const removed = await call('DELETE', 'delete-favorites/15', token);
    expect(DeleteFavoriteAnswer.parse(removed.json())).toEqual({ product_id: 15, deleted: true });
    const again = await call('DELETE', 'delete-favorites/15', token);
    expect(DeleteFavoriteAnswer.parse(again.json())).toEqual({ product_id: 15, deleted: false });
    const rows = await t.db.select().from(schema.favorites).where(eq(schema.favorites.member_id, memberId));
    expect(rows.map((r) => r.product_id)).toEqual([1]);
  });

  it('keeps members apart', async () => {
    const a = await newMemberSession(t);
    const b = await newMemberSession(t);
    await call('POST', 'post-favorites', a.token, { product_id: 3 });
    expect(FavoritesAnswer.parse((await call('GET', 'get-favorites', b.token)).json()).favorites).toEqual([]);
  });

  it('lists a favourite whose product left the shop with product null', async () => {
    const { token } = await newMemberSession(t);
    const [hidden] = await t.db.select().from(schema.products).where(eq(schema.products.p_show, 0));
    await call('POST', 'post-favorites', token, { product_id: hidden!.p_id });
    const { favorites } = FavoritesAnswer.parse((await call('GET', 'get-favorites', token)).json());
    expect(favorites).toEqual([expect.objectContaining({ product_id: hidden!.p_id, product: null })]);
  });

  it('answers 404 for an unknown product and 422 for a bad body or id', async () => {
    const { token } = await newMemberSession(t);
    expect((await call('POST', 'post-favorites', token, { product_id: 999999 })).statusCode).toBe(404);
    expect((await call('DELETE', 'delete-favorites/999999', token)).statusCode).toBe(404);
    for (const payload of [{}, { product_id: 'x' }, { product_id: 0 }, { product_id: 1, extra: 1 }]) {
      expect((await call('POST', 'post-favorites', token, payload)).statusCode, JSON.stringify(payload)).toBe(
        422,
      );
    }
    expect((await call('DELETE', 'delete-favorites/abc', token)).statusCode).toBe(422);
  });
});

describe('add-product-notice', () => {
  it('answers success the first time and warning after', async () => {
    const { token, memberId } = await newMemberSession(t);
    const [soldOut] = await t.db.select().from(schema.products).where(eq(schema.products.stock, 0));
    const first = await call('POST', 'add-product-notice', token, { productId: soldOut!.p_id });
    expect(first.statusCode).toBe(200);
    expect(ProductNoticeAnswer.parse(first.json())).toEqual({
      response: { status: 'success', message: catalogueMessages.product.restockSuccess },
    });
    expect(catalogueMessages.product.restockSuccess).toBe('已成功設定貨到通知');
    const second = ProductNoticeAnswer.parse(
      (await call('POST', 'add-product-notice', token, { productId: soldOut!.p_id })).json(),
    );
    expect(second.response).toEqual({ status: 'warning', message: '已加入過貨到通知' });
    const rows = await t.db
      .select()
      .from(schema.restockNotices)
      .where(
        and(eq(schema.restockNotices.member_id, memberId), eq(schema.restockNotices.p_id, soldOut!.p_id)),
      );
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown product and 422 for a bad body', async () => {
    const { token } = await newMemberSession(t);
    expect((await call('POST', 'add-product-notice', token, { productId: 999999 })).statusCode).toBe(404);
    for (const payload of [{}, { product_id: 1 }, { productId: '1a' }]) {
      expect((await call('POST', 'add-product-notice', token, payload)).statusCode).toBe(422);
    }
  });
});
