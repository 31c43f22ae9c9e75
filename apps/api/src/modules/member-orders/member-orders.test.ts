// get-orders?page=, get-one-year-orders, get-bought-products and the member views of kits and
// buy-gifts: auth on every call, a member only ever sees their own orders.
import {
  BoughtProductsAnswer,
  BuyGiftListAnswer,
  BuyGiftsForMemberAnswer,
  ErrorBody,
  MemberOrdersAnswer,
  OneYearOrdersAnswer,
  OrderDetailAnswer,
  RoutineKitListAnswer,
  RoutineKitsForMemberAnswer,
} from '@shop/contracts';
import { ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API, bearer, newMemberSession } from '../../../test/catalogue-support.ts';
import { insertTestOrder } from '../../../test/checkout-orders.ts';

let t: TestApp;
let owner: { memberId: number; token: string };
let other: { memberId: number; token: string };
let products: { p_id: number; p_name: string }[];
const DAY = 86_400_000;

const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `${API}/${path}`, headers: token ? bearer(token) : {} });

async function orderWith(
  memberId: number,
  daysAgo: number,
  lines: { p_id: number; count: number }[],
  overrides: Partial<typeof schema.orders.$inferInsert> = {},
) {
  const order = await insertTestOrder(t.db, memberId, {
    ordermain_dt1: new Date(Date.now() - daysAgo * DAY),
    ordermain_status: ORDER_STATUS.completed,
    ...overrides,
  });
  await t.db.insert(schema.orderLines).values(
    lines.map((line) => {
      const product = products.find((p) => p.p_id === line.p_id)!;
      return {
        ordermain_id: order.ordermain_id,
        p_id: product.p_id,
        p_name: product.p_name,
        p_price: 500,
        list_price: 600,
        ordersub_count: line.count,
      };
    }),
  );
  return order;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await newMemberSession(t, '訂單會員');
  other = await newMemberSession(t, '別的會員');
  products = (await t.db.select().from(schema.products).limit(3)).map((p) => ({
    p_id: p.p_id,
    p_name: p.p_name,
  }));
});
afterAll(async () => {
  await t?.close();
});

