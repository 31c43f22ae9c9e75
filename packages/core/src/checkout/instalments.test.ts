import { describe, expect, it } from 'vitest';
import { instalmentMessages } from '../messages/cartlist.ts';
import { formatPrice } from '../money/currency.ts';
import { instalmentPlan, isCardInstalment } from './instalments.ts';

describe('card installments', () => {
  it('splits the total into whole dollars, the remainder on the first month', () => {
    expect(instalmentPlan(3000, 3)).toEqual({ first: 1000, monthly: 1000 });
    expect(instalmentPlan(1000, 3)).toEqual({ first: 334, monthly: 333 });
    expect(instalmentPlan(1999, 6)).toEqual({ first: 334, monthly: 333 });
    expect(instalmentPlan(1999, 12)).toEqual({ first: 173, monthly: 166 });
    const { first, monthly } = instalmentPlan(12_345, 12);
    expect(first + monthly * 11).toBe(12_345);
  });

  it('says the per-month amount, and the first month apart when it differs', () => {
    const even = instalmentPlan(3000, 3);
    expect(instalmentMessages.option(3, formatPrice(even.first), formatPrice(even.monthly))).toBe(
      '3 期，每期 NT$1,000',
    );
    const uneven = instalmentPlan(1000, 3);
    expect(instalmentMessages.option(3, formatPrice(uneven.first), formatPrice(uneven.monthly))).toBe(
      '3 期，首期 NT$334，其後每期 NT$333',
    );
  });

  it('only 3, 6 and 12', () => {
    expect([0, 3, 6, 12, 24].map(isCardInstalment)).toEqual([false, true, true, true, false]);
  });
});
