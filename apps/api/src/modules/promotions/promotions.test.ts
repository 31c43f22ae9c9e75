import {
  AddMoneyListAnswer,
  BonusEventAnswer,
  BuyGiftListAnswer,
  DtcPersonalizeAnswer,
  ErrorBody,
  ExchangesAnswer,
  GiftActivitiesAnswer,
  MatchPairAnswer,
  MatchPairListAnswer,
  OpenGiftListAnswer,
  RoutineKitListAnswer,
  SaleEventAnswer,
  SaleEventListAnswer,
  ThresholdDiscountsAnswer,
} from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
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

const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}/${url}` });
const ENDED_OR_UPCOMING = /已結束|尚未開始|下架/;

async function ok(url: string, cacheControl: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['cache-control'], url).toBe(cacheControl);
  return res.json();
}

function expectOpenWindow(items: { starts_at: string; ends_at: string }[]) {
  const now = Date.now();
  for (const item of items) {
    expect(Date.parse(item.starts_at)).toBeLessThanOrEqual(now);
    expect(Date.parse(item.ends_at)).toBeGreaterThan(now);
  }
}

describe('sale events', () => {
  it('get-sale-event-list lists open events with tiers, cached 10 s', async () => {
    const { saleEvents } = SaleEventListAnswer.parse(await ok('get-sale-event-list', 'public, max-age=10'));
    expect(saleEvents.length).toBe(3);
    expectOpenWindow(saleEvents);
    for (const e of saleEvents) expect(e.saleevent_name).not.toMatch(ENDED_OR_UPCOMING);
    const nForN = saleEvents.find((e) => e.saleevent_type === 'n_for_n' && e.tiers.length === 2)!;
    expect(nForN.tiers).toEqual([
      { min_count: 2, sale: 0.9 },
      { min_count: 3, sale: 0.85 },
    ]);
  });

  it('get-sale-event/{id} answers an open event with its products', async () => {
    const { saleEvents } = SaleEventListAnswer.parse((await get('get-sale-event-list')).json());
    const first = saleEvents[0]!;
    const { saleEvent } = SaleEventAnswer.parse(
      await ok(`get-sale-event/${first.saleevent_id}`, 'public, max-age=10'),
    );
    expect(saleEvent.products.map((p) => p.p_id)).toEqual(first.p_ids);
  });

  it('answers 404 for unknown, ended and upcoming events, 422 for bad ids', async () => {
    const closed = (await t.db.select().from(schema.saleEvents)).filter((e) =>
      ENDED_OR_UPCOMING.test(e.saleevent_name),
    );
    expect(closed.length).toBe(2);
    for (const id of [999999, ...closed.map((e) => e.saleevent_id)]) {
      const res = await get(`get-sale-event/${id}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).code).toBe('NOT_FOUND');
    }
    expect((await get('get-sale-event/abc')).statusCode).toBe(422);
  });
});

describe('match pairs', () => {
  it('get-match-pair-list lists open pairs with zone A and zone B products', async () => {
    const { matchPairs } = MatchPairListAnswer.parse(await ok('get-match-pair-list', 'public, max-age=10'));
    expect(matchPairs).toHaveLength(2);
    expectOpenWindow(matchPairs);
    for (const pair of matchPairs) {
      expect(pair.products.a.length).toBeGreaterThan(0);
      expect(pair.products.b.length).toBeGreaterThan(0);
      expect(pair.matchpair_sale).toBeGreaterThan(0);
      expect(pair.matchpair_sale).toBeLessThan(1);
    }
  });

  it('get-match-pair/{id} answers one pair; 404 and 422 otherwise', async () => {
    const { matchPairs } = MatchPairListAnswer.parse((await get('get-match-pair-list')).json());
    const { matchPair } = MatchPairAnswer.parse(
      await ok(`get-match-pair/${matchPairs[0]!.matchpair_id}`, 'public, max-age=10'),
    );
    expect(matchPair).toEqual(matchPairs[0]);
    const [ended] = await t.db
      .select()
      .from(schema.matchPairs)
      .where(eq(schema.matchPairs.matchpair_name, '夏日紅綠配（已結束）'));
    expect((await get(`get-match-pair/${ended!.matchpair_id}`)).statusCode).toBe(404);
    expect((await get('get-match-pair/999999')).statusCode).toBe(404);
    expect((await get('get-match-pair/0')).statusCode).toBe(422);
  });
});

describe('get-legal-add-money-list', () => {
  it('lists open add-on offers with their trigger and product, not cached', async () => {
    const { addMoneyList } = AddMoneyListAnswer.parse(await ok('get-legal-add-money-list', 'no-cache'));
    expect(addMoneyList).toHaveLength(3);
    for (const item of addMoneyList) expect(item.addmoney_title).not.toMatch(ENDED_OR_UPCOMING);
    const subtotal = addMoneyList.find((a) => a.trigger.type === 'subtotal')!;
    expect(subtotal.trigger).toMatchObject({ amount: 1500, p_id: null });
    expect(subtotal.product.p_id).toBe(subtotal.p_id);
    expect(addMoneyList.find((a) => a.trigger.type === 'product')!.trigger.p_id).toEqual(expect.any(Number));
  });
});

