import { describe, expect, it } from 'vitest';
import { memberCenterMessages } from '../messages/members.ts';
import {
  afterUpgradeBox,
  cardAccountName,
  cardImageName,
  cardNameColour,
  type HistoryOrder,
  historyDate,
  isInAppreciation,
  orderIsValid,
  pendingAppreciationAmount,
  sortHistory,
  spendProgressPercent,
  spendToGoSentence,
  toggleSort,
  unclaimedGiftBox,
  withThousands,
} from './member-center.ts';

describe('member center card', () => {
  it('names the card image after the tier, with 99 drawn as card0', () => {
    expect([0, 1, 2, 3, 99].map(cardImageName)).toEqual([
      'card0.png',
      'card1.png',
      'card2.png',
      'card3.png',
      'card0.png',
    ]);
  });

  it('prints the name white for tiers 0, 1 and 99 and gold for 2 and 3', () => {
    expect([0, 1, 99, 2, 3].map(cardNameColour)).toEqual(['white', 'white', 'white', 'gold', 'gold']);
  });

  it('cuts the account name at 15 characters on desktop and 12 on mobile', () => {
    const name = '一二三四五六七八九十壹貳參肆伍陸柒';
    expect(cardAccountName(name, 'desktop')).toBe('一二三四五六七八九十壹貳參肆伍');
    expect(cardAccountName(name, 'mobile')).toBe('一二三四五六七八九十壹貳');
    expect(cardAccountName('王雅婷', 'mobile')).toBe('王雅婷');
  });

  it('writes the expiry line', () => {
    expect(memberCenterMessages.expiry('2026-12-31')).toBe('到期日：2026-12-31');
  });
});

describe('spend progress', () => {
  it('is buytotal / next min_cash × 100, kept within the bar', () => {
    expect(spendProgressPercent(3000, 12_000)).toBe(25);
    expect(spendProgressPercent(36_500, 30_000)).toBe(100);
    expect(spendProgressPercent(0, 0)).toBe(100);
  });

  it('separates thousands', () => {
    expect(withThousands(0)).toBe('0');
    expect(withThousands(999)).toBe('999');
    expect(withThousands(8800)).toBe('8,800');
    expect(withThousands(1_234_567)).toBe('1,234,567');
  });

  it('says 升等 with the next level for tiers below 3', () => {
    expect(
      spendToGoSentence({
        tier: 1,
        buytotal: 3200,
        nextLevel: { level_id: 2, min_cash: 12_000, level_name: '鑽石卡' },
        endDateBefore30Days: '2026-12-01',
      }),
    ).toBe('2026-12-01前 再消費$8,800 即可升等鑽石卡');
  });

  it('says the level is reached when nothing is left to spend, never 再消費$0', () => {
    expect(
      spendToGoSentence({
        tier: 3,
        buytotal: 88_000,
        nextLevel: { level_id: 3, min_cash: 30_000, level_name: '黑鑽卡' },
        endDateBefore30Days: '2026-12-01',
      }),
    ).toBe('已達續會黑鑽卡門檻');
    expect(
      spendToGoSentence({
        tier: 3,
        buytotal: 12_000,
        nextLevel: { level_id: 3, min_cash: 30_000, level_name: '黑鑽卡' },
        endDateBefore30Days: '2026-12-01',
      }),
    ).toBe('2026-12-01前 再消費$18,000 即可續會黑鑽卡');
    expect(memberCenterMessages.cutoffHint).toBe('*此日期為會籍到期日前30天');
  });
});

describe('info boxes', () => {
  it('shows unclaimed_gift_word + 禮 or 當前無禮贈', () => {
    expect(unclaimedGiftBox('生日')).toBe('生日禮');
    expect(unclaimedGiftBox('')).toBe('當前無禮贈');
    expect(unclaimedGiftBox(null)).toBe('當前無禮贈');
  });

  it('shows next level name + word + 禮 or 當前無禮贈', () => {
    expect(afterUpgradeBox(2, { level_id: 3, min_cash: 30_000, level_name: '黑鑽卡' })).toBe('黑鑽卡升等禮');
    expect(afterUpgradeBox(3, { level_id: 3, min_cash: 30_000, level_name: '黑鑽卡' })).toBe('黑鑽卡續會禮');
    expect(afterUpgradeBox(0, null)).toBe('當前無禮贈');
  });
});

const order = (
  id: number,
  total: number,
  points: number,
  extra: Partial<HistoryOrder> = {},
): HistoryOrder => ({
  ordermain_id: id,
  ordermain_dt1: '2026-03-04T10:00:00+08:00',
  ordermain_status: 2,
  ordermain_sn: `SN${id}`,
  ordermain_total: total,
  points,
  ispoints: true,
  ...extra,
});

describe('one-year history rows', () => {
  it('uses is_valid when given, else statuses 1, 2, 3, 6, 10, 11, 12', () => {
    expect([1, 2, 3, 6, 10, 11, 12].every((s) => orderIsValid(order(1, 0, 0, { ordermain_status: s })))).toBe(
      true,
    );
    expect([0, 4, 5, 7, 8, 9, 13].some((s) => orderIsValid(order(1, 0, 0, { ordermain_status: s })))).toBe(
      false,
    );
    expect(orderIsValid(order(1, 0, 0, { ordermain_status: 4, is_valid: true }))).toBe(true);
  });

  it('badges valid rows not yet credited and sums them as pending', () => {
    const rows = [
      order(1, 1000, 10, { ispoints: 0 }),
      order(2, 500, 5, { ispoints: false }),
      order(3, 700, 7),
      order(4, 900, 9, { ispoints: 0, is_valid: false }),
    ];
    expect(rows.map(isInAppreciation)).toEqual([true, true, false, false]);
    expect(pendingAppreciationAmount(rows)).toBe(1500);
  });

  it('toggles amount and points sorts: a new column descends, the same column flips', () => {
    const rows = [order(1, 500, 50), order(2, 1500, 5), order(3, 1000, 20)];
    const byAmount = toggleSort(null, 'amount');
    expect(byAmount).toEqual({ key: 'amount', direction: 'desc' });
    expect(sortHistory(rows, byAmount).map((r) => r.ordermain_id)).toEqual([2, 3, 1]);
    const flipped = toggleSort(byAmount, 'amount');
    expect(sortHistory(rows, flipped).map((r) => r.ordermain_id)).toEqual([1, 3, 2]);
    expect(sortHistory(rows, toggleSort(flipped, 'points')).map((r) => r.ordermain_id)).toEqual([1, 3, 2]);
    expect(historyDate('2026-03-04T10:00:00+08:00')).toBe('2026-03-04');
    // 23:30 UTC on the 3rd is already the 4th in Taipei.
    expect(historyDate('2026-03-03T23:30:00.000Z')).toBe('2026-03-04');
    expect(historyDate('2026-03-04')).toBe('2026-03-04');
  });
});
