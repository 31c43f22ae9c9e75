import { describe, expect, it } from 'vitest';
import { skinAnalyzerMessages } from '../messages/skin-analyzer.ts';
import { bulkAddPlan, bulkDefaultQuantity, bulkQuantityMax, isSkinCampaignMode } from './rules.ts';

describe('campaign mode (member-area §4, §9)', () => {
  it('is on before 2025-10-31 15:00 Taipei unless ?test=1, and while the shop activity is open', () => {
    expect(isSkinCampaignMode(new Date('2025-10-31T06:59:59Z'), null)).toBe(true);
    expect(isSkinCampaignMode(new Date('2025-10-31T07:00:00Z'), null)).toBe(false);
    expect(isSkinCampaignMode(new Date('2025-10-01T00:00:00Z'), '1')).toBe(false);
    expect(isSkinCampaignMode(new Date('2026-12-02T00:00:00Z'), null, true)).toBe(true);
    expect(isSkinCampaignMode(new Date('2026-12-02T00:00:00Z'), '1', true)).toBe(false);
  });
});

describe('campaign bulk add (§5, §8, §9)', () => {
  it('starts 341 and 2677 at 0 in a 2選1 section, everything else at 1; picks up to min(stock, 4)', () => {
    expect(bulkDefaultQuantity(341, ['精華 2選1'])).toBe(0);
    expect(bulkDefaultQuantity(2677, ['2選1'])).toBe(0);
    expect(bulkDefaultQuantity(341, ['精華'])).toBe(1);
    expect(bulkDefaultQuantity(12, ['2選1'])).toBe(1);
    expect([bulkQuantityMax(0), bulkQuantityMax(2), bulkQuantityMax(99), bulkQuantityMax(-3)]).toEqual([
      0, 2, 4, 0,
    ]);
  });

  it('asks for at least one item, skips what would pass 4 in the cart with the spec’s words', () => {
    expect(bulkAddPlan([{ productId: 1, name: 'A', quantity: 0 }], () => 0)).toEqual({
      kind: 'none',
      message: '請至少選擇一件商品',
    });
    const plan = bulkAddPlan(
      [
        { productId: 1, name: '溫和潔顏乳', quantity: 2 },
        { productId: 2, name: '保濕精華', quantity: 1 },
        { productId: 3, name: '防曬乳', quantity: 0 },
      ],
      (id) => (id === 2 ? 4 : 2),
    );
    expect(plan).toEqual({
      kind: 'plan',
      add: [{ productId: 1, quantity: 2 }],
      skipped: ['商品 保濕精華 在購物車中的數量已達上限（最多4件）'],
      addedUnits: 2,
    });
    expect(skinAnalyzerMessages.bulk.added(2)).toBe('成功加入 2 件商品到購物車');
    expect(skinAnalyzerMessages.bulk.failed(1)).toBe('有 1 件商品無法加入購物車');
  });
});
