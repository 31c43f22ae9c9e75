import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/errors.ts';
import { priceCart } from './price-cart.ts';
import {
  CART_LINE_KIND,
  type PriceCartInput,
  type PricingCartItem,
  type PricingProduct,
  type PricingPromotions,
  type PricingThresholdActivity,
} from './types.ts';

const NOW = '2026-11-24T04:00:00.000Z';

function product(
  p_id: number,
  p_price: number,
  discounted_price = p_price,
  extra: Partial<PricingProduct> = {},
) {
  return {
    p_id,
    p_name: `商品${p_id}`,
    p_img: `p${p_id}.jpg`,
    p_price,
    discounted_price,
    stock: 10,
    ...extra,
  };
}

const products: PricingProduct[] = [
  product(1, 1190),
  product(2, 1000),
  product(3, 800, 720),
  product(4, 1500),
  product(5, 600),
  product(6, 400),
  product(7, 500, 500, { stock: 0 }),
];

function line(productId: number, quantity = 1, extra: Partial<PricingCartItem> = {}): PricingCartItem {
  return { productId, quantity, selected: true, ...extra };
}

function price(
  cart: PricingCartItem[],
  promotions: PricingPromotions = {},
  extra: Partial<PriceCartInput> = {},
) {
  return priceCart({ carts: { cart }, catalogue: { products }, promotions, now: NOW, ...extra });
}

const saleEvent = {
  saleevent_id: 11,
  saleevent_name: '任選2件85折',
  tiers: [{ min_count: 2, sale: 0.85 }],
  p_ids: [1, 2],
};

const matchPair = {
  matchpair_id: 21,
  matchpair_name: '紅綠配 8 折',
  matchpair_sale: 0.8,
  products: { a: [{ p_id: 4 }], b: [{ p_id: 5 }, { p_id: 6 }] },
};

const threshold: PricingThresholdActivity = {
  activity_id: 31,
  activity_title: '全館滿額折',
  scope: { type: 'all', category_paths: [], p_ids: [] },
  groups: [{ threshold: 1500, kind: 'amount_off', value: 150, gift: null, gift_stock: 0 }],
};

