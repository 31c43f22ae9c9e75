// The gift claim zone's calls: auth, eligibility from the server's own data, once-per-member claims,
// gift stock under concurrent claims, the gift cart kept per member, birthday points.
import {
  ErrorBody,
  FirstGiftEligibilityAnswer,
  GiftCartAnswer,
  GiftCartChangeAnswer,
  GiftListAnswer,
  MemberBenefitsAnswer,
  ProductLimitActivitiesAnswer,
} from '@shop/contracts';
import { giftZoneMessages as t } from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../../../test/accounts-support.ts';
import { demoMemberSession, newMemberSession } from '../../../test/catalogue-support.ts';

let t0: AccountsTestApp;
// A fixed day: 24 November 2026 in Taipei; the tier-2 demo member was born on 5 November.
const TODAY = Date.parse('2026-11-24T10:00:00+08:00');
const DEMO = { tier0: 0, tier1: 1, tier2: 2, tier3: 3 } as const;

beforeAll(async () => {
  t0 = await buildAccountsApp();
  t0.clock.advance(TODAY - t0.clock.now().getTime());
});
afterAll(async () => {
  await t0?.close();
});

async function giftList(token?: string) {
  const res = await t0.call('GET', 'get-member-claim-products', token ? { token } : {});
  expect(res.statusCode).toBe(200);
  return GiftListAnswer.parse(res.json());
}
const add = (token: string, gift3_id: number, pIds: number[]) =>
  t0.call('POST', 'member-gift-cart/add', {
    token,
    body: { gift3_id, products: pIds.map((p_id) => ({ p_id, quantity: 1 })) },
  });
const remove = (token: string, gift3_id: number, p_id?: number) =>
  t0.call('POST', 'member-gift-cart/remove', { token, body: p_id ? { gift3_id, p_id } : { gift3_id } });
async function stockOf(gift3_id: number, p_id: number) {
  const [row] = await t0.db
    .select({ stock: schema.memberGiftProducts.stock })
    .from(schema.memberGiftProducts)
    .where(and(eq(schema.memberGiftProducts.gift3_id, gift3_id), eq(schema.memberGiftProducts.p_id, p_id)));
  return row!.stock;
}
async function points(token: string) {
  return MemberBenefitsAnswer.parse((await t0.call('GET', 'get-member-benefits', { token })).json())
    .current_point;
}
/** A tier-2 member born in November, with a session. */
async function novemberMember() {
  const session = await newMemberSession(t0);
  await t0.db
    .update(schema.members)
    .set({ member_nowtier2025: 2, member_birthday: '1990-11-11' })
    .where(eq(schema.members.member_id, session.memberId));
  return session;
}

