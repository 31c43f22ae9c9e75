import { describe, expect, it } from 'vitest';
import { paymentBrandsOf } from './footer-links';

describe("the footer's payment marks", () => {
  it('show only the marks of the pay methods the server offers, in badge order', () => {
    expect(paymentBrandsOf(['atm', 'linepay', 'card'])).toEqual([
      'VISA',
      'Mastercard',
      'JCB',
      'LINE Pay',
      'ATM',
    ]);
    expect(paymentBrandsOf(['googlepay', 'applepay'])).toEqual(['Apple Pay', 'Google Pay']);
    expect(paymentBrandsOf(['atm', 'jkopay', 'linepay'])).toEqual(['LINE Pay', 'JKO Pay', 'ATM']);
  });

  it('the sandbox and cash on pickup have no mark: with only those, none is shown', () => {
    expect(paymentBrandsOf(['sandbox', 'cod'])).toEqual([]);
    expect(paymentBrandsOf([])).toEqual([]);
  });
});
