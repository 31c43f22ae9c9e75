import { describe, expect, it } from 'vitest';
import { thresholdLevelText } from './threshold-level.ts';

describe('thresholdLevelText', () => {
  it('words the three kinds of level', () => {
    expect(thresholdLevelText({ threshold: 1500, kind: 'amount_off', value: 150 })).toBe(
      '滿 NT$1,500 折 NT$150',
    );
    expect(thresholdLevelText({ threshold: 3000, kind: 'rate', value: 900 })).toBe('滿 NT$3,000 享 9折');
    expect(thresholdLevelText({ threshold: 2000, kind: 'gift', value: 2, gift: { p_name: '面膜' } })).toBe(
      '滿 NT$2,000 送 面膜 ×2',
    );
    expect(thresholdLevelText({ threshold: 2000, kind: 'gift', value: 1, gift: { p_name: '面膜' } })).toBe(
      '滿 NT$2,000 送 面膜',
    );
  });

  it('shows HKD amounts on HKD pages (÷ 4.10516, rounded)', () => {
    expect(thresholdLevelText({ threshold: 1500, kind: 'amount_off', value: 150 }, 'HKD')).toBe(
      '滿 HKD 365 折 HKD 37',
    );
    expect(thresholdLevelText({ threshold: 3000, kind: 'rate', value: 900 }, 'HKD')).toBe(
      '滿 HKD 731 享 9折',
    );
  });
});
