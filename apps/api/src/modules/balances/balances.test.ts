// Coupons, points, shopping credit and gift vouchers: auth on every call, members kept apart, claims once,
// balances never below zero under concurrent use (run on PostgreSQL too: docs/decisions/README.md).
import {
  BonusCashListAnswer,
  CashbackCreditAnswer,
  ClaimCouponAnswer,
  CouponsAnswer,
  ErrorBody,
  GiftVouchersAnswer,
  OpenCouponsAnswer,
  PcPointsAnswer,
  PointAwardAnswer,
} from '@shop/contracts';
import { balanceMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { DEMO_MEMBERS, OPENING_BALANCES } from '@shop/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../../../test/accounts-support.ts';
import { demoMemberSession, newMemberSession } from '../../../test/catalogue-support.ts';
import { insertTestOrder } from '../../../test/checkout-orders.ts';
import { appendLedgerEntry } from '../ledgers/index.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const TIER2 = DEMO_MEMBERS.findIndex((member) => member.tier === 2);

async function couponId(code: string): Promise<number> {
  const [row] = await t.db.select().from(schema.coupons).where(eq(schema.coupons.coupon_code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row.coupon_id;
}

describe('auth on every call', () => {
  it.each([
    ['GET', 'get-open-coupons'],
    ['GET', 'get-coupons'],
    ['POST', 'claim-coupon/1'],
    ['GET', 'get-pc-points'],
    ['GET', 'member-claim-add-pc-point'],
    ['GET', 'add-pc-point-by-activity'],
    ['GET', 'get-cashback-credit'],
    ['GET', 'get-bonus-cash-list'],
    ['GET', 'get-return-cashback-credit'],
    ['GET', 'get-gift-vouchers?page=1'],
    ['GET', 'get-used-gift-vouchers?page=1'],
  ] as const)('%s %s answers 401 to a guest and to a dead token', async (method, path) => {
    for (const token of [undefined, 'not-a-real-token-at-all']) {
      const res = await t.call(method, path, token ? { token } : {});
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('coupons', () => {
  it('lists the claimable coupons with the claims left; a claim is taken once', async () => {
    const { token } = await newMemberSession(t);
    const open = OpenCouponsAnswer.parse((await t.call('GET', 'get-open-coupons', { token })).json());
    expect(open.coupons.map((c) => [c.coupon_code, c.claimed])).toEqual([
      ['CLAIM100', false],
      ['CLAIM88', false],
      ['LIMIT5', false],
    ]);
    expect(open.coupons[1]?.remaining).toBeNull();
    const id = await couponId('CLAIM100');
    const claimed = await t.call('POST', `claim-coupon/${id}`, { token });
    expect(claimed.statusCode).toBe(201);
    expect(ClaimCouponAnswer.parse(claimed.json()).coupon).toMatchObject({
      coupon_code: 'CLAIM100',
      status: 'usable',
      uses_left: 1,
    });
    const again = await t.call('POST', `claim-coupon/${id}`, { token });
    expect(again.statusCode).toBe(409);
    expect(ErrorBody.parse(again.json()).message).toBe(m.couponAlreadyClaimed);
    const after = OpenCouponsAnswer.parse((await t.call('GET', 'get-open-coupons', { token })).json());
    expect(after.coupons.find((c) => c.coupon_code === 'CLAIM100')).toMatchObject({
      claimed: true,
      remaining: 999,
    });
    const mine = CouponsAnswer.parse((await t.call('GET', 'get-coupons', { token })).json());
    expect(mine.coupons.map((c) => c.coupon_code)).toEqual(['CLAIM100']);
  });

  it('answers 404 for a coupon credited to another member, a public code and a missing id', async () => {
    const { token } = await newMemberSession(t);
    for (const code of ['VIP2-BDAY200', 'WELCOME150']) {
      const res = await t.call('POST', `claim-coupon/${await couponId(code)}`, { token });
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).message).toBe(m.couponNotClaimable);
    }
    expect((await t.call('POST', 'claim-coupon/999999', { token })).statusCode).toBe(404);
    const mine = CouponsAnswer.parse((await t.call('GET', 'get-coupons', { token })).json());
    expect(mine.coupons).toEqual([]);
  });

  it('gives the tier-2 member their credited coupons: usable, expired, and which fit a total', async () => {
    const { token } = await demoMemberSession(t, TIER2);
    const all = CouponsAnswer.parse((await t.call('GET', 'get-coupons?total=999', { token })).json());
    const byCode = Object.fromEntries(all.coupons.map((c) => [c.coupon_code, c]));
    expect(byCode['VIP2-BDAY200']).toMatchObject({ status: 'usable', fits_total: false, min_spend: 1000 });
    expect(byCode['VIP2-AUTUMN']).toMatchObject({ status: 'expired', fits_total: false });
    const fits = CouponsAnswer.parse(
      (await t.call('GET', 'get-coupons?total=1000&status=usable', { token })).json(),
    );
    expect(fits.coupons.map((c) => [c.coupon_code, c.fits_total])).toEqual([['VIP2-BDAY200', true]]);
    const bad = await t.call('GET', 'get-coupons?status=lost', { token });
    expect(bad.statusCode).toBe(422);
  });

  it('shows a coupon as used while a live order holds it, usable again once released', async () => {
    const { token, memberId } = await newMemberSession(t);
    const id = await couponId('CLAIM88');
    expect((await t.call('POST', `claim-coupon/${id}`, { token })).statusCode).toBe(201);
    const order = await insertTestOrder(t.db, memberId);
    const [use] = await t.db
      .insert(schema.couponUses)
      .values({ coupon_id: id, member_id: memberId, ordermain_id: order.ordermain_id })
      .returning();
    const used = CouponsAnswer.parse((await t.call('GET', 'get-coupons?status=used', { token })).json());
    expect(used.coupons.map((c) => [c.coupon_code, c.uses_left])).toEqual([['CLAIM88', 0]]);
    await t.db
      .update(schema.couponUses)
      .set({ released_at: new Date() })
      .where(eq(schema.couponUses.coupon_use_id, use!.coupon_use_id));
    const usable = CouponsAnswer.parse((await t.call('GET', 'get-coupons?status=usable', { token })).json());
    expect(usable.coupons.map((c) => c.coupon_code)).toEqual(['CLAIM88']);
  });

  it('moves a claimed coupon under expired once live orders hold every use of its total limit', async () => {
    const { token } = await newMemberSession(t);
    const [coupon] = await t.db
      .insert(schema.coupons)
      .values({
        coupon_code: 'TOTAL2',
        coupon_name: '限量兩張',
        coupon_kind: 'amount',
        coupon_value: 50,
        claimable: true,
        total_limit: 2,
        used_count: 1,
        starts_at: new Date(Date.now() - 86_400_000),
        ends_at: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect((await t.call('POST', `claim-coupon/${coupon!.coupon_id}`, { token })).statusCode).toBe(201);
    const statusOf = async () =>
      CouponsAnswer.parse((await t.call('GET', 'get-coupons?total=1000', { token })).json()).coupons.find(
        (c) => c.coupon_code === 'TOTAL2',
      );
    expect(await statusOf()).toMatchObject({ status: 'usable', fits_total: true, uses_left: 1 });
    await t.db
      .update(schema.coupons)
      .set({ used_count: 2 })
      .where(eq(schema.coupons.coupon_id, coupon!.coupon_id));
    expect(await statusOf()).toMatchObject({ status: 'expired', fits_total: false });
    const usable = CouponsAnswer.parse((await t.call('GET', 'get-coupons?status=usable', { token })).json());
    expect(usable.coupons.map((c) => c.coupon_code)).not.toContain('TOTAL2');
  });

  it('gives 20 simultaneous claims of one member one claim', async () => {
    const { token } = await newMemberSession(t);
    const id = await couponId('CLAIM100');
    const before = await claimedCount(id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', `claim-coupon/${id}`, { token })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(await claimedCount(id)).toBe(before + 1);
  });

  it('stops simultaneous claims of many members at the total claim limit', async () => {
    const id = await couponId('LIMIT5');
    const sessions = await Promise.all(Array.from({ length: 9 }, () => newMemberSession(t)));
    const answers = await Promise.all(
      sessions.map(({ token }) => t.call('POST', `claim-coupon/${id}`, { token })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused.map((res) => ErrorBody.parse(res.json()).message)).toEqual(
      Array(4).fill(m.couponClaimsGone),
    );
    expect(await claimedCount(id)).toBe(5);
    const claims = await t.db.select().from(schema.couponClaims).where(eq(schema.couponClaims.coupon_id, id));
    expect(claims).toHaveLength(5);
  });
});

async function claimedCount(id: number): Promise<number> {
  const [row] = await t.db.select().from(schema.coupons).where(eq(schema.coupons.coupon_id, id));
  return row!.claimed_count;
}

describe('points', () => {
  it('answers the tier-2 balance and its ledger newest first, ten a page', async () => {
    const { token } = await demoMemberSession(t, TIER2);
    const first = PcPointsAnswer.parse((await t.call('GET', 'get-pc-points', { token })).json());
    expect(first.point).toBe(OPENING_BALANCES[2]?.points);
    expect(first.entries).toMatchObject({ total: 13, per_page: 10 });
    expect(first.entries.data).toHaveLength(10);
    expect(first.entries.data[0]).toMatchObject({ delta: 50, balance_after: 2350, reason: 'earned' });
    const second = PcPointsAnswer.parse((await t.call('GET', 'get-pc-points?page=2', { token })).json());
    expect(second.entries.data.map((row) => row.delta)).toEqual([150, 200, 1000]);
    expect(second.entries.data.at(-1)).toMatchObject({ reason: 'opening', balance_after: 1000 });
  });

  it('keeps another member’s ledger apart', async () => {
    const { token } = await newMemberSession(t);
    const answer = PcPointsAnswer.parse((await t.call('GET', 'get-pc-points', { token })).json());
    expect(answer).toEqual({ point: 0, entries: { total: 0, per_page: 10, data: [] } });
  });

  it('awards the open activity once, also under 15 simultaneous calls', async () => {
    const { token } = await newMemberSession(t);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => t.call('GET', 'add-pc-point-by-activity', { token })),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(PointAwardAnswer.parse(won[0]!.json())).toEqual({
      awarded: 100,
      point: 100,
      title: '秋季保養活動頁 領 100 點',
    });
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(14);
    const points = PcPointsAnswer.parse((await t.call('GET', 'get-pc-points', { token })).json());
    expect(points.point).toBe(100);
    expect(points.entries.data.map((row) => [row.reason, row.delta])).toEqual([['campaign', 100]]);
  });

  it('awards birthday points to tiers 2–3 in the birthday month, once a year', async () => {
    const month = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(5, 7);
    const { token, memberId } = await newMemberSession(t);
    await t.db
      .update(schema.members)
      .set({ member_nowtier2025: 3, member_birthday: `1990-${month}-15` })
      .where(eq(schema.members.member_id, memberId));
    const first = await t.call('GET', 'member-claim-add-pc-point', { token });
    expect(first.statusCode).toBe(200);
    expect(PointAwardAnswer.parse(first.json())).toMatchObject({ awarded: 500, point: 500 });
    const again = await t.call('GET', 'member-claim-add-pc-point', { token });
    expect(again.statusCode).toBe(409);

    const other = await newMemberSession(t);
    await t.db
      .update(schema.members)
      .set({ member_nowtier2025: 1, member_birthday: `1990-${month}-15` })
      .where(eq(schema.members.member_id, other.memberId));
    const refused = await t.call('GET', 'member-claim-add-pc-point', { token: other.token });
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).message).toBe(m.pointsAwardNotEligible);
  });

  it('never goes below zero under 30 simultaneous debits', async () => {
    const { token, memberId } = await newMemberSession(t);
    await appendLedgerEntry(t.db, 'points', { memberId, delta: 1000, reason: 'adjustment' });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        appendLedgerEntry(t.db, 'points', { memberId, delta: -70, reason: 'order' }),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(14);
    const answer = PcPointsAnswer.parse((await t.call('GET', 'get-pc-points', { token })).json());
    expect(answer.point).toBe(1000 - 14 * 70);
    const rows = await t.db
      .select()
      .from(schema.pointLedger)
      .where(eq(schema.pointLedger.member_id, memberId));
    expect(rows.every((row) => row.balance_after >= 0)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(answer.point);
  });
});

describe('shopping credit', () => {
  it('answers the balance and what lapses first (spending takes the lapsing grant first)', async () => {
    const { token } = await demoMemberSession(t, TIER2);
    const credit = CashbackCreditAnswer.parse((await t.call('GET', 'get-cashback-credit', { token })).json());
    expect(credit.credit).toBe(OPENING_BALANCES[2]?.credit);
    expect(credit.expiring.map((lot) => lot.amount)).toEqual([150]);
    expect(Date.parse(credit.expiring[0]!.expires_at)).toBeGreaterThan(Date.now());
    const list = BonusCashListAnswer.parse((await t.call('GET', 'get-bonus-cash-list', { token })).json());
    expect(list.entries.data.map((row) => [row.reason, row.delta, row.balance_after])).toEqual([
      ['order', -50, 300],
      ['order-cancel', 150, 350],
      ['campaign', 200, 200],
    ]);
    const returned = BonusCashListAnswer.parse(
      (await t.call('GET', 'get-return-cashback-credit', { token })).json(),
    );
    expect(returned.entries.data.map((row) => [row.reason, row.delta])).toEqual([['order-cancel', 150]]);
  });

  it('never goes below zero under 20 simultaneous spends', async () => {
    const { token, memberId } = await newMemberSession(t);
    await appendLedgerEntry(t.db, 'credit', { memberId, delta: 500, reason: 'campaign' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        appendLedgerEntry(t.db, 'credit', { memberId, delta: -120, reason: 'order' }),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(4);
    const credit = CashbackCreditAnswer.parse((await t.call('GET', 'get-cashback-credit', { token })).json());
    expect(credit).toEqual({ credit: 20, expiring: [] });
  });
});

describe('gift vouchers', () => {
  it('lists the open ones ending soonest first, and the used and expired ones', async () => {
    const { token } = await demoMemberSession(t, TIER2);
    const open = GiftVouchersAnswer.parse(
      (await t.call('GET', 'get-gift-vouchers?page=1', { token })).json(),
    );
    expect(open.vouchers.total).toBe(3);
    expect(open.vouchers.data.map((v) => [v.voucher_no, v.status])).toEqual([
      ['GV26110202', 'open'],
      ['GV26110203', 'open'],
      ['GV26110201', 'open'],
    ]);
    const used = GiftVouchersAnswer.parse((await t.call('GET', 'get-used-gift-vouchers', { token })).json());
    expect(used.vouchers.data.map((v) => [v.voucher_no, v.status])).toEqual([
      ['GV25090204', 'used'],
      ['GV25060205', 'expired'],
    ]);
    expect(used.vouchers.data[0]?.used_at).not.toBeNull();
  });

  it('shows another member none of them', async () => {
    const { token } = await newMemberSession(t);
    for (const path of ['get-gift-vouchers', 'get-used-gift-vouchers']) {
      const answer = GiftVouchersAnswer.parse((await t.call('GET', path, { token })).json());
      expect(answer.vouchers).toEqual({ total: 0, per_page: 10, data: [] });
    }
  });
});