describe('auth on every call', () => {
  it.each([
    'get-orders',
    'get-orders?page=2',
    'get-one-year-orders',
    'get-bought-products',
    'get-routine-kit-list-with-member-id',
    'get-open-buy-gift-list-with-member-id',
  ])('GET %s answers 401 to a guest and to a dead token', async (path) => {
    for (const token of [undefined, 'not-a-real-token-at-all']) {
      const res = await get(path, token);
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('get-orders?page=', () => {
  it('pages the member’s own orders newest first, 10 a page', async () => {
    const { memberId, token } = await newMemberSession(t, '十二筆訂單');
    const created = [];
    for (let i = 0; i < 12; i++)
      created.push(await orderWith(memberId, 20 - i, [{ p_id: products[0]!.p_id, count: i + 1 }]));
    const first = MemberOrdersAnswer.parse((await get('get-orders', token)).json());
    expect(first).toMatchObject({ page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(first.orders).toHaveLength(10);
    expect(first.orders[0]).toMatchObject({
      ordermain_id: created[11]!.ordermain_id,
      ordermain_sn: created[11]!.ordermain_sn,
      ordermain_status: 11,
      status_name: '已完成',
      ordermain_total: 1780,
      is_valid: true,
      ispoints: false,
      ship_method: 'seven',
      item_count: 12,
    });
    const second = MemberOrdersAnswer.parse((await get('get-orders?page=2', token)).json());
    expect(second.orders.map((o) => o.ordermain_id)).toEqual([
      created[1]!.ordermain_id,
      created[0]!.ordermain_id,
    ]);
    const beyond = MemberOrdersAnswer.parse((await get('get-orders?page=3', token)).json());
    expect(beyond).toMatchObject({ orders: [], page: 3, total: 12, last_page: 2 });
    expect((await get('get-orders?page=0', token)).statusCode).toBe(422);
    expect((await get('get-orders?page=x', token)).statusCode).toBe(422);
  });

  it('never shows another member’s orders, and their ids answer 404', async () => {
    const order = await orderWith(owner.memberId, 3, [{ p_id: products[0]!.p_id, count: 1 }]);
    const theirs = MemberOrdersAnswer.parse((await get('get-orders', other.token)).json());
    expect(theirs.orders.map((o) => o.ordermain_id)).not.toContain(order.ordermain_id);
    expect((await get(`get-orders/${order.ordermain_id}`, other.token)).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `${API}/orders/${order.ordermain_id}/cancel`,
      headers: bearer(other.token),
    });
    expect(cancel.statusCode).toBe(404);
  });
});

describe('get-orders/:id for the detail page', () => {
  it('answers delivery, invoice and which actions are offered', async () => {
    const unpaid = await orderWith(owner.memberId, 0, [{ p_id: products[1]!.p_id, count: 2 }], {
      ordermain_status: ORDER_STATUS.awaitingPayment,
      expires_at: new Date(Date.now() + 20 * 60_000),
      carrier_num: '/ABC1234',
      invoice_type: 'mobile',
    });
    const detail = OrderDetailAnswer.parse(
      (await get(`get-orders/${unpaid.ordermain_id}`, owner.token)).json(),
    );
    expect(detail).toMatchObject({
      status_name: '待付款',
      can_cancel: true,
      can_repay: true,
      shipped_at: null,
      delivery: { store_id: '201001', store_name: '米瑞中正門市', address: '' },
      invoice: { carrier_num: '/ABC1234', invoice_number: null },
    });
    const shipped = await orderWith(owner.memberId, 5, [{ p_id: products[1]!.p_id, count: 1 }], {
      ordermain_status: ORDER_STATUS.shipped,
      shipped_at: new Date(Date.now() - 4 * DAY),
    });
    const shippedDetail = OrderDetailAnswer.parse(
      (await get(`get-orders/${shipped.ordermain_id}`, owner.token)).json(),
    );
    expect(shippedDetail).toMatchObject({ status_name: '已出貨', can_cancel: false, can_repay: false });
    const lapsed = await orderWith(owner.memberId, 1, [{ p_id: products[1]!.p_id, count: 1 }], {
      ordermain_status: ORDER_STATUS.paymentFailed,
      expires_at: new Date(Date.now() - 60_000),
    });
    const lapsedDetail = OrderDetailAnswer.parse(
      (await get(`get-orders/${lapsed.ordermain_id}`, owner.token)).json(),
    );
    expect(lapsedDetail).toMatchObject({ can_cancel: true, can_repay: false });
  });
});

describe('get-one-year-orders', () => {
  it('answers the last year only, with validity and the credited flag', async () => {
    const { memberId, token } = await newMemberSession(t, '一年訂單');
    const old = await orderWith(memberId, 400, [{ p_id: products[0]!.p_id, count: 1 }]);
    const credited = await orderWith(memberId, 60, [{ p_id: products[0]!.p_id, count: 1 }], {
      ispoints: true,
      points: 17,
    });
    const cancelled = await orderWith(memberId, 10, [{ p_id: products[0]!.p_id, count: 1 }], {
      ordermain_status: ORDER_STATUS.cancelled,
    });
    const body = OneYearOrdersAnswer.parse((await get('get-one-year-orders', token)).json());
    expect(body.orders.map((o) => o.ordermain_id)).toEqual([cancelled.ordermain_id, credited.ordermain_id]);
    expect(body.orders.map((o) => o.ordermain_id)).not.toContain(old.ordermain_id);
    expect(body.orders[0]).toMatchObject({ is_valid: false, status_name: '已取消' });
    expect(body.orders[1]).toMatchObject({ is_valid: true, ispoints: true, points: 17 });
    const theirs = OneYearOrdersAnswer.parse((await get('get-one-year-orders', other.token)).json());
    expect(theirs.orders.some((o) => o.ordermain_id === credited.ordermain_id)).toBe(false);
  });
});

describe('get-bought-products', () => {
  it('groups the products of valid orders, last bought first; cancelled orders do not count', async () => {
    const { memberId, token } = await newMemberSession(t, '購買紀錄');
    const [a, b, c] = products;
    await orderWith(memberId, 30, [
      { p_id: a!.p_id, count: 1 },
      { p_id: b!.p_id, count: 2 },
    ]);
    const latest = await orderWith(memberId, 5, [{ p_id: a!.p_id, count: 3 }]);
    await orderWith(memberId, 1, [{ p_id: c!.p_id, count: 1 }], { ordermain_status: ORDER_STATUS.cancelled });
    const body = BoughtProductsAnswer.parse((await get('get-bought-products', token)).json());
    expect(body.products.map((p) => [p.p_id, p.quantity, p.order_count])).toEqual([
      [a!.p_id, 4, 2],
      [b!.p_id, 2, 1],
    ]);
    expect(body.products[0]).toMatchObject({ p_name: a!.p_name, last_ordermain_id: latest.ordermain_id });
    const theirs = BoughtProductsAnswer.parse((await get('get-bought-products', other.token)).json());
    expect(theirs.products).toEqual([]);
  });
});

describe('member views of routine kits and buy-gift events', () => {
  /** A valid (or given-status) order of the member holding one line with this offer_ref. */
  async function orderLine(
    memberId: number,
    line: { p_id: number; count: number; line_kind?: string; offer_ref?: string | null },
    status: number = ORDER_STATUS.completed,
  ) {
    const order = await insertTestOrder(t.db, memberId, { ordermain_status: status });
    await t.db.insert(schema.orderLines).values({
      ordermain_id: order.ordermain_id,
      p_id: line.p_id,
      p_name: `商品${line.p_id}`,
      p_price: line.line_kind === 'gift' ? 0 : 500,
      list_price: 600,
      ordersub_count: line.count,
      line_kind: line.line_kind ?? 'regular',
      offer_ref: line.offer_ref ?? null,
    });
  }

  it('get-routine-kit-list-with-member-id: each member sees the kits and kit products they bought, never another’s', async () => {
    const buyer = await newMemberSession(t, '買過組合');
    const stranger = await newMemberSession(t, '沒買過組合');
    const publicKits = RoutineKitListAnswer.parse((await get('get-routine-kit-list')).json()).routineKitList;
    const kit = publicKits.find((k) => k.items.length >= 3)!;
    const [first, second, third] = kit.items.map((item) => item.product.p_id);
    await orderLine(buyer.memberId, { p_id: first!, count: 2, offer_ref: `routinekit:${kit.routinekit_id}` });
    await orderLine(buyer.memberId, { p_id: second!, count: 1 });
    // a cancelled order counts for nothing
    await orderLine(
      buyer.memberId,
      { p_id: third!, count: 5, offer_ref: `routinekit:${kit.routinekit_id}` },
      ORDER_STATUS.cancelled,
    );

    const mine = await get('get-routine-kit-list-with-member-id', buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toMatch(/private|no-store/);
    const kits = RoutineKitsForMemberAnswer.parse(mine.json()).routineKitList;
    expect(kits.map((k) => k.routinekit_id)).toEqual(publicKits.map((k) => k.routinekit_id));
    const seen = kits.find((k) => k.routinekit_id === kit.routinekit_id)!;
    expect(seen.member).toEqual({ kits_bought: 2, owned_p_ids: [first, second] });
    const { member: _member, ...asPublic } = seen;
    expect(asPublic).toEqual(kit);

    const theirs = RoutineKitsForMemberAnswer.parse(
      (await get('get-routine-kit-list-with-member-id', stranger.token)).json(),
    );
    for (const k of theirs.routineKitList) expect(k.member).toEqual({ kits_bought: 0, owned_p_ids: [] });
  });

  it('get-open-buy-gift-list-with-member-id: progress from the member’s own server cart and gifts received', async () => {
    const shopper = await newMemberSession(t, '買二送一');
    const stranger = await newMemberSession(t, '空購物車');
    const events = BuyGiftListAnswer.parse((await get('get-open-buy-gift-list')).json()).buyGifts;
    const event = events.find((e) => e.activity_name === '面膜買2送1')!;
    expect(event.scope.type).toBe('products');
    const inScope = event.scope.p_ids[0]!;
    const outside = products.map((p) => p.p_id).find((id) => !event.scope.p_ids.includes(id))!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/update-temp-cart`,
      headers: bearer(shopper.token),
      payload: {
        items: [
          { product_id: inScope, quantity: 3, path: '/calm' },
          { product_id: outside, quantity: 2, path: '/calm' },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const gift = event.gifts[0]!.p_id;
    await orderLine(shopper.memberId, {
      p_id: gift,
      count: 2,
      line_kind: 'gift',
      offer_ref: `buy_gift:${event.activity_id}`,
    });

    const mine = BuyGiftsForMemberAnswer.parse(
      (await get('get-open-buy-gift-list-with-member-id', shopper.token)).json(),
    ).buyGifts;
    expect(mine.map((e) => e.activity_id)).toEqual(events.map((e) => e.activity_id));
    expect(mine.find((e) => e.activity_id === event.activity_id)!.member).toEqual({
      units_in_cart: 3,
      gifts_earned: 1,
      units_to_next_gift: 1,
      gifts_received: 2,
    });

    const theirs = BuyGiftsForMemberAnswer.parse(
      (await get('get-open-buy-gift-list-with-member-id', stranger.token)).json(),
    ).buyGifts;
    expect(theirs.find((e) => e.activity_id === event.activity_id)!.member).toEqual({
      units_in_cart: 0,
      gifts_earned: 0,
      units_to_next_gift: 2,
      gifts_received: 0,
    });
  });
});
