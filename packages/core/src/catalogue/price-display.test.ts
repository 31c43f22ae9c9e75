import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  exchangePoints,
  matchPairLinePrice,
  priceLabels,
  regularLinePrice,
  saleEventLinePrice,
  unitPriceAfter,
} from './price-display.ts';

describe('regularLinePrice', () => {
  it('shows a single price when p_price equals discounted_price', () => {
    expect(regularLinePrice(1200, 1200)).toEqual({ amount: 1200, struck: null });
    expect(regularLinePrice(1200, null, 2)).toEqual({ amount: 2400, struck: null });
  });

  it('strikes p_price × quantity beside discounted_price × quantity', () => {
    expect(regularLinePrice(1200, 980)).toEqual({ amount: 980, struck: 1200 });
    expect(regularLinePrice(1200, 980, 3)).toEqual({ amount: 2940, struck: 3600 });
  });
});

describe('saleEventLinePrice', () => {
  it('rounds the unit once, then multiplies: round(p_price × sale) × qty', () => {
    expect(saleEventLinePrice(1190, 0.85, 1)).toEqual({ amount: 1012, struck: 1190 });
    // 1012 × 3, not round(1190 × 0.85 × 3) = 3035
    expect(saleEventLinePrice(1190, 0.85, 3)).toEqual({ amount: 3036, struck: 3570 });
  });

  it('rounds a half up', () => {
    expect(unitPriceAfter(1190, 0.85)).toBe(1012); // 1011.5
    expect(unitPriceAfter(870, 0.75)).toBe(653); // 652.5
  });

  it('strikes nothing when the multiplier leaves the price', () => {
    expect(saleEventLinePrice(500, 1, 2)).toEqual({ amount: 1000, struck: null });
  });
});

describe('matchPairLinePrice', () => {
  it('is round(p_price × matchpair_sale) × qty', () => {
    expect(matchPairLinePrice(980, 0.8, 2)).toEqual({ amount: 1568, struck: 1960 });
    expect(matchPairLinePrice(1299, 0.7)).toEqual({ amount: 909, struck: 1299 });
  });
});

describe('exchangePoints', () => {
  it('takes dpoint when not 0, else point', () => {
    expect(exchangePoints({ point: 800, dpoint: 600 }, 2)).toBe(1200);
    expect(exchangePoints({ point: 800, dpoint: 0 }, 2)).toBe(1600);
  });
});

describe('priceLabels', () => {
  it('formats TWD as NT$1,200 and HKD converted', () => {
    expect(priceLabels({ amount: 980, struck: 1200 })).toEqual({ amount: 'NT$980', struck: 'NT$1,200' });
    expect(priceLabels({ amount: 1200, struck: null }, 'HKD')).toEqual({ amount: 'HKD 292', struck: null });
    expect(priceLabels({ amount: 980, struck: 1200 }, 'HKD')).toEqual({
      amount: 'HKD 239',
      struck: 'HKD 292',
    });
  });
});

describe('discountLabel', () => {
  it('prints multipliers the Taiwanese way', () => {
    expect(discountLabel(0.85)).toBe('85折');
    expect(discountLabel(0.9)).toBe('9折');
    expect(discountLabel(0.75)).toBe('75折');
    expect(discountLabel(1)).toBe('');
  });
});
