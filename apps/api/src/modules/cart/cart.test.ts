import {
  BindTempCartAnswer,
  CartSummaryAnswer,
  DeleteTempCartAnswer,
  ErrorBody,
  TempCartAnswer,
  UpdateTempCartAnswer,
} from '@shop/contracts';
import { schema } from '@shop/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API, bearer, newMemberSession } from '../../../test/catalogue-support.ts';
import { appendLedgerEntry } from '../ledgers/index.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.db
    .select({ href: schema.sells.href, p_id: schema.sells.p_id })
    .from(schema.sells)
    .where(
      inArray(schema.sells.href, [
        'c-plus/vitamin-c-serum-15',
        'clinical/niacinamide-10-serum',
        'exfoliate/mandelic-toner',
        'skin-balancing/balancing-toner',
        'skin-balancing/pore-refining-serum',
      ]),
    );
  for (const row of rows) ids[row.href] = row.p_id;
});
afterAll(async () => {
  await t?.close();
});

function call(
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; visitId?: string; guestCookie?: string; payload?: object } = {},
) {
  return t.app.inject({
    method,
    url: `${API}/${url}`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.visitId ? { 'x-visit-id': options.visitId } : {}),
      ...(options.guestCookie ? { cookie: options.guestCookie } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** A guest's first add: the answer issues the guest-cart cookie, sent back as later requests would. */
async function guestAdd(payload: object, guestCookie?: string) {
  const res = await call('PUT', 'update-temp-cart', { payload, ...(guestCookie ? { guestCookie } : {}) });
  expect(res.statusCode).toBe(200);
  const issued = res.cookies.find((c) => c.name === 'shop_guest_cart');
  return { res, guestCookie: guestCookie ?? `shop_guest_cart=${issued?.value ?? ''}` };
}

const id = (href: string) => {
  const value = ids[href];
  if (value === undefined) throw new Error(`no product ${href}`);
  return value;
};

describe('temporary cart: who may call', () => {
  it.each([
    ['POST', 'get-temp-cart'],
    ['DELETE', 'delete-temp-cart?product_ids[]=1'],
    ['PUT', 'update-temp-cart-bind-member'],
  ] as const)('%s %s answers 401 to a guest', async (method, url) => {
    const res = await call(method, url, { visitId: 'visitor_1_abc' });
    expect(res.statusCode).toBe(401);
    expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
  });

  it('keeps a guest cart under the HttpOnly cookie it issues on the first add', async () => {
    const toner = id('exfoliate/mandelic-toner');
    const first = await guestAdd({ items: [{ product_id: toner, quantity: 1, path: '/exfoliate' }] });
    const issued = first.res.cookies.find((c) => c.name === 'shop_guest_cart');
    expect(issued).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/front-stage/v1' });
    expect(issued?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(UpdateTempCartAnswer.parse(first.res.json()).owner).toBe('visitor');
    const second = await guestAdd(
      { items: [{ product_id: id('clinical/niacinamide-10-serum'), quantity: 2, path: '/clinical' }] },
      first.guestCookie,
    );
    expect(second.res.cookies).toEqual([]);
    expect(
      UpdateTempCartAnswer.parse(second.res.json()).items.map((i) => [i.product_id, i.quantity]),
    ).toEqual(
      expect.arrayContaining([
        [toner, 1],
        [id('clinical/niacinamide-10-serum'), 2],
      ]),
    );
  });

  it('attack: a cookie value the server did not issue gets a fresh cart, not the value it names', async () => {
    const res = await call('PUT', 'update-temp-cart', {
      guestCookie: 'shop_guest_cart=visitor_1700000000000_guest0001',
      payload: { items: [{ product_id: id('exfoliate/mandelic-toner'), quantity: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'shop_guest_cart')?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("attack: knowing a guest's X-Visit-ID does not let another account take their cart at login", async () => {
    const visitId = 'visitor_1700000000000_victim001';
    const victim = await call('PUT', 'update-temp-cart', {
      visitId,
      payload: { items: [{ product_id: id('exfoliate/mandelic-toner'), quantity: 3 }] },
    });
    expect(victim.statusCode).toBe(200);
    const attacker = await newMemberSession(t);
    const bound = await call('PUT', 'update-temp-cart-bind-member', { token: attacker.token, visitId });
    expect(BindTempCartAnswer.parse(bound.json())).toEqual({ merged: 0, items: [] });
  });

  it.each([
    ['an empty list', { items: [] }],
    ['quantity 0', { items: [{ product_id: 1, quantity: 0, path: '/' }] }],
    ['a negative quantity', { items: [{ product_id: 1, quantity: -2, path: '/' }] }],
    ['a fractional quantity', { items: [{ product_id: 1, quantity: 1.5, path: '/' }] }],
    ['no product id', { items: [{ quantity: 1, path: '/' }] }],
    ['a product id as text', { items: [{ product_id: 'abc', quantity: 1 }] }],
    ['no items at all', { products: [] }],
  ])('refuses %s with 422', async (_, payload) => {
    const { token } = await newMemberSession(t);
    const res = await call('PUT', 'update-temp-cart', { token, payload });
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a product the shop does not have, naming the item', async () => {
    const { token } = await newMemberSession(t);
    const payload = {
      items: [
        { product_id: id('exfoliate/mandelic-toner'), quantity: 1 },
        { product_id: 987654, quantity: 1 },
      ],
    };
    const res = await call('PUT', 'update-temp-cart', { token, payload });
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).errors).toEqual({ 'items.1.product_id': ['no such product'] });
    const stored = await call('POST', 'get-temp-cart', { token });
    expect(TempCartAnswer.parse(stored.json()).items).toEqual([]);
  });
});

describe('temporary cart of a member', () => {
  it('stores, replaces, lists and deletes only the member’s own lines', async () => {
    const alice = await newMemberSession(t, '愛麗絲');
    const bob = await newMemberSession(t, '鮑伯');
    const toner = id('exfoliate/mandelic-toner');
    const serum = id('clinical/niacinamide-10-serum');
    await call('PUT', 'update-temp-cart', {
      token: alice.token,
      payload: { items: [{ product_id: toner, quantity: 1, path: '/a' }] },
    });
    const replaced = await call('PUT', 'update-temp-cart', {
      token: alice.token,
      payload: {
        items: [
          { product_id: toner, quantity: 3, path: '/b' },
          { product_id: serum, quantity: 2, path: '/c' },
        ],
      },
    });
    expect(UpdateTempCartAnswer.parse(replaced.json()).owner).toBe('member');
    const mine = TempCartAnswer.parse((await call('POST', 'get-temp-cart', { token: alice.token })).json());
    expect(mine.items.map((i) => [i.product_id, i.quantity, i.path]).sort()).toEqual(
      [
        [toner, 3, '/b'],
        [serum, 2, '/c'],
      ].sort(),
    );

    const theirs = TempCartAnswer.parse((await call('POST', 'get-temp-cart', { token: bob.token })).json());
    expect(theirs.items).toEqual([]);
    const bobDelete = await call('DELETE', `delete-temp-cart?product_ids[]=${toner}`, { token: bob.token });
    expect(DeleteTempCartAnswer.parse(bobDelete.json())).toEqual({ deleted: 0 });

    const res = await call('DELETE', `delete-temp-cart?product_ids[]=${toner}&product_ids[]=${serum}`, {
      token: alice.token,
    });
    expect(DeleteTempCartAnswer.parse(res.json())).toEqual({ deleted: 2 });
    const rows = await t.db
      .select()
      .from(schema.tempCartItems)
      .where(eq(schema.tempCartItems.member_id, alice.memberId));
    expect(rows).toEqual([]);
  });

  it('answers 422 to a delete without product ids', async () => {
    const { token } = await newMemberSession(t);
    expect((await call('DELETE', 'delete-temp-cart', { token })).statusCode).toBe(422);
    expect((await call('DELETE', 'delete-temp-cart?product_ids[]=x', { token })).statusCode).toBe(422);
  });

  it('binds a guest cart after login: larger quantity kept, the guest rows gone', async () => {
    const member = await newMemberSession(t);
    const toner = id('exfoliate/mandelic-toner');
    const serum = id('clinical/niacinamide-10-serum');
    const { guestCookie } = await guestAdd({
      items: [
        { product_id: toner, quantity: 2, path: '/guest' },
        { product_id: serum, quantity: 1, path: '/guest' },
      ],
    });
    const guestKey = guestCookie.split('=')[1] ?? '';
    await call('PUT', 'update-temp-cart', {
      token: member.token,
      payload: { items: [{ product_id: serum, quantity: 3, path: '/member' }] },
    });
    const bound = await call('PUT', 'update-temp-cart-bind-member', { token: member.token, guestCookie });
    expect(bound.statusCode).toBe(200);
    expect(bound.cookies.find((c) => c.name === 'shop_guest_cart')).toMatchObject({ value: '', maxAge: 0 });
    const answer = BindTempCartAnswer.parse(bound.json());
    expect(answer.merged).toBe(2);
    expect(answer.items.map((i) => [i.product_id, i.quantity]).sort()).toEqual(
      [
        [toner, 2],
        [serum, 3],
      ].sort(),
    );
    const guestRows = await t.db
      .select()
      .from(schema.tempCartItems)
      .where(eq(schema.tempCartItems.visit_id, guestKey));
    expect(guestRows).toEqual([]);
    const again = BindTempCartAnswer.parse(
      (await call('PUT', 'update-temp-cart-bind-member', { token: member.token, guestCookie })).json(),
    );
    expect(again.merged).toBe(0);
  });
});

describe('temporary cart under concurrent requests', () => {
  it('keeps one row per product when the same add arrives many times at once', async () => {
    const { token, memberId } = await newMemberSession(t);
    const toner = id('exfoliate/mandelic-toner');
    const answers = await Promise.all(
      [1, 2, 3, 4, 2, 3, 1, 4].map((quantity) =>
        call('PUT', 'update-temp-cart', { token, payload: { items: [{ product_id: toner, quantity }] } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.db
      .select()
      .from(schema.tempCartItems)
      .where(eq(schema.tempCartItems.member_id, memberId));
    expect(rows).toHaveLength(1);
  });

  it('merges a guest cart once when two binds race', async () => {
    const member = await newMemberSession(t);
    const { guestCookie } = await guestAdd({
      items: [
        { product_id: id('exfoliate/mandelic-toner'), quantity: 1 },
        { product_id: id('clinical/niacinamide-10-serum'), quantity: 2 },
      ],
    });
    const binds = await Promise.all(
      [1, 2, 3].map(() => call('PUT', 'update-temp-cart-bind-member', { token: member.token, guestCookie })),
    );
    expect(binds.map((b) => b.statusCode)).toEqual([200, 200, 200]);
    const merged = binds.map((b) => BindTempCartAnswer.parse(b.json()).merged);
    expect(merged.reduce((a, b) => a + b, 0)).toBe(2);
    const rows = await t.db
      .select()
      .from(schema.tempCartItems)
      .where(eq(schema.tempCartItems.member_id, member.memberId));
    expect(rows.map((r) => r.quantity).sort()).toEqual([1, 2]);
  });
});

describe('cart summary', () => {
  it('prices a sale-event N-for-N group, a match pair and the threshold bars from the database', async () => {
    const cart = [
      { productId: id('skin-balancing/balancing-toner'), quantity: 1, selected: true },
      { productId: id('skin-balancing/pore-refining-serum'), quantity: 1, selected: true },
      { productId: id('clinical/niacinamide-10-serum'), quantity: 1, selected: true },
      { productId: id('exfoliate/mandelic-toner'), quantity: 1, selected: true },
      { productId: id('c-plus/vitamin-c-serum-15'), quantity: 1, selected: true },
    ];
    const res = await call('POST', 'get-cart-summary', { payload: { carts: { cart } } });
    expect(res.statusCode).toBe(200);
    const { summary } = CartSummaryAnswer.parse(res.json());
    // N-for-N 2件9折 would make the toner 882 and the serum 1602 (2484): dearer than 980 + 1480, so regular.
    expect(summary.ps.products.map((l) => [l.productId, l.amount, l.struck])).toEqual([
      [id('skin-balancing/balancing-toner'), 980, null],
      [id('skin-balancing/pore-refining-serum'), 1480, 1780],
      // 85折 of 2280 is 1938, dearer than its own price 1880
      [id('c-plus/vitamin-c-serum-15'), 1880, 2280],
    ]);
    expect(summary.saleEventList).toEqual([]);
    const [pair] = summary.matchPairList;
    expect(pair?.matchpair_name).toBe('精華＋化妝水 紅綠配 成對82折');
    // round(1880 × 0.82) = 1542, round(880 × 0.82) = 722
    expect(pair?.matchedProducts.a.map((l) => [l.productId, l.amount])).toEqual([
      [id('clinical/niacinamide-10-serum'), 1542],
    ]);
    expect(pair?.matchedProducts.b.map((l) => [l.productId, l.amount])).toEqual([
      [id('exfoliate/mandelic-toner'), 722],
    ]);
    expect(summary.merchandiseSubtotal).toBe(6604);
    expect(
      summary.thresholdBars.map((b) => [b.activity_title, b.percentage, b.statusText, b.discount]),
    ).toEqual([
      ['全館滿額折', 100, '已達成滿NT$5,000折NT$800', 800],
      // serums: 1480 + 1542 + 1880 = 4902, 9折 takes 490
      ['精華類滿額再享折扣', 100, '已達成滿NT$4,000享9折', 490],
      ['防曬系列滿$2,000 送舒緩修護面膜', 0, '再買NT$2,000，即享滿NT$2,000送舒緩修護面膜', 0],
    ]);
    expect(summary.thresholdBars[0]?.statusTextByCurrency.HKD).toBe('已達成滿HKD 1,218折HKD 195');
    expect(summary.grandTotalPrice).toBe(5314);
    expect(summary.totalCartQuantity).toBe(5);
    expect(summary.giftList.map((g) => g.activity_name)).toContain('全館滿$2,000 送水楊酸旅行瓶');
  });

  it('groups a 任選2件8折 sale event and prices it round(p_price × 0.8)', async () => {
    const rows = await t.db
      .select({ href: schema.sells.href, p_id: schema.sells.p_id })
      .from(schema.sells)
      .where(
        inArray(schema.sells.href, ['c-plus/vitamin-c-jelly-mask', 'skin-recovery/overnight-recovery-mask']),
      );
    const cart = rows.map((r) => ({ productId: r.p_id, quantity: 1 }));
    const res = await call('POST', 'get-cart-summary', { payload: { carts: { cart }, currency: 'HKD' } });
    const { summary } = CartSummaryAnswer.parse(res.json());
    const [group] = summary.saleEventList;
    expect(group?.saleevent_name).toBe('面膜任選2件8折');
    expect(group?.applicableDiscount).toEqual({ min_count: 2, sale: 0.8 });
    // 1280 × 0.8 = 1024, 1380 × 0.8 = 1104
    expect(group?.matchedItems.map((l) => [l.amount, l.struck]).sort()).toEqual([
      [1024, 1280],
      [1104, 1380],
    ]);
    expect(summary.grandTotalPrice).toBe(2128 - 150);
    // 3000 − 2128 = 872 → HKD 212; 3000 → HKD 731; 400 → HKD 97
    expect(summary.thresholdBars[0]?.statusText).toBe('再買HKD 212，即享滿HKD 731折HKD 97');
  });

  it('refuses carts that are not lists of entries with 422', async () => {
    const res = await call('POST', 'get-cart-summary', { payload: { carts: { cart: 'nonsense' } } });
    expect(res.statusCode).toBe(422);
  });

  it("gives a member's point and shopping-credit balances from the ledgers, null for a guest", async () => {
    const { token, memberId } = await newMemberSession(t);
    await appendLedgerEntry(t.db, 'points', { memberId, delta: 40, reason: 'adjustment' });
    await appendLedgerEntry(t.db, 'credit', { memberId, delta: 250, reason: 'adjustment' });
    await appendLedgerEntry(t.db, 'credit', { memberId, delta: -50, reason: 'adjustment' });
    const member = await call('POST', 'get-cart-summary', { token, payload: { carts: { cart: [] } } });
    const { summary } = CartSummaryAnswer.parse(member.json());
    expect(summary.pointBalance).toBe(40);
    expect(summary.creditBalance).toBe(200);
    const guest = await call('POST', 'get-cart-summary', { payload: { carts: { cart: [] } } });
    expect(CartSummaryAnswer.parse(guest.json()).summary.creditBalance).toBeNull();
  });

  it('answers an empty cart as empty', async () => {
    const res = await call('POST', 'get-cart-summary', { payload: { carts: { cart: [] } } });
    const { summary } = CartSummaryAnswer.parse(res.json());
    expect(summary.cartHasProducts).toBe(false);
    expect(summary.grandTotalPrice).toBe(0);
  });
});