describe('auth', () => {
  it.each([
    ['GET', 'member-gift-cart'],
    ['POST', 'member-gift-cart/add'],
    ['POST', 'member-gift-cart/remove'],
    ['GET', 'get-first-gift-eligibility'],
  ] as const)('%s %s answers 401 to a guest and to a dead token', async (method, path) => {
    const body = method === 'POST' ? { gift3_id: 1, products: [{ p_id: 1, quantity: 1 }] } : undefined;
    for (const token of [undefined, 'not-a-real-token-at-all']) {
      const res = await t0.call(method, path, { body, ...(token ? { token } : {}) });
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it('shows guests every gift, none of them claimable', async () => {
    const list = await giftList();
    expect(list.birthday_gifts.map((g) => g.gift3_title)).toEqual([
      '一般會員生日禮',
      '白金卡生日禮',
      '鑽石卡生日禮',
      '黑鑽卡生日禮',
    ]);
    expect(list.upgrade_gifts).toHaveLength(3);
    expect(list.renewal_gifts).toHaveLength(3);
    expect(list.monthly_gifts.map((g) => g.monthly_gift_name)).toEqual([
      '2026年11月鑽石卡月月領',
      '2026年11月黑鑽卡月月領',
    ]);
    const all = [...list.birthday_gifts, ...list.upgrade_gifts, ...list.renewal_gifts, ...list.monthly_gifts];
    expect(all.every((g) => !g.is_eligible)).toBe(true);
    expect(list.description).toContain(t.defaultDescription);
    const limits = ProductLimitActivitiesAnswer.parse(
      (await t0.call('GET', 'get-open-product-limit-activities')).json(),
    );
    expect(limits.data).toHaveLength(12);
    expect(limits.data[0]!.products.every((p) => p.limit === 1)).toBe(true);
  });
});

describe('eligibility decided on the server', () => {
  it('opens the tier-2 member’s birthday (born in November) and monthly gifts, and names them in the benefits', async () => {
    const { token } = await demoMemberSession(t0, DEMO.tier2);
    const list = await giftList(token);
    const birthday = list.birthday_gifts.filter((g) => g.is_eligible);
    expect(birthday.map((g) => [g.gift3_title, g.level_id, g.eligible_period])).toEqual([
      ['鑽石卡生日禮', 2, '2026-11-30'],
    ]);
    expect(list.monthly_gifts.map((g) => [g.member_level, g.is_eligible])).toEqual([
      [['2'], true],
      [['3'], false],
    ]);
    expect(list.upgrade_gifts.some((g) => g.is_eligible)).toBe(false);
    const benefits = MemberBenefitsAnswer.parse(
      (await t0.call('GET', 'get-member-benefits', { token })).json(),
    );
    expect(benefits.unclaimed_gift_word).toBe('月月領、生日');
  });

  it('refuses a gift of another tier, or outside the birthday month, with the spec’s message', async () => {
    const { token } = await demoMemberSession(t0, DEMO.tier0); // born in March
    const list = await giftList(token);
    const own = list.birthday_gifts.find((g) => g.level_id === 0)!;
    const diamond = list.birthday_gifts.find((g) => g.level_id === 2)!;
    for (const gift of [own, diamond]) {
      const res = await add(token, gift.gift3_id, [gift.products[0]!.p_id]);
      expect(res.statusCode).toBe(422);
      expect(ErrorBody.parse(res.json()).message).toBe(t.notEligible);
    }
    expect(GiftCartAnswer.parse((await t0.call('GET', 'member-gift-cart', { token })).json()).data).toEqual(
      [],
    );
  });

  it('answers the first-order gift: yes for a member without orders', async () => {
    const { token } = await newMemberSession(t0);
    const res = await t0.call('GET', 'get-first-gift-eligibility', { token });
    expect(FirstGiftEligibilityAnswer.parse(res.json())).toEqual({ is_eligible: true });
  });
});

describe('claiming and removing', () => {
  it('claims the birthday gift once: stock down, 200 points once, removal gives the stock back', async () => {
    const { token } = await demoMemberSession(t0, DEMO.tier2);
    const gift = (await giftList(token)).birthday_gifts.find((g) => g.is_eligible)!;
    const product = gift.products[0]!;
    const stockBefore = await stockOf(gift.gift3_id, product.p_id);
    const pointsBefore = await points(token);

    const claimed = await add(token, gift.gift3_id, [product.p_id]);
    expect(claimed.statusCode).toBe(200);
    const answer = GiftCartChangeAnswer.parse(claimed.json());
    expect(answer.awarded_points).toBe(200);
    expect(answer.data).toEqual([
      {
        gift3_id: gift.gift3_id,
        p_id: product.p_id,
        quantity: 1,
        p_name: product.p_name,
        p_spec: product.p_spec,
        gift_type: 1,
      },
    ]);
    expect(await stockOf(gift.gift3_id, product.p_id)).toBe(stockBefore - 1);
    expect(await points(token)).toBe(pointsBefore + 200);
    const after = (await giftList(token)).birthday_gifts.find((g) => g.gift3_id === gift.gift3_id)!;
    expect(after.products[0]!.is_claimed).toBe(true);
    expect(after.is_eligible).toBe(true);

    const again = await add(token, gift.gift3_id, [product.p_id]);
    expect(again.statusCode).toBe(409);
    expect(ErrorBody.parse(again.json()).message).toBe('您已領取過此禮贈');

    const removed = await remove(token, gift.gift3_id, product.p_id);
    expect(removed.statusCode).toBe(200);
    expect(GiftCartChangeAnswer.parse(removed.json()).data).toEqual([]);
    expect(await stockOf(gift.gift3_id, product.p_id)).toBe(stockBefore);
    const gone = await remove(token, gift.gift3_id, product.p_id);
    expect(gone.statusCode).toBe(404);
    expect(ErrorBody.parse(gone.json()).message).toBe(t.giftNotInCart);

    // Claimed again after removal: no second award.
    const reclaimed = GiftCartChangeAnswer.parse((await add(token, gift.gift3_id, [product.p_id])).json());
    expect(reclaimed.awarded_points).toBe(0);
    expect(await points(token)).toBe(pointsBefore + 200);
    await remove(token, gift.gift3_id);
  });

  it('never shows or removes another member’s gift cart', async () => {
    const owner = await novemberMember();
    const other = await novemberMember();
    const gift = (await giftList(owner.token)).monthly_gifts.find((g) => g.is_eligible)!;
    expect((await add(owner.token, gift.monthly_gift_id, [gift.p_id])).statusCode).toBe(200);
    const stock = await stockOf(gift.monthly_gift_id, gift.p_id);

    expect(
      GiftCartAnswer.parse((await t0.call('GET', 'member-gift-cart', { token: other.token })).json()).data,
    ).toEqual([]);
    const theirs = await remove(other.token, gift.monthly_gift_id, gift.p_id);
    expect(theirs.statusCode).toBe(404);
    expect(await stockOf(gift.monthly_gift_id, gift.p_id)).toBe(stock);
    const mine = GiftCartAnswer.parse(
      (await t0.call('GET', 'member-gift-cart', { token: owner.token })).json(),
    );
    expect(mine.data.map((l) => l.gift3_id)).toEqual([gift.monthly_gift_id]);
    const otherView = (await giftList(other.token)).monthly_gifts.find(
      (g) => g.monthly_gift_id === gift.monthly_gift_id,
    )!;
    expect(otherView.products[0]!.is_claimed).toBe(false);
  });

  it('checks an upgrade claim’s sections and the sold-out product, and takes A and B together', async () => {
    const { token, memberId } = await demoMemberSession(t0, DEMO.tier1);
    await t0.db.insert(schema.memberTierEvents).values({
      member_id: memberId,
      kind: 'upgrade',
      from_tier: 0,
      to_tier: 1,
      term_start: '2026-11-20',
      spend: 3000,
    });
    const gift = (await giftList(token)).upgrade_gifts.find((g) => g.level_id === 1)!;
    expect(gift.is_eligible).toBe(true);
    expect(gift.eligible_period).toBe('2027-02-18');
    const [a1, a2, b1] = gift.products as [
      (typeof gift.products)[0],
      (typeof gift.products)[0],
      (typeof gift.products)[0],
    ];
    expect([a1.pivot?.gift3p_type, a2.pivot?.gift3p_type, b1.pivot?.gift3p_type]).toEqual([1, 1, 2]);

    const twoA = await add(token, gift.gift3_id, [a1.p_id, a2.p_id]);
    expect(twoA.statusCode).toBe(422);
    expect(ErrorBody.parse(twoA.json()).message).toBe('A區最多只能選擇 1 件商品');
    const soldOut = await add(token, gift.gift3_id, [a2.p_id, b1.p_id]);
    expect(soldOut.statusCode).toBe(409);
    expect(ErrorBody.parse(soldOut.json()).message).toBe(`「${a2.p_name}」已兌換完畢`);
    // The failed claim left nothing behind: the chance is still open.
    const ok = await add(token, gift.gift3_id, [a1.p_id, b1.p_id]);
    expect(ok.statusCode).toBe(200);
    expect(GiftCartChangeAnswer.parse(ok.json()).data.map((l) => l.p_id)).toEqual(
      [a1.p_id, b1.p_id].sort((x, y) => x - y),
    );
    expect(GiftCartChangeAnswer.parse((await remove(token, gift.gift3_id)).json()).data).toEqual([]);
  });
});

describe('concurrent claims', () => {
  it('lets 50 simultaneous claims of one gift by one member succeed once', async () => {
    const { token } = await novemberMember();
    const gift = (await giftList(token)).birthday_gifts.find((g) => g.is_eligible)!;
    const p = gift.products[0]!.p_id;
    const before = await stockOf(gift.gift3_id, p);
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(token, gift.gift3_id, [p])));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await stockOf(gift.gift3_id, p)).toBe(before - 1);
  });

  it('gives the last unit to one of 50 members claiming it together; stock never below 0', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => novemberMember()));
    const gift = (await giftList(members[0]!.token)).monthly_gifts.find((g) => g.is_eligible)!;
    await t0.db
      .update(schema.memberGiftProducts)
      .set({ stock: 1 })
      .where(eq(schema.memberGiftProducts.gift3_id, gift.monthly_gift_id));
    const answers = await Promise.all(members.map((m) => add(m.token, gift.monthly_gift_id, [gift.p_id])));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(49);
    expect(ErrorBody.parse(refused[0]!.json()).message).toMatch(/已兌換完畢$/);
    expect(await stockOf(gift.monthly_gift_id, gift.p_id)).toBe(0);
    const view = (await giftList(members[1]!.token)).monthly_gifts.find(
      (g) => g.monthly_gift_id === gift.monthly_gift_id,
    )!;
    expect(view.gift_stock).toBe(0);
  });
});
