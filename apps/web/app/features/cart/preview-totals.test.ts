import type { CartSummary } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { barsThatApply, breakdownRows } from './cart-preview';

type Bar = CartSummary['thresholdBars'][number];
const bar = (over: Partial<Bar>): Bar => ({
  activity_id: 1,
  activity_title: '全館滿額折',
  percentage: 100,
  statusText: '',
  statusTextByCurrency: { TWD: '', HKD: '' },
  eligibleSubtotal: 0,
  discount: 0,
  lightText: true,
  ...over,
});

describe('the cart preview adds up (issue 23)', () => {
  const bars = [
    bar({ activity_id: 1, eligibleSubtotal: 3860, discount: 400 }),
    bar({ activity_id: 2, activity_title: '精華類滿額再享折扣', eligibleSubtotal: 0 }),
  ];

  it('shows only the bars of promotions a line of the cart counts toward', () => {
    expect(barsThatApply({ thresholdBars: bars }).map((b) => b.activity_id)).toEqual([1]);
  });

  it('lists the subtotal, then each discount, which take the lines to the total', () => {
    const rows = breakdownRows({
      thresholdBars: bars,
      merchandiseSubtotal: 3860,
      routineKitTotal: 0,
      addMoneyTotal: 0,
    });
    expect(rows).toEqual([
      { label: '商品小計', amount: 3860, minus: false },
      { label: '全館滿額折', amount: 400, minus: true },
    ]);
    expect(rows[0]!.amount - rows[1]!.amount).toBe(3460);
  });

  it('adds no rows when nothing is taken off', () => {
    expect(
      breakdownRows({
        thresholdBars: [bars[1]!],
        merchandiseSubtotal: 900,
        routineKitTotal: 0,
        addMoneyTotal: 0,
      }),
    ).toEqual([]);
  });
});
