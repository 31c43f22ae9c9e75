import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/errors.ts';
import type { PriceCartInput, PricingProduct } from '../pricing/types.ts';
import { previewCart } from './preview.ts';

const product = (p_id: number, p_price: number, discounted_price = p_price): PricingProduct => ({
  p_id,
  p_name: `P${p_id}`,
  p_img: `p${p_id}.jpg`,
  p_price,
  discounted_price,
  stock: 10,
});

const line = (productId: number, quantity: number, selected = true) => ({ productId, quantity, selected });

function input(overrides: Partial<PriceCartInput['carts']>, promotions: PriceCartInput['promotions'] = {}) {
  return {
    carts: { cart: [], ...overrides },
    catalogue: { products: [product(1, 1190), product(2, 980, 880), product(3, 1500), product(4, 720)] },
    promotions,
    now: '2026-11-24T00:00:00Z',
  } satisfies PriceCartInput;
}

const saleEvent = {
  saleevent_id: 7,
  saleevent_name: '任選2件85折',
  tiers: [
    { min_count: 2, sale: 0.85 },
    { min_count: 3, sale: 0.8 },
  ],
  p_ids: [1, 3],
};
const matchPair = {
  matchpair_id: 9,
  matchpair_name: '紅綠配',
  matchpair_sale: 0.7,
  products: { a: [{ p_id: 3 }], b: [{ p_id: 4 }] },
};

describe('previewCart', () => {
  it('prices a regular line at discounted_price with the list price struck (§9)', () => {
    const state = previewCart(input({ cart: [line(2, 2)] }));
    expect(state.ps.products[0]).toMatchObject({ amount: 1760, struck: 1960, quantity: 2 });
    expect(state.grandTotalPrice).toBe(1760);
    expect(state.totalCartQuantity).toBe(2);
  });

  it('groups a sale event at its reached tier: round(p_price × sale) × quantity', () => {
    const state = previewCart(input({ cart: [line(1, 1), line(3, 1)] }, { saleEvents: [saleEvent] }));
    expect(state.saleEventList).toHaveLength(1);
    const group = state.saleEventList[0]!;
    expect(group.applicableDiscount.sale).toBe(0.85);
    // 1190 × 0.85 = 1011.5 → 1012; 1500 × 0.85 = 1275
    expect(group.matchedItems.map((l) => [l.productId, l.amount, l.struck])).toEqual([
      [3, 1275, 1500],
      [1, 1012, 1190],
    ]);
    expect(state.grandTotalPrice).toBe(2287);
  });

  it('leaves units below the first tier as regular lines', () => {
    const state = previewCart(input({ cart: [line(1, 1)] }, { saleEvents: [saleEvent] }));
    expect(state.saleEventList).toEqual([]);
    expect(state.ps.products[0]?.amount).toBe(1190);
  });

  it('pairs one A unit with one B unit, prices both by matchpair_sale, and never prices a unit twice', () => {
    const state = previewCart(
      input(
        { cart: [line(3, 2), line(4, 1), line(1, 1)] },
        { matchPairs: [matchPair], saleEvents: [saleEvent] },
      ),
    );
    const pair = state.matchPairList[0]!;
    expect(pair.pairs).toBe(1);
    expect(pair.matchedProducts.a.map((l) => [l.productId, l.quantity, l.amount])).toEqual([[3, 1, 1050]]);
    expect(pair.matchedProducts.b.map((l) => [l.productId, l.quantity, l.amount])).toEqual([[4, 1, 504]]);
    // The second unit of product 3 and product 1 reach the 2-unit tier of the sale event.
    expect(state.saleEventList[0]!.matchedItems.map((l) => [l.productId, l.amount])).toEqual([
      [3, 1275],
      [1, 1012],
    ]);
    expect(state.grandTotalPrice).toBe(1050 + 504 + 1275 + 1012);
    expect(state.totalCartQuantity).toBe(4);
  });

  it('leaves unselected lines out of the price', () => {
    const state = previewCart(input({ cart: [line(1, 1, false), line(4, 1)] }));
    expect(state.grandTotalPrice).toBe(720);
  });

  it('costs point items dpoint when not 0, else point; a missing exchange product is "商品不存在"', () => {
    const state = previewCart({
      ...input({ pointCart: [line(1, 2), line(2, 1), line(99, 1)] }),
      promotions: {
        pointProducts: [
          { p_id: 1, p_name: '化妝水', p_img: 'a.jpg', pivot: { point: 500, dpoint: 300 } },
          { p_id: 2, p_name: '精華', p_img: 'b.jpg', pivot: { point: 800, dpoint: 0 } },
        ],
      },
    });
    expect(state.pointCartWithDetails.map((l) => [l.p_id, l.point, l.quantity])).toEqual([
      [1, 300, 2],
      [2, 800, 1],
      [99, 0, 1],
    ]);
    expect(state.pointCartWithDetails[2]?.name).toBe(errorMessages.productMissing);
    expect(state.pointCartTotalPoint).toBe(1400);
    expect(state.pointCartTotalQuantity).toBe(4);
    expect(state.cartHasProducts).toBe(true);
  });

  it('says the cart is empty when nothing is in it', () => {
    expect(previewCart(input({})).cartHasProducts).toBe(false);
  });

  it('keeps a unit regular when its discounted_price is below the offer price (lowest total for the shopper)', () => {
    const event = {
      saleevent_id: 8,
      saleevent_name: '95折',
      tiers: [{ min_count: 1, sale: 0.95 }],
      p_ids: [2, 4],
    };
    const state = previewCart(input({ cart: [line(2, 1), line(4, 1)] }, { saleEvents: [event] }));
    // 980 × 0.95 = 931 > 880: product 2 stays regular; 720 × 0.95 = 684 < 720 joins the event.
    expect(state.ps.products.map((l) => [l.productId, l.amount])).toEqual([[2, 880]]);
    expect(state.saleEventList[0]!.matchedItems.map((l) => [l.productId, l.amount])).toEqual([[4, 684]]);
  });

  it('drops to a lower tier when the units left out no longer reach it', () => {
    const event = {
      saleevent_id: 9,
      saleevent_name: '任選',
      tiers: [
        { min_count: 1, sale: 0.95 },
        { min_count: 2, sale: 0.92 },
      ],
      p_ids: [2, 4],
    };
    // At 92折 product 2 (902 > 880) stays out, leaving one unit: the 95折 tier.
    const state = previewCart(input({ cart: [line(2, 1), line(4, 1)] }, { saleEvents: [event] }));
    expect(state.saleEventList[0]!.applicableDiscount.sale).toBe(0.95);
    expect(state.grandTotalPrice).toBe(880 + 684);
  });
});
