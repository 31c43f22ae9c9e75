import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, groupThousands, HKD_PER_TWD_DIVISOR, HKD_PRICE_PREFIX, toHkd } from './currency.ts';

const twd = fc.integer({ min: 0, max: 10_000_000 });

describe('HKD conversion (property)', () => {
  it('is the nearest whole HKD: never more than half a dollar from the exact amount', () => {
    fc.assert(
      fc.property(twd, (amount) => {
        const hkd = toHkd(amount);
        expect(Number.isInteger(hkd)).toBe(true);
        expect(Math.abs(hkd - amount / HKD_PER_TWD_DIVISOR)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('never lets a dearer TWD price show as cheaper in HKD', () => {
    fc.assert(
      fc.property(twd, twd, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(toHkd(low)).toBeLessThanOrEqual(toHkd(high));
      }),
    );
  });

  it('labels HKD prices with the prefix and the converted amount', () => {
    fc.assert(
      fc.property(twd, (amount) => {
        expect(formatPrice(amount, 'HKD')).toBe(`${HKD_PRICE_PREFIX}${groupThousands(toHkd(amount))}`);
      }),
    );
  });
});
