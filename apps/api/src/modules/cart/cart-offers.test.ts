// The cart summary with kit, add-on and choice-gift lines, priced from the database (issue 11 promo-buy).
import { CartSummaryAnswer } from '@shop/contracts';
import { CART_LINE_KIND, type PricingCartItem, priceCart } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API } from '../../../test/catalogue-support.ts';
import { type DemoOffers, loadDemoOffers } from '../../../test/promo-offers.ts';
import { pricingPromotions } from '../promotions/index.ts';
import { selectPricingProducts } from './cart-summary.repository.ts';
import { forgetPricingProducts } from './pricing-products.ts';

let t: TestApp;
let offers: DemoOffers;
let kit: DemoOffers['kit'];
let maskAddOn: number;
let choiceActivity: number;

beforeAll(async () => {
  t = await buildTestApp();
  offers = await loadDemoOffers(t.db);
  ({ kit, maskAddOn, choiceActivity } = offers);
});
afterAll(async () => {
  await t?.close();
});

const id = (href: string) => offers.productId(href);
const plain = (href: string, quantity = 1): PricingCartItem => ({
  productId: id(href),
  quantity,
  selected: true,
});
const kitLine = (quantity = 1): PricingCartItem => ({
  productId: kit.routinekit_id,
  quantity,
  selected: true,
  activity_type: CART_LINE_KIND.ROUTINE_KIT,
  activity_id: kit.routinekit_id,
});
const addOnLine = (quantity: number): PricingCartItem => ({
  productId: id('calm/calm-sheet-mask'),
  quantity,
  selected: true,
  activity_type: CART_LINE_KIND.ADD_MONEY,
  activity_id: maskAddOn,
});
const pick = (href: string): PricingCartItem => ({
  productId: id(href),
  quantity: 1,
  selected: true,
  activity_type: CART_LINE_KIND.CHOICE_GIFT,
  activity_id: choiceActivity,
});