describe('gift lists', () => {
  it('get-open-gift-list lists the open gifts with gift stock', async () => {
    const { gifts } = OpenGiftListAnswer.parse(await ok('get-open-gift-list', 'no-cache'));
    expect(gifts.map((g) => g.activity_type)).toEqual(['open_gift', 'open_gift']);
    const sunKit = gifts.find((g) => g.trigger.value === 3000)!;
    expect(sunKit.gifts).toHaveLength(3);
    expect(sunKit.gifts[0]!.gift_stock).toBe(200);
  });

  it('get-open-buy-gift-list lists buy-N-get-1 events', async () => {
    const { buyGifts } = BuyGiftListAnswer.parse(await ok('get-open-buy-gift-list', 'no-cache'));
    expect(buyGifts).toHaveLength(2);
    for (const g of buyGifts) {
      expect(g.activity_type).toBe('buy_gift');
      expect(g.buy_count).toBeGreaterThan(1);
      expect(g.scope.p_ids.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['get-category-activities', 'category'],
    ['get-choice-gift-activities', 'choice'],
    ['get-product-gift-activities', 'product'],
  ] as const)('%s lists %s activities', async (url, type) => {
    const { activities } = GiftActivitiesAnswer.parse(await ok(url, 'no-cache'));
    expect(activities.length).toBeGreaterThan(0);
    for (const a of activities) expect(a.activity_type).toBe(type);
    if (type === 'category') expect(activities[0]!.scope.category_paths).toEqual(['face-care/serum']);
    if (type === 'choice') expect(activities[0]!.choose_count).toBe(1);
  });
});

describe('other lists', () => {
  it('get-exchanges-with-pc-point answers products with pivot point and dpoint, cached 60 s', async () => {
    const { products } = ExchangesAnswer.parse(await ok('get-exchanges-with-pc-point', 'public, max-age=60'));
    expect(products.length).toBe(8);
    expect(products[0]).toMatchObject({ pivot: { point: 480, dpoint: 380 } });
    expect(products.some((p) => p.pivot.dpoint === 0)).toBe(true);
  });

  it('get-bonus-event answers the open bonus event', async () => {
    const { bonusEvent } = BonusEventAnswer.parse(await ok('get-bonus-event', 'no-cache'));
    expect(bonusEvent?.point_multiplier).toBe(1.5);
  });

  it('get-bonus-event answers null when none is open', async () => {
    const rows = await t.db.select().from(schema.bonusEvents);
    await t.db.update(schema.bonusEvents).set({ bonus_show: 0 });
    try {
      expect(BonusEventAnswer.parse((await get('get-bonus-event')).json()).bonusEvent).toBeNull();
    } finally {
      for (const row of rows) {
        await t.db
          .update(schema.bonusEvents)
          .set({ bonus_show: row.bonus_show })
          .where(eq(schema.bonusEvents.bonus_id, row.bonus_id));
      }
    }
  });

  it('get-routine-kit-list answers kits priced below their products', async () => {
    const { routineKitList } = RoutineKitListAnswer.parse(await ok('get-routine-kit-list', 'no-cache'));
    expect(routineKitList).toHaveLength(5);
    for (const kit of routineKitList) {
      expect(kit.items.length).toBeGreaterThanOrEqual(3);
      expect(kit.routinekit_price).toBeLessThan(kit.original_price);
      expect(kit.items.map((i) => i.step)).toEqual([...kit.items.map((i) => i.step)].sort((a, b) => a - b));
    }
  });

  it('get-threshold-discounts answers activities with activity_title and ordered groups', async () => {
    const { activities } = ThresholdDiscountsAnswer.parse(await ok('get-threshold-discounts', 'no-cache'));
    expect(activities.map((a) => a.activity_title)).toEqual([
      '全館滿額折',
      '精華類滿額再享折扣',
      '防曬系列滿$2,000 送舒緩修護面膜',
    ]);
    expect(activities[0]!.groups.map((g) => [g.threshold, g.kind, g.value])).toEqual([
      [1500, 'amount_off', 150],
      [3000, 'amount_off', 400],
      [5000, 'amount_off', 800],
    ]);
    const gift = activities[2]!.groups[0]!;
    expect(gift.kind).toBe('gift');
    expect(gift.gift?.p_name).toBe('舒緩修護面膜');
  });
});

describe('get-dtc-personalize/{id}', () => {
  it('answers step groups (advanced-only step 0 last) and the trial product', async () => {
    const { personalize } = DtcPersonalizeAnswer.parse(await ok('get-dtc-personalize/1', 'no-cache'));
    expect(personalize.skin_type).toBe('dry');
    expect(personalize.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 0]);
    expect(personalize.steps[2]!.products.length).toBe(2);
    expect(personalize.trial?.href).toBe('calm/calm-sheet-mask');
  });

  it('answers 404 and 422', async () => {
    expect((await get('get-dtc-personalize/999999')).statusCode).toBe(404);
    expect((await get('get-dtc-personalize/dry')).statusCode).toBe(422);
  });
});
