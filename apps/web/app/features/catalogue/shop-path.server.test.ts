import { describe, expect, it } from 'vitest';
import { shopPathOf, thresholdLevelText } from './shop-path.server';

const level = { gift: null, gift_stock: 0 };

describe('thresholdLevelText', () => {
  it('words the three kinds of level', () => {
    expect(thresholdLevelText({ ...level, threshold: 1500, kind: 'amount_off', value: 150 })).toBe(
      '滿 $ 1500 折 $ 150',
    );
    expect(thresholdLevelText({ ...level, threshold: 3000, kind: 'rate', value: 900 })).toBe(
      '滿 $ 3000 享 9折',
    );
    const gift = { p_id: 1, p_name: '面膜', p_img: '', p_spec: '', p_price: 0, stock: 1 };
    expect(thresholdLevelText({ ...level, gift, threshold: 2000, kind: 'gift', value: 2 })).toBe(
      '滿 $ 2000 送 面膜 ×2',
    );
  });
});

describe('shopPathOf', () => {
  it('decodes and trims slashes', () => {
    expect(shopPathOf('http://s.test/c-plus/vitamin-c-serum-15/')).toBe('c-plus/vitamin-c-serum-15');
    expect(shopPathOf('http://s.test/omega+complex')).toBe('omega+complex');
    expect(shopPathOf('http://s.test/%E7%B2%BE')).toBe('精');
  });
});
