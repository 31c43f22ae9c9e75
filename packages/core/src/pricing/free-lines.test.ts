// Free lines come from the server (issue 22): perks and gift cart lines only as the member's claims give
// them, named from the server's records; a sold-out gift is left out with a notice.
import { describe, expect, it } from 'vitest';
import { pricingMessages } from '../messages/pricing.ts';
import { priceCart } from './price-cart.ts';
import {
  CART_LINE_KIND,
  type PriceCartInput,
  type PricingGiftActivity,
  type PricingProduct,
  type PricingThresholdActivity,
} from './types.ts';

const NOW = '2026-11-24T04:00:00.000Z';
const product = (p_id: number, stock = 10): PricingProduct => ({
  p_id,
  p_name: `商品${p_id}`,
  p_img: `p${p_id}.jpg`,
  p_price: 1000,
  discounted_price: 1000,
  stock,
});
const products = [product(1), product(2), product(8, 0)];

function price(extra: Partial<PriceCartInput>) {
  return priceCart({
    carts: { cart: [{ productId: 1, quantity: 1 }] },
    catalogue: { products },
    promotions: {},
    now: NOW,
    ...extra,
  });
}

describe('member gift perks and gift cart lines', () => {
  it('prices a perk at 0 only as far as an open claim covers it, with the claim’s name, never the browser’s', () => {
    const summary = price({
      carts: {
        cart: [{ productId: 1, quantity: 1 }],
        memberGiftPerk: [{ p_id: 2, quantity: 1, p_name: '任意名稱' }],
        memberGiftCart: [{ gift3_id: 7, p_id: 2, quantity: 1, p_name: '任意名稱', p_img: 'x.jpg' }],
      },
      memberGiftClaims: [{ gift3_id: 7, p_id: 2, p_name: '生日禮 精華', quantity: 1 }],
    });
    expect(summary.memberGiftPerk).toEqual([{ p_id: 2, p_name: '生日禮 精華', quantity: 1, price: 0 }]);
    expect(summary.memberGiftCartWithDetails).toEqual([
      { gift3_id: 7, p_id: 2, image: 'p2.jpg', name: '生日禮 精華', quantity: 1 },
    ]);
    expect(summary.unpriced).toEqual([]);
  });

  it('leaves out, as not_entitled, perks with no claim, of another product, or past the claimed units', () => {
    const summary = price({
      carts: {
        cart: [{ productId: 1, quantity: 1 }],
        memberGiftPerk: [
          { p_id: 2, quantity: 2 },
          { p_id: 1, quantity: 1 },
          { p_id: 999_999, quantity: 1 },
        ],
        memberGiftCart: [{ gift3_id: 8, p_id: 2, quantity: 1 }],
      },
      memberGiftClaims: [{ gift3_id: 7, p_id: 2, p_name: '生日禮', quantity: 1 }],
    });
    expect(summary.memberGiftPerk).toEqual([]);
    expect(summary.memberGiftCartWithDetails).toEqual([]);
    expect(summary.unpriced).toEqual([
      { cart: 'memberGiftCart', productId: 2, reason: 'not_entitled' },
      { cart: 'memberGiftPerk', productId: 2, reason: 'not_entitled' },
      { cart: 'memberGiftPerk', productId: 1, reason: 'not_entitled' },
      { cart: 'memberGiftPerk', productId: 999_999, reason: 'not_entitled' },
    ]);
  });

  it('gives no perk at all when the server names no claims (a guest)', () => {
    const summary = price({ carts: { cart: [], memberGiftPerk: [{ p_id: 2, quantity: 1 }] } });
    expect(summary.memberGiftPerk).toEqual([]);
    expect(summary.unpriced).toEqual([{ cart: 'memberGiftPerk', productId: 2, reason: 'not_entitled' }]);
  });
});

const gift = { p_id: 8, p_name: '旅行組', p_img: 'g.jpg', gift_stock: 5, gift_quantity: 1 };
const openGift: PricingGiftActivity = {
  activity_id: 61,
  activity_type: 'open_gift',
  activity_name: '滿千送旅行組',
  trigger: { type: 'spend', value: 1000 },
  scope: { type: 'all', category_paths: [], p_ids: [] },
  choose_count: 1,
  buy_count: 0,
  gift_count: 1,
  gifts: [gift],
};
const thresholdGift: PricingThresholdActivity = {
  activity_id: 71,
  activity_title: '滿千送',
  scope: { type: 'all', category_paths: [], p_ids: [] },
  groups: [
    {
      threshold: 1000,
      kind: 'gift',
      value: 1,
      gift: { p_id: 8, p_name: '旅行組', p_img: 'g.jpg' },
      gift_stock: 3,
    },
  ],
};

describe('sold-out gifts', () => {
  it('leaves out a gift whose product is sold out and says so, for gift and threshold activities', () => {
    const summary = price({
      promotions: { giftActivities: [openGift], thresholdActivities: [thresholdGift] },
    });
    expect(summary.giftList).toEqual([]);
    expect(summary.giftNotices).toEqual([
      { activity_id: 71, p_id: 8, p_name: '旅行組', message: pricingMessages.giftSoldOut('旅行組') },
      { activity_id: 61, p_id: 8, p_name: '旅行組', message: pricingMessages.giftSoldOut('旅行組') },
    ]);
    expect(summary.unpriced).toEqual([]);
  });

  it('reads the stock of a hidden gift product from giftProductStock', () => {
    const given = price({ promotions: { giftActivities: [openGift] }, giftProductStock: { 8: 4 } });
    expect(given.giftList).toMatchObject([{ activity_id: 61, p_id: 8, quantity: 1 }]);
    expect(given.giftNotices).toEqual([]);
    const gone = price({ promotions: { giftActivities: [openGift] }, giftProductStock: { 8: 0 } });
    expect(gone.giftList).toEqual([]);
    expect(gone.giftNotices).toHaveLength(1);
  });

  it('keeps a picked choice gift that sold out as a notice, not as a line checkout refuses', () => {
    const choice = { ...openGift, activity_id: 62, activity_type: 'choice' as const };
    const summary = price({
      carts: {
        cart: [
          { productId: 1, quantity: 1 },
          { productId: 8, quantity: 1, activity_type: CART_LINE_KIND.CHOICE_GIFT, activity_id: 62 },
        ],
      },
      promotions: { giftActivities: [choice] },
    });
    expect(summary.giftList).toEqual([]);
    expect(summary.unpriced).toEqual([]);
    expect(summary.giftNotices).toMatchObject([{ activity_id: 62, p_id: 8 }]);
  });

  it('says nothing when the cart does not earn the sold-out gift', () => {
    const summary = price({
      carts: { cart: [{ productId: 2, quantity: 1, selected: false }] },
      promotions: { giftActivities: [openGift] },
    });
    expect(summary.giftNotices).toEqual([]);
  });
});