async function summaryOf(cart: PricingCartItem[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/get-cart-summary`,
    payload: { carts: { cart } },
  });
  expect(res.statusCode).toBe(200);
  return CartSummaryAnswer.parse(res.json()).summary;
}

describe('cart summary: add-ons', () => {
  it('offers the add-ons whose trigger the cart meets and prices taken ones up to the maximum', async () => {
    // 15% vitamin C serum: 1880, meets 滿$1,500 and its own product trigger, not 滿$2,000
    const offered = await summaryOf([plain('c-plus/vitamin-c-serum-15')]);
    expect(offered.addMoneyOffers.map((o) => [o.addmoney_title, o.addmoney_money, o.max_per_order])).toEqual([
      ['滿$1,500 加價購 舒緩修護面膜', 199, 2],
      ['買15%維他命C精華 加價購B5保濕精華', 690, 1],
    ]);
    const taken = await summaryOf([plain('c-plus/vitamin-c-serum-15'), addOnLine(3)]);
    expect(taken.addMoneyList.map((a) => [a.addmoney_title, a.quantity, a.amount])).toEqual([
      ['滿$1,500 加價購 舒緩修護面膜', 2, 398],
    ]);
    expect(taken.addMoneyOffers[0]?.inCart).toBe(2);
    expect(taken.addMoneyTotal).toBe(398);
  });

  it('drops the add-on price once the trigger is gone', async () => {
    const below = await summaryOf([plain('exfoliate/mandelic-toner'), addOnLine(1)]);
    expect(below.addMoneyList).toEqual([]);
    expect(below.unpriced).toEqual([
      {
        cart: 'cart',
        productId: id('calm/calm-sheet-mask'),
        reason: 'trigger_not_met',
        kind: 'add_money',
        activity_id: maskAddOn,
      },
    ]);
    expect(below.grandTotalPrice).toBe(880);
  });
});

describe('cart summary: routine kits', () => {
  it('prices a kit as one line at the kit price, its products struck', async () => {
    const summary = await summaryOf([kitLine(1)]);
    expect(summary.routineKitList).toEqual([
      {
        routinekit_id: kit.routinekit_id,
        routinekit_name: '亮白入門三步驟組',
        image: expect.any(String),
        quantity: 1,
        unitPrice: kit.routinekit_price,
        amount: kit.routinekit_price,
        // toner 980 + serum 2280 + emulsion list prices
        struck: expect.any(Number),
        // kit stock 30 and its products' stock allow more: the 4-unit rule is the limit
        maxQuantity: 4,
        items: [
          {
            p_id: id('c-plus/vitamin-c-toner'),
            p_name: expect.any(String),
            p_price: expect.any(Number),
            quantity: 1,
          },
          { p_id: id('c-plus/vitamin-c-serum-15'), p_name: expect.any(String), p_price: 2280, quantity: 1 },
          {
            p_id: id('c-plus/ce-brightening-emulsion'),
            p_name: expect.any(String),
            p_price: expect.any(Number),
            quantity: 1,
          },
        ],
      },
    ]);
    expect(summary.routineKitList[0]?.struck).toBeGreaterThan(kit.routinekit_price);
    expect(summary.routineKitTotal).toBe(kit.routinekit_price);
    expect(summary.totalCartQuantity).toBe(1);
  });

  it('does not sell the kit while one of its products is out of stock', async () => {
    const serum = id('c-plus/vitamin-c-serum-15');
    const [before] = await t.db
      .select({ stock: schema.products.stock })
      .from(schema.products)
      .where(eq(schema.products.p_id, serum));
    await t.db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.p_id, serum));
    forgetPricingProducts(t.db); // the preview keeps product rows 5 s; this test is about the kit rule
    try {
      const summary = await summaryOf([kitLine(1)]);
      expect(summary.routineKitList).toEqual([]);
      expect(summary.unpriced).toEqual([
        {
          cart: 'cart',
          productId: kit.routinekit_id,
          reason: 'out_of_stock',
          kind: 'routine_kit',
          activity_id: kit.routinekit_id,
        },
      ]);
    } finally {
      await t.db
        .update(schema.products)
        .set({ stock: before?.stock ?? 0 })
        .where(eq(schema.products.p_id, serum));
      forgetPricingProducts(t.db);
    }
  });
});

describe('cart summary: choice gifts', () => {
  it('offers the gifts in stock past the threshold and prices the pick at 0', async () => {
    const cart = [plain('c-plus/vitamin-c-serum-15', 3)];
    const offered = await summaryOf(cart);
    const offer = offered.choiceGiftOffers.find((o) => o.activity_id === choiceActivity);
    // 積雪草舒緩精華 has no gift stock left
    expect(offer?.gifts.map((g) => g.p_id)).toEqual([
      id('boost/b5-hydrating-booster'),
      id('boost/ceramide-booster'),
    ]);
    expect(offer?.picked).toEqual([]);
    const picked = await summaryOf([...cart, pick('boost/ceramide-booster')]);
    expect(picked.giftList.filter((g) => g.activity_id === choiceActivity)).toMatchObject([
      { activity_name: '滿$4,000 好禮三選一', p_id: id('boost/ceramide-booster'), quantity: 1, price: 0 },
    ]);
    expect(picked.grandTotalPrice).toBe(offered.grandTotalPrice);
  });

  it('drops the pick below the threshold and says which line', async () => {
    const summary = await summaryOf([plain('exfoliate/mandelic-toner'), pick('boost/ceramide-booster')]);
    expect(summary.giftList.some((g) => g.activity_id === choiceActivity)).toBe(false);
    expect(summary.unpriced).toEqual([
      {
        cart: 'cart',
        productId: id('boost/ceramide-booster'),
        reason: 'trigger_not_met',
        kind: 'choice_gift',
        activity_id: choiceActivity,
      },
    ]);
  });
});

describe('cart summary agrees with the engine on the whole catalogue', () => {
  it('prices random carts of products, kits, add-ons and picks exactly like priceCart', async () => {
    const hrefs = [
      'c-plus/vitamin-c-serum-15',
      'exfoliate/mandelic-toner',
      'clinical/niacinamide-10-serum',
      'skin-balancing/balancing-toner',
      'calm/calm-sheet-mask',
    ];
    const lineArb = fc.oneof(
      fc
        .record({ href: fc.constantFrom(...hrefs), quantity: fc.integer({ min: 1, max: 4 }) })
        .map((l) => plain(l.href, l.quantity)),
      fc.integer({ min: 1, max: 2 }).map(kitLine),
      fc.integer({ min: 1, max: 3 }).map(addOnLine),
      fc.constantFrom('boost/b5-hydrating-booster', 'boost/ceramide-booster').map(pick),
    );
    const all = await t.db.select({ p_id: schema.products.p_id }).from(schema.products);
    const products = await selectPricingProducts(
      t.db,
      all.map((p) => p.p_id),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { maxLength: 6 }), async (cart) => {
        const served = await summaryOf(cart);
        const now = new Date();
        const local = priceCart({
          carts: { cart },
          catalogue: { products },
          promotions: await pricingPromotions(t.db, now),
          now: now.toISOString(),
        });
        expect(served).toEqual(JSON.parse(JSON.stringify(local)));
      }),
      { numRuns: 25 },
    );
  });
});