describe('priceCart: lines of §9', () => {
  it('prices a regular line at one price when p_price equals discounted_price', () => {
    const summary = price([line(2, 2)]);
    expect(summary.ps.products).toMatchObject([{ productId: 2, quantity: 2, amount: 2000, struck: null }]);
    expect(summary.ps.selectedProducts).toEqual([{ productId: 2, quantity: 2 }]);
    expect(summary.grandTotalPrice).toBe(2000);
  });

  it('strikes p_price × quantity beside discounted_price × quantity', () => {
    const summary = price([line(3, 3)]);
    expect(summary.ps.products[0]).toMatchObject({ unitPrice: 720, amount: 2160, struck: 2400 });
  });

  it('prices a sale-event line as round(p_price × sale) × quantity, half up', () => {
    const summary = price([line(1, 1), line(2, 1)], { saleEvents: [saleEvent] });
    const [group] = summary.saleEventList;
    expect(group?.saleevent_name).toBe('任選2件85折');
    expect(group?.applicableDiscount.sale).toBe(0.85);
    // 1190 × 0.85 = 1011.5 → 1012; 1000 × 0.85 = 850
    expect(group?.matchedItems.map((l) => [l.productId, l.amount, l.struck])).toEqual([
      [1, 1012, 1190],
      [2, 850, 1000],
    ]);
    expect(summary.ps.products).toEqual([]);
    expect(summary.merchandiseSubtotal).toBe(1862);
  });

  it('leaves a sale event unapplied below its lowest tier', () => {
    const summary = price([line(1, 1)], { saleEvents: [saleEvent] });
    expect(summary.saleEventList).toEqual([]);
    expect(summary.ps.products[0]?.amount).toBe(1190);
  });

  it('takes the highest tier whose count is reached (N-for-N)', () => {
    const nForN = {
      ...saleEvent,
      tiers: [
        { min_count: 2, sale: 0.9 },
        { min_count: 3, sale: 0.85 },
      ],
    };
    expect(price([line(2, 2)], { saleEvents: [nForN] }).saleEventList[0]?.applicableDiscount).toEqual({
      min_count: 2,
      sale: 0.9,
    });
    expect(price([line(2, 3)], { saleEvents: [nForN] }).merchandiseSubtotal).toBe(2550);
  });

  it('pairs one A unit with one B unit, dearest first, at round(p_price × matchpair_sale)', () => {
    const summary = price([line(4, 1), line(5, 1), line(6, 1)], { matchPairs: [matchPair] });
    const [group] = summary.matchPairList;
    expect(group?.pairs).toBe(1);
    expect(group?.matchedProducts.a.map((l) => [l.productId, l.amount])).toEqual([[4, 1200]]);
    // the dearer B unit (600) joins the pair; the 400 one stays regular
    expect(group?.matchedProducts.b.map((l) => [l.productId, l.amount])).toEqual([[5, 480]]);
    expect(summary.ps.products.map((l) => [l.productId, l.amount])).toEqual([[6, 400]]);
    expect(summary.grandTotalPrice).toBe(2080);
  });

  it('never prices a unit twice and takes the arrangement cheapest for the shopper', () => {
    // product 2 is in both the sale event (85折 with product 1) and a pair (7折 with product 5)
    const pair = { ...matchPair, matchpair_sale: 0.7, products: { a: [{ p_id: 2 }], b: [{ p_id: 5 }] } };
    const summary = price([line(1, 1), line(2, 1), line(5, 1)], {
      saleEvents: [saleEvent],
      matchPairs: [pair],
    });
    // pair: 700 + 420 + 1190 = 2310; sale event: 1012 + 850 + 600 = 2462
    expect(summary.merchandiseSubtotal).toBe(2310);
    expect(summary.matchPairList).toHaveLength(1);
    expect(summary.saleEventList).toEqual([]);
    const units = [
      ...summary.ps.products,
      ...summary.saleEventList.flatMap((g) => g.matchedItems),
      ...summary.matchPairList.flatMap((g) => [...g.matchedProducts.a, ...g.matchedProducts.b]),
    ].reduce((sum, l) => sum + l.quantity, 0);
    expect(units).toBe(3);
  });

  it('finds the cheapest arrangement when a wide search has to look past 1,024 of them', () => {
    // Property-test seed -620830802: 1,536 arrangements; the old capped search settled on 26 (all of
    // e1's 2件 tier) where pairing both p4 units with both p6 units costs 24.
    const cheap = (p_id: number) => product(p_id, 1, 1, { stock: 1 });
    const all = [1, 2, 4, 5, 6, 8];
    const summary = priceCart({
      carts: { cart: [line(7, 3), line(6, 2), line(1, 1), line(2, 1), line(5, 1), line(4, 2)] },
      catalogue: {
        products: [
          cheap(1),
          cheap(2),
          cheap(4),
          cheap(5),
          product(6, 4, 4, { stock: 1 }),
          product(7, 6, 5, { stock: 1 }),
        ],
      },
      promotions: {
        saleEvents: [
          {
            saleevent_id: 1,
            saleevent_name: 'e1',
            p_ids: all,
            tiers: [
              { min_count: 1, sale: 0.5 },
              { min_count: 2, sale: 0.625 },
            ],
          },
          {
            saleevent_id: 2,
            saleevent_name: 'e2',
            p_ids: [...all, 7],
            tiers: [
              { min_count: 1, sale: 0.5 },
              { min_count: 2, sale: 0.917 },
            ],
          },
        ],
        matchPairs: [
          {
            matchpair_id: 1,
            matchpair_name: 'm1',
            matchpair_sale: 0.5,
            products: { a: [{ p_id: 4 }], b: [{ p_id: 2 }, { p_id: 6 }, { p_id: 1 }] },
          },
        ],
      },
      now: NOW,
    });
    // p7 regular 3 × 5 = 15; pairs p4 2 × 1 + p6 2 × 2 = 6; p1, p2, p5 in e1 at 1 each = 3
    expect(summary.merchandiseSubtotal).toBe(24);
    const [pair] = summary.matchPairList;
    expect(pair?.pairs).toBe(2);
    expect(pair?.matchedProducts.b.map((l) => [l.productId, l.quantity, l.amount])).toEqual([[6, 2, 4]]);
  });

  it('lets an added unit lower the total when it reaches a 任選N件 tier (as the shop means it to)', () => {
    const half = { ...saleEvent, tiers: [{ min_count: 2, sale: 0.5 }], p_ids: [2, 6] };
    expect(price([line(2, 1)], { saleEvents: [half] }).merchandiseSubtotal).toBe(1000);
    expect(price([line(2, 1), line(6, 1)], { saleEvents: [half] }).merchandiseSubtotal).toBe(700);
  });

  it('ignores promotions outside their window', () => {
    const ended = { ...saleEvent, starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-11-24T04:00:00.000Z' };
    expect(price([line(1), line(2)], { saleEvents: [ended] }).merchandiseSubtotal).toBe(2190);
  });

  it('prices point lines at dpoint when not 0, else point, and totals them', () => {
    const summary = priceCart({
      carts: { cart: [], pointCart: [line(5, 2), line(6, 1), line(99, 1)] },
      catalogue: { products },
      promotions: {
        pointProducts: [
          { p_id: 5, pivot: { point: 500, dpoint: 300 } },
          { p_id: 6, pivot: { point: 200, dpoint: 0 } },
        ],
      },
      member: { member_id: 1, tier: 1, points: 700 },
      now: NOW,
    });
    expect(summary.pointCartWithDetails.map((i) => [i.p_id, i.point, i.quantity, i.name])).toEqual([
      [5, 300, 2, '商品5'],
      [6, 200, 1, '商品6'],
      [99, 0, 1, errorMessages.productMissing],
    ]);
    expect(summary.pointCartTotalPoint).toBe(800);
    expect(summary.pointCartTotalQuantity).toBe(4);
    expect(summary.pointsEnough).toBe(false);
    expect(summary.grandTotalPrice).toBe(0);
    expect(summary.cartHasProducts).toBe(true);
  });
});

describe('priceCart: threshold bars', () => {
  it('shows how much is left, in the wording of the shop', () => {
    const [bar] = price([line(2, 1)], { thresholdActivities: [threshold] }).thresholdBars;
    expect(bar?.percentage).toBe(66);
    expect(bar?.statusText).toBe('再買NT$500，即享滿NT$1,500折NT$150');
    expect(bar?.lightText).toBe(true);
  });

  it('says 已達成 and takes the amount off once reached', () => {
    const summary = price([line(4, 1)], { thresholdActivities: [threshold] });
    expect(summary.thresholdBars[0]?.statusText).toBe('已達成滿NT$1,500折NT$150');
    expect(summary.thresholdBars[0]?.percentage).toBe(100);
    expect(summary.thresholdDiscount).toBe(150);
    expect(summary.grandTotalPrice).toBe(1350);
  });

  it('gives the HKD variant of the text (÷ 4.10516, rounded)', () => {
    const summary = price([line(1, 1)], { thresholdActivities: [threshold] }, { currency: 'HKD' });
    // 310 → HKD 76, 1500 → HKD 365, 150 → HKD 37
    expect(summary.thresholdBars[0]?.statusText).toBe('再買HKD 76，即享滿HKD 365折HKD 37');
    expect(summary.thresholdBars[0]?.statusTextByCurrency.TWD).toBe('再買NT$310，即享滿NT$1,500折NT$150');
  });

  it('keeps the text dark at 55 % and below', () => {
    const bar = price([line(6, 2)], { thresholdActivities: [threshold] }).thresholdBars[0];
    expect(bar?.percentage).toBe(53);
    expect(bar?.lightText).toBe(false);
  });

  it('applies a rate level to the eligible subtotal', () => {
    const rate = {
      ...threshold,
      groups: [{ threshold: 2000, kind: 'rate' as const, value: 900, gift: null, gift_stock: 0 }],
    };
    const summary = price([line(4, 1), line(5, 1)], { thresholdActivities: [rate] });
    expect(summary.thresholdBars[0]?.statusText).toBe('已達成滿NT$2,000享9折');
    expect(summary.thresholdDiscount).toBe(210);
  });
});

describe('priceCart: kits, add-ons, gifts and the other carts', () => {
  const kit = {
    routinekit_id: 41,
    routinekit_name: '保濕三步驟',
    routinekit_image: 'kit.jpg',
    routinekit_price: 2500,
    original_price: 3000,
    stock: 5,
  };
  const addOn = {
    addmoney_id: 51,
    addmoney_title: '加價購 化妝棉',
    addmoney_money: 99,
    p_id: 6,
    max_per_order: 2,
    trigger: { type: 'subtotal' as const, amount: 1000, p_id: null },
  };

  it('prices a kit line at the kit price with the products’ sum struck', () => {
    const summary = price([line(41, 2, { activity_type: CART_LINE_KIND.ROUTINE_KIT, activity_id: 41 })], {
      routineKits: [kit],
    });
    expect(summary.routineKitList).toMatchObject([
      { routinekit_id: 41, quantity: 2, amount: 5000, struck: 6000 },
    ]);
    expect(summary.grandTotalPrice).toBe(5000);
  });

  it('adds an add-on at addmoney_money once the trigger is met, up to its maximum', () => {
    const addOnLine = line(6, 3, { activity_type: CART_LINE_KIND.ADD_MONEY, activity_id: 51 });
    const met = price([line(2, 1), addOnLine], { addMoneyList: [addOn] });
    expect(met.addMoneyList).toMatchObject([{ addmoney_title: '加價購 化妝棉', quantity: 2, amount: 198 }]);
    expect(met.grandTotalPrice).toBe(1198);
    const notMet = price([line(6, 1), addOnLine], { addMoneyList: [addOn] });
    expect(notMet.addMoneyList).toEqual([]);
    expect(notMet.unpriced).toContainEqual({
      cart: 'cart',
      productId: 6,
      reason: 'trigger_not_met',
      kind: 'add_money',
      activity_id: 51,
    });
  });

  it('offers an add-on only while its trigger is met, with the units already taken', () => {
    const offered = price([line(2, 1)], { addMoneyList: [addOn] }).addMoneyOffers;
    expect(offered).toEqual([
      {
        addmoney_id: 51,
        addmoney_title: '加價購 化妝棉',
        addmoney_money: 99,
        p_id: 6,
        max_per_order: 2,
        product: { p_name: '商品6', p_img: 'p6.jpg' },
        inCart: 0,
      },
    ]);
    const addOnLine = line(6, 1, { activity_type: CART_LINE_KIND.ADD_MONEY, activity_id: 51 });
    expect(price([line(2, 1), addOnLine], { addMoneyList: [addOn] }).addMoneyOffers[0]?.inCart).toBe(1);
    expect(price([line(6, 1)], { addMoneyList: [addOn] }).addMoneyOffers).toEqual([]);
  });

  it('sells a kit only while the kit and every one of its products are in stock', () => {
    const kitLine = line(41, 1, { activity_type: CART_LINE_KIND.ROUTINE_KIT, activity_id: 41 });
    const withItems = {
      ...kit,
      items: [
        { p_id: 2, quantity: 1 },
        { p_id: 7, quantity: 1 },
      ],
    };
    const summary = price([kitLine], { routineKits: [withItems] });
    expect(summary.routineKitList).toEqual([]);
    expect(summary.unpriced).toEqual([
      { cart: 'cart', productId: 41, reason: 'out_of_stock', kind: 'routine_kit', activity_id: 41 },
    ]);
    const inStock = { ...kit, items: [{ p_id: 2, quantity: 5 }] };
    expect(price([{ ...kitLine, quantity: 2 }], { routineKits: [inStock] }).routineKitList).toMatchObject([
      { routinekit_id: 41, quantity: 2, amount: 5000 },
    ]);
    expect(price([{ ...kitLine, quantity: 3 }], { routineKits: [inStock] }).routineKitList).toEqual([]);
  });

  it('says how many units a kit or add-on line may hold: stock, the per-order maximum, the 4-unit rule', () => {
    const kitLine = (quantity: number) =>
      line(41, quantity, { activity_type: CART_LINE_KIND.ROUTINE_KIT, activity_id: 41 });
    // the kit's own stock (5) is above the 4-unit rule
    expect(price([kitLine(1)], { routineKits: [kit] }).routineKitList[0]?.maxQuantity).toBe(4);
    // product 2 has 10 units, 4 per kit: 2 kits
    const tight = { ...kit, items: [{ p_id: 2, quantity: 4 }] };
    expect(price([kitLine(1)], { routineKits: [tight] }).routineKitList[0]?.maxQuantity).toBe(2);
    expect(price([kitLine(2)], { routineKits: [{ ...kit, stock: 3 }] }).routineKitList[0]?.maxQuantity).toBe(
      3,
    );
    const addOnLine = line(6, 1, { activity_type: CART_LINE_KIND.ADD_MONEY, activity_id: 51 });
    expect(price([line(2, 1), addOnLine], { addMoneyList: [addOn] }).addMoneyList[0]?.maxQuantity).toBe(2);
    const lowStock = products.map((p) => (p.p_id === 6 ? { ...p, stock: 1 } : p));
    const scarce = price(
      [line(2, 1), addOnLine],
      { addMoneyList: [addOn] },
      { catalogue: { products: lowStock } },
    );
    expect(scarce.addMoneyList[0]?.maxQuantity).toBe(1);
  });

  describe('choice gifts', () => {
    const choice = {
      activity_id: 71,
      activity_type: 'choice' as const,
      activity_name: '滿$1500 好禮二選一',
      trigger: { type: 'spend' as const, value: 1500 },
      scope: { type: 'all' as const, category_paths: [], p_ids: [] },
      choose_count: 1,
      buy_count: 0,
      gift_count: 1,
      gifts: [
        { p_id: 5, p_name: '面膜', p_img: 'm.jpg', gift_stock: 4, gift_quantity: 1 },
        { p_id: 6, p_name: '化妝棉', p_img: 'c.jpg', gift_stock: 0, gift_quantity: 1 },
      ],
    };
    const pick = (p_id: number) =>
      line(p_id, 1, { activity_type: CART_LINE_KIND.CHOICE_GIFT, activity_id: 71 });

    it('offers the gifts in stock once the threshold is met, and prices the pick at 0', () => {
      const offered = price([line(4, 1)], { giftActivities: [choice] });
      expect(offered.choiceGiftOffers).toEqual([
        {
          activity_id: 71,
          activity_name: '滿$1500 好禮二選一',
          choose_count: 1,
          gifts: [{ p_id: 5, p_name: '面膜', p_img: 'm.jpg' }],
          picked: [],
        },
      ]);
      const picked = price([line(4, 1), pick(5)], { giftActivities: [choice] });
      expect(picked.giftList).toMatchObject([{ activity_id: 71, p_id: 5, quantity: 1, price: 0 }]);
      expect(picked.choiceGiftOffers[0]?.picked).toEqual([5]);
      expect(picked.grandTotalPrice).toBe(1500);
      expect(picked.totalCartQuantity).toBe(2);
    });

    it('drops the pick below the threshold and says so', () => {
      const below = price([line(2, 1), pick(5)], { giftActivities: [choice] });
      expect(below.giftList).toEqual([]);
      expect(below.choiceGiftOffers).toEqual([]);
      expect(below.unpriced).toEqual([
        { cart: 'cart', productId: 5, reason: 'trigger_not_met', kind: 'choice_gift', activity_id: 71 },
      ]);
      expect(below.grandTotalPrice).toBe(1000);
    });
  });

  it('gives threshold and spend gifts at NT$ 0, only while gift stock lasts', () => {
    const gift = { p_id: 6, p_name: '旅行組', p_img: 'g.jpg', gift_stock: 3, gift_quantity: 1 };
    const open = {
      activity_id: 61,
      activity_type: 'open_gift' as const,
      activity_name: '滿千送旅行組',
      trigger: { type: 'spend' as const, value: 1000 },
      scope: { type: 'all' as const, category_paths: [], p_ids: [] },
      choose_count: 1,
      buy_count: 0,
      gift_count: 1,
      gifts: [gift],
    };
    expect(price([line(2, 1)], { giftActivities: [open] }).giftList).toMatchObject([
      { activity_id: 61, p_id: 6, quantity: 1, price: 0 },
    ]);
    expect(price([line(6, 1)], { giftActivities: [open] }).giftList).toEqual([]);
    const soldOut = { ...open, gifts: [{ ...gift, gift_stock: 0 }] };
    expect(price([line(2, 1)], { giftActivities: [soldOut] }).giftList).toEqual([]);
  });

  it('counts every cart and reports the campaign gift', () => {
    const summary = priceCart({
      carts: {
        cart: [line(2, 2), line(3, 1, { selected: false })],
        onlineSkinTestCart: [line(5, 1, { activity_type: 24 })],
        evergreenTrailCart: [line(6, 1, { activity_type: 28 })],
        memberGiftCart: [{ gift3_id: 9, p_id: 5, quantity: 1 }],
        memberGiftPerk: [{ p_id: 6, quantity: 1 }],
      },
      catalogue: { products },
      promotions: { evergreenTrail: { activity_name: '長青試用', points: { 6: 50 } } },
      campaignGift: { earned: true, image: 'bag.jpg', name: '粉紅托特包' },
      memberGiftClaims: [
        { gift3_id: 9, p_id: 5, p_name: '', quantity: 1 },
        { gift3_id: 4, p_id: 6, p_name: '', quantity: 1 },
      ],
      now: NOW,
    });
    expect(summary.totalCartQuantity).toBe(3);
    expect(summary.grandTotalPrice).toBe(2000);
    expect(summary.onlineSkinTestCartTotalQuantity).toBe(1);
    expect(summary.memberGiftCartTotalQuantity).toBe(1);
    expect(summary.evergreenTrailCartWithDetails).toEqual([
      { productId: 6, quantity: 1, name: '商品6', image: 'p6.jpg', point: 50 },
    ]);
    expect(summary.evergreenTrailActivityName).toBe('長青試用');
    expect(summary.memberGiftPerk).toEqual([{ p_id: 6, p_name: '商品6', quantity: 1, price: 0 }]);
    expect(summary.canGetPinkBag202510CRM).toBe(true);
    expect(summary.pinkBagName202510CRM).toBe('粉紅托特包');
  });

  it('charges the trial pack’s $65 handling fee unless a full-price item comes along; counts trail points', () => {
    const trial = { ...products[1]!, p_id: 5686, p_name: '試用包', p_price: 0, discounted_price: 0 };
    const input = {
      catalogue: { products: [...products, trial] },
      promotions: { evergreenTrail: { activity_name: '長青試用', points: { 6: 50 } } },
      member: { member_id: 1, tier: 99, points: 40 },
      now: NOW,
    };
    const alone = priceCart({
      ...input,
      carts: {
        cart: [],
        onlineSkinTestCart: [line(5686, 1, { activity_type: 24 })],
        evergreenTrailCart: [line(6, 1, { activity_type: 28 })],
      },
    });
    expect([alone.trialHandlingFee, alone.evergreenTrailTotalPoint, alone.pointsEnough]).toEqual([
      65,
      50,
      false,
    ]);
    const withItem = priceCart({
      ...input,
      carts: { cart: [line(2, 1)], onlineSkinTestCart: [line(5686, 1, { activity_type: 24 })] },
    });
    expect([withItem.trialHandlingFee, withItem.evergreenTrailTotalPoint, withItem.pointsEnough]).toEqual([
      0,
      0,
      true,
    ]);
  });

  it('leaves out sold-out and unknown products and says why', () => {
    const summary = price([line(7, 1), line(404, 1), line(2, 1)]);
    expect(summary.grandTotalPrice).toBe(1000);
    expect(summary.unpriced).toEqual([
      { cart: 'cart', productId: 7, reason: 'out_of_stock' },
      { cart: 'cart', productId: 404, reason: 'missing_product' },
    ]);
  });

  it('says the cart is empty when no cart holds anything', () => {
    const summary = price([]);
    expect(summary.cartHasProducts).toBe(false);
    expect(summary.grandTotalPrice).toBe(0);
  });
});
