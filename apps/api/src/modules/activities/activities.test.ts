// The evergreen trial's rules, dated activities, singles-day coupons and bought counts: auth, once per
// member, the activity's window and the Taipei date range.
import {
  ActivityOpenAnswer,
  BoughtCountAnswer,
  CartSummaryAnswer,
  ErrorBody,
  EvergreenAnswer,
  SinglesDayClaimAnswer,
  SinglesDayStatusAnswer,
} from '@shop/contracts';
import { taipeiDate } from '@shop/core';
import { schema } from '@shop/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../../../test/accounts-support.ts';
import { demoMemberSession, newMemberSession } from '../../../test/catalogue-support.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

describe('get-evergreen', () => {
  it('answers the open trial with its point prices, limits and the member balance', async () => {
    const member = await demoMemberSession(t, 2);
    const res = await t.call('GET', 'get-evergreen', { token: member.token });
    expect(res.statusCode, res.body).toBe(200);
    const { evergreen } = EvergreenAnswer.parse(res.json());
    expect(evergreen).toMatchObject({
      activity_type: 28,
      activity_name: '常態試用｜點數換旅行瓶',
      max_per_product: 1,
      max_products: 2,
    });
    expect(evergreen?.products.map((p) => [p.p_name, p.point, p.taken])).toEqual([
      ['2%水楊酸煥膚精華液 旅行瓶', 80, false],
      ['維他命C亮白旅行組', 150, false],
      ['10%果酸身體煥膚乳', 200, false],
    ]);
    expect(evergreen?.point_balance).toBeGreaterThan(0);
    expect((await t.call('GET', 'get-evergreen')).statusCode).toBe(401);

    // The cart preview prices an evergreen-trail line in the trial's points, under the trial's name.
    const first = evergreen!.products[0]!;
    const line = {
      productId: first.p_id,
      quantity: 1,
      activity_type: 28,
      activity_id: evergreen!.activity_id,
    };
    const summary = await t.call('POST', 'get-cart-summary', {
      body: { carts: { cart: [], evergreenTrailCart: [line] } },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const state = CartSummaryAnswer.parse(summary.json()).summary;
    expect(state.evergreenTrailActivityName).toBe('常態試用｜點數換旅行瓶');
    expect(state.evergreenTrailCartWithDetails).toMatchObject([
      { productId: first.p_id, point: 80, name: first.p_name },
    ]);
  });
});

describe('singles-day-coupons and is-activity-open', () => {
  it('hands each member one coupon while the activity is open', async () => {
    const member = await newMemberSession(t);
    const open = ActivityOpenAnswer.parse(
      (await t.call('GET', 'is-activity-open', { token: member.token })).json(),
    );
    expect(open).toMatchObject({ activity: 'singles_day', is_open: true });
    expect((await t.call('GET', 'is-activity-open?activity=nope', { token: member.token })).statusCode).toBe(
      404,
    );

    const status = SinglesDayStatusAnswer.parse(
      (await t.call('GET', 'singles-day-coupons', { token: member.token })).json(),
    );
    expect(status).toMatchObject({ is_open: true, claimed: false, coupon: null });
    expect(status.offer).toMatchObject({ coupon_value: 111, min_spend: 1111, valid_days: 30 });

    const claim = await t.call('POST', 'singles-day-coupons', { token: member.token });
    expect(claim.statusCode, claim.body).toBe(200);
    const claimed = SinglesDayClaimAnswer.parse(claim.json());
    expect(claimed.message).toBe('雙11折價券已存入您的帳戶');
    expect(claimed.coupon).toMatchObject({ coupon_value: 111, min_spend: 1111 });

    const twice = await t.call('POST', 'singles-day-coupons', { token: member.token });
    expect(twice.statusCode).toBe(409);
    expect(ErrorBody.parse(twice.json()).message).toBe('您已經領取過雙11折價券');
    const after = SinglesDayStatusAnswer.parse(
      (await t.call('GET', 'singles-day-coupons', { token: member.token })).json(),
    );
    expect(after.claimed).toBe(true);
    expect(after.coupon?.coupon_id).toBe(claimed.coupon.coupon_id);
  });

  it('refuses a claim once the activity has ended', async () => {
    const member = await newMemberSession(t);
    await t.db
      .update(schema.shopActivities)
      .set({
        ends_at: new Date(t.clock.now().getTime() - 1000),
        starts_at: new Date(t.clock.now().getTime() - 86_400_000),
      })
      .where(eq(schema.shopActivities.activity_key, 'singles_day'));
    try {
      const res = await t.call('POST', 'singles-day-coupons', { token: member.token });
      expect(res.statusCode).toBe(409);
      expect(ErrorBody.parse(res.json()).message).toBe('活動目前未開放');
      const open = ActivityOpenAnswer.parse(
        (await t.call('GET', 'is-activity-open', { token: member.token })).json(),
      );
      expect(open.is_open).toBe(false);
    } finally {
      await t.db
        .update(schema.shopActivities)
        .set({ ends_at: new Date('2030-12-31T15:59:59Z') })
        .where(eq(schema.shopActivities.activity_key, 'singles_day'));
    }
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.call(method, 'singles-day-coupons')).statusCode).toBe(401);
    }
  });
});

describe('get-products-bought-count-in-range', () => {
  it("counts units of the member's valid orders on the Taipei days asked, 0 for the rest", async () => {
    const member = await demoMemberSession(t, 0);
    const lines = await t.db
      .select({
        p_id: schema.orderLines.p_id,
        count: schema.orderLines.ordersub_count,
        at: schema.orders.ordermain_dt1,
      })
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.ordermain_id, schema.orderLines.ordermain_id))
      .where(
        and(
          eq(schema.orders.member_id, member.memberId),
          inArray(schema.orders.ordermain_status, [1, 2, 3, 6, 10, 11, 12]),
          eq(schema.orderLines.line_kind, 'regular'),
        ),
      )
      .orderBy(asc(schema.orders.ordermain_dt1));
    const line = lines[0];
    expect(line).toBeDefined();
    const day = taipeiDate(line!.at);
    const sameDay = lines.filter((l) => l.p_id === line!.p_id && taipeiDate(l.at) === day);
    const expected = sameDay.reduce((sum, l) => sum + l.count, 0);
    const ask = (start_date: string, end_date: string) =>
      t.call('POST', 'get-products-bought-count-in-range', {
        token: member.token,
        body: { product_ids: [line!.p_id, 999_999], start_date, end_date },
      });
    const res = await ask(day, day);
    expect(res.statusCode, res.body).toBe(200);
    expect(BoughtCountAnswer.parse(res.json()).counts).toEqual([
      { p_id: line!.p_id, count: expected },
      { p_id: 999_999, count: 0 },
    ]);
    const other = await newMemberSession(t);
    const none = await t.call('POST', 'get-products-bought-count-in-range', {
      token: other.token,
      body: { product_ids: [line!.p_id], start_date: day, end_date: day },
    });
    expect(BoughtCountAnswer.parse(none.json()).counts).toEqual([{ p_id: line!.p_id, count: 0 }]);

    const inverted = await ask('2025-02-01', '2025-01-01');
    expect(inverted.statusCode).toBe(422);
    expect(ErrorBody.parse(inverted.json()).errors?.end_date).toEqual(['結束日期不可早於開始日期']);
    expect((await ask('2024-01-01', '2025-06-01')).statusCode).toBe(422);
    expect((await ask('2025-13-01', '2025-12-01')).statusCode).toBe(422);
    expect((await t.call('POST', 'get-products-bought-count-in-range', { body: {} })).statusCode).toBe(401);
  });
});
