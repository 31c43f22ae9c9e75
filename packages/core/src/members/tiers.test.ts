import { describe, expect, it } from 'vitest';
import { appreciationEndsOn } from '../checkout/delivery.ts';
import {
  countsTowardSpend,
  currentTermEnd,
  cutoffDate,
  DEFAULT_LEVELS,
  earnedPoints,
  levelReachedBy,
  nextLevel,
  nowLevel,
  renewCashOf,
  termEndFrom,
  tierAfterSpend,
  tierAtTermEnd,
  tierMoveAfterCredit,
} from './tiers.ts';

describe('tier settings', () => {
  it('defaults to 0 / 3,000 / 12,000 / 30,000 with the spec names', () => {
    expect(DEFAULT_LEVELS.map((l) => [l.level_id, l.min_cash, l.level_name])).toEqual([
      [0, 0, '一般會員'],
      [1, 3000, '白金卡'],
      [2, 12_000, '鑽石卡'],
      [3, 30_000, '黑鑽卡'],
    ]);
  });

  it('gives the next level above, tier 3 itself, and 99 the levels of 0', () => {
    expect(nextLevel(0).level_id).toBe(1);
    expect(nextLevel(2).level_id).toBe(3);
    expect(nextLevel(3).level_id).toBe(3);
    expect(nowLevel(99).level_id).toBe(0);
    expect(nextLevel(99).level_name).toBe('白金卡');
  });
});

describe('tier moves', () => {
  it('upgrades on reaching next_level.min_cash, not a dollar before', () => {
    expect(tierAfterSpend(0, 2999)).toBe(0);
    expect(tierAfterSpend(0, 3000)).toBe(1);
    expect(tierAfterSpend(99, 12_000)).toBe(2);
    expect(tierAfterSpend(1, 30_000)).toBe(3);
    expect(tierAfterSpend(3, 100)).toBe(3);
    expect(levelReachedBy(11_999)).toBe(1);
  });

  it('renews tier 3 at the end of a term when its min_cash was reached, else drops to the level reached', () => {
    expect(tierAtTermEnd(3, 30_000)).toEqual({ tier: 3, renewed: true });
    expect(tierAtTermEnd(3, 12_500)).toEqual({ tier: 2, renewed: false });
    expect(tierAtTermEnd(2, 0)).toEqual({ tier: 0, renewed: false });
    expect(tierAtTermEnd(99, 0)).toEqual({ tier: 99, renewed: false });
  });

  it('ends a term a year later and names the cut-off 30 days before', () => {
    expect(termEndFrom('2026-03-15')).toBe('2027-03-14');
    expect(cutoffDate('2026-12-31')).toBe('2026-12-01');
    expect(cutoffDate('2027-03-14')).toBe('2027-02-12');
  });

  it('rolls the term forward year by year to the one running today', () => {
    expect(currentTermEnd('2025-01-10', '2025-06-01')).toBe('2026-01-09');
    expect(currentTermEnd('2025-01-10', '2026-01-09')).toBe('2026-01-09');
    expect(currentTermEnd('2025-01-10', '2026-11-24')).toBe('2027-01-09');
  });
});

describe('appreciation period (Asia/Taipei)', () => {
  // 2026-03-01 20:00 UTC is already 2026-03-02 in Taipei.
  const shipped = new Date('2026-03-01T20:00:00Z');

  it('lasts 14 days for home delivery and 21 for store pickup from the Taipei shipping day', () => {
    expect(appreciationEndsOn(shipped, 'home')).toBe('2026-03-16');
    expect(appreciationEndsOn(shipped, 'seven')).toBe('2026-03-23');
  });

  it('counts an order only after the period, and never with a return or refund', () => {
    const at = (iso: string, extra: Partial<Parameters<typeof countsTowardSpend>[0]> = {}) =>
      countsTowardSpend({
        shippedAt: shipped,
        shipMethod: 'home',
        hasReturnOrRefund: false,
        now: new Date(iso),
        ...extra,
      });
    expect(at('2026-03-16T15:59:00Z')).toBe(false); // 23:59 on the 16th in Taipei
    expect(at('2026-03-16T16:00:00Z')).toBe(true); // 00:00 on the 17th in Taipei
    expect(at('2026-03-20T00:00:00Z', { shipMethod: 'seven' })).toBe(false);
    expect(at('2026-04-01T00:00:00Z', { hasReturnOrRefund: true })).toBe(false);
    expect(at('2026-04-01T00:00:00Z', { shippedAt: null })).toBe(false);
  });
});

describe('tierMoveAfterCredit', () => {
  it('upgrades on reaching the next level and renews tier 3 on reaching its own level', () => {
    expect(tierMoveAfterCredit(2, 29_999)).toBeNull();
    expect(tierMoveAfterCredit(2, 30_000)).toEqual({ kind: 'upgrade', tier: 3 });
    expect(tierMoveAfterCredit(0, 12_500)).toEqual({ kind: 'upgrade', tier: 2 });
    expect(tierMoveAfterCredit(99, 3000)).toEqual({ kind: 'upgrade', tier: 1 });
    expect(tierMoveAfterCredit(99, 2999)).toBeNull();
    expect(tierMoveAfterCredit(3, 29_999)).toBeNull();
    expect(tierMoveAfterCredit(3, 30_000)).toEqual({ kind: 'renew', tier: 3 });
  });
});

describe('earnedPoints', () => {
  it('applies the level rate to the amount paid for goods, rounded down', () => {
    expect(earnedPoints({ total: 1780, freight: 0, ratePercent: 3 })).toBe(53);
    expect(earnedPoints({ total: 1380, freight: 380, ratePercent: 5 })).toBe(50);
    expect(earnedPoints({ total: 99, freight: 0, ratePercent: 1 })).toBe(0);
    expect(earnedPoints({ total: 200, freight: 380, ratePercent: 5 })).toBe(0);
  });
});

describe('renewCashOf', () => {
  it('keeps a level with its own min_cash; level 0 needs no renewal', () => {
    expect(DEFAULT_LEVELS.map(renewCashOf)).toEqual([null, 3000, 12_000, 30_000]);
  });
});
