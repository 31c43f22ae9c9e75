import { describe, expect, it } from 'vitest';
import { HK_FREE_FREIGHT_FROM_TWD, HK_FREIGHT_TWD } from './delivery.ts';
import { quoteOrder } from './quote-order.ts';

/** A cart priced by core pricing: grandTotalPrice = products + kits − thresholds + add-ons. */
function cart(products: number, kits = 0, thresholdDiscount = 0, addons = 0) {
  return {
    merchandiseSubtotal: products,
    routineKitTotal: kits,
    thresholdDiscount,
    addMoneyTotal: addons,
    grandTotalPrice: products + kits - thresholdDiscount + addons,
  };
}

describe('quoteOrder', () => {
  it('Hong Kong: NT$2,000 of products and a NT$1,500 routine kit reach free shipping (the kit counts)', () => {
    const quote = quoteOrder({ cart: cart(2000, 1500), ship: 'hk' });
    expect(quote).toEqual({
      merchandise: 3500,
      discount: 0,
      coupon: 0,
      addons: 0,
      freight: 0,
      handlingFee: 0,
      beforeBalances: 3500,
      points: 0,
      credit: 0,
      amountDue: 3500,
      balancesExceed: false,
    });
  });

  it('adds the trial pack’s handling fee after the coupon, like freight (member-area §9)', () => {
    const quote = quoteOrder({
      cart: { ...cart(0), trialHandlingFee: 65 },
      ship: 'seven',
      coupon: { discount: 150 },
    });
    expect([quote.coupon, quote.handlingFee, quote.beforeBalances, quote.amountDue]).toEqual([0, 65, 65, 65]);
  });

  it('Hong Kong below the threshold pays the flat fee; Taiwan never pays freight', () => {
    expect(quoteOrder({ cart: cart(HK_FREE_FREIGHT_FROM_TWD - 1), ship: 'hk' }).freight).toBe(HK_FREIGHT_TWD);
    expect(quoteOrder({ cart: cart(HK_FREE_FREIGHT_FROM_TWD - 1), ship: 'hk' }).amountDue).toBe(3379);
    expect(quoteOrder({ cart: cart(100), ship: 'home' }).freight).toBe(0);
    expect(quoteOrder({ cart: cart(100), ship: 'seven' }).freight).toBe(0);
  });

  it('a coupon by its terms is taken off the total after promotions; by a checked discount as given', () => {
    const priced = cart(2000, 0, 200, 100); // grand total 1900
    expect(
      quoteOrder({ cart: priced, ship: 'home', coupon: { coupon_kind: 'rate', coupon_value: 10 } }).coupon,
    ).toBe(190);
    expect(
      quoteOrder({ cart: priced, ship: 'home', coupon: { coupon_kind: 'amount', coupon_value: 5000 } })
        .coupon,
    ).toBe(1900);
    const quote = quoteOrder({ cart: priced, ship: 'hk', coupon: { discount: 300 }, points: 50, credit: 20 });
    expect(quote).toMatchObject({ merchandise: 2000, discount: 200, addons: 100, coupon: 300, freight: 380 });
    expect(quote.beforeBalances).toBe(1980);
    expect(quote.amountDue).toBe(1910);
  });

  it('points and credit beyond the amount are flagged and the amount due stays at 0', () => {
    const quote = quoteOrder({ cart: cart(500), ship: 'home', points: 300, credit: 201 });
    expect(quote.balancesExceed).toBe(true);
    expect(quote.amountDue).toBe(0);
    expect(quoteOrder({ cart: cart(500), ship: 'home', points: 300, credit: 200 })).toMatchObject({
      balancesExceed: false,
      amountDue: 0,
    });
  });
});
