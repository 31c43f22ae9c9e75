import { describe, expect, it } from 'vitest';
import {
  appreciationEndsOn,
  freightFor,
  HK_FREIGHT_TWD,
  isAppreciationOver,
  isPayMethodAllowed,
  orderExpiresAt,
} from './delivery.ts';
import { formatOrderNumber, isOrderNumber } from './order-number.ts';
import { isValidOrderStatus, ORDER_STATUS, orderStatusName, VALID_ORDER_STATUSES } from './order-status.ts';

describe('order statuses', () => {
  it('member-area §9: 1, 2, 3, 6, 10, 11, 12 are the valid ones', () => {
    expect([...VALID_ORDER_STATUSES].sort((a, b) => a - b)).toEqual([1, 2, 3, 6, 10, 11, 12]);
    for (const code of [0, 4, 5, 7, 8, 9, 13]) expect(isValidOrderStatus(code)).toBe(false);
  });

  it('every code has a Chinese name; unknown codes have none', () => {
    expect(orderStatusName(ORDER_STATUS.awaitingPayment)).toBe('待付款');
    expect(orderStatusName(ORDER_STATUS.paid)).toBe('已付款');
    expect(orderStatusName(ORDER_STATUS.cancelled)).toBe('已取消');
    for (const code of Object.values(ORDER_STATUS)) expect(orderStatusName(code)).toBeTruthy();
    expect(orderStatusName(99)).toBeUndefined();
  });
});

describe('appreciation period (Asia/Taipei)', () => {
  // 2026-03-01 23:30 Taipei is still 2026-03-01 15:30 UTC: the Taipei date counts.
  const shipped = new Date('2026-03-01T15:30:00Z');

  it('14 days for home delivery, 21 for store pickup, from the Taipei shipping date', () => {
    expect(appreciationEndsOn(shipped, 'home')).toBe('2026-03-15');
    expect(appreciationEndsOn(shipped, 'seven')).toBe('2026-03-22');
    // 16:30 UTC is already 2026-03-02 in Taipei.
    expect(appreciationEndsOn(new Date('2026-03-01T16:30:00Z'), 'home')).toBe('2026-03-16');
  });

  it('is over from the first minute after the last day in Taipei', () => {
    expect(isAppreciationOver(shipped, 'home', new Date('2026-03-15T15:59:00Z'))).toBe(false);
    expect(isAppreciationOver(shipped, 'home', new Date('2026-03-15T16:00:00Z'))).toBe(true);
  });
});

describe('unpaid expiry, freight, payment per delivery', () => {
  it('expires 30 minutes after creation by default', () => {
    expect(orderExpiresAt(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:30:00.000Z');
    expect(orderExpiresAt(new Date('2026-01-01T00:00:00Z'), 5).toISOString()).toBe(
      '2026-01-01T00:05:00.000Z',
    );
  });

  it('Taiwan ships free from one item; Hong Kong pays a flat fee below NT$ 3000', () => {
    expect(freightFor('home', 100)).toBe(0);
    expect(freightFor('seven', 100)).toBe(0);
    expect(freightFor('hk', 2999)).toBe(HK_FREIGHT_TWD);
    expect(freightFor('hk', 3000)).toBe(0);
  });

  it('cash on pickup only with 7-ELEVEN pickup', () => {
    expect(isPayMethodAllowed('cod', 'seven')).toBe(true);
    expect(isPayMethodAllowed('cod', 'home')).toBe(false);
    expect(isPayMethodAllowed('linepay', 'hk')).toBe(true);
  });
});

describe('order numbers', () => {
  it('carry the Taipei date and ten Crockford characters', () => {
    const bytes = Uint8Array.from([0, 1, 31, 32, 255, 18, 21, 24, 27, 10]);
    const sn = formatOrderNumber(new Date('2026-11-23T16:05:00Z'), bytes);
    expect(sn).toBe('MR261124-01Z0ZJNRVA');
    expect(isOrderNumber(sn)).toBe(true);
    expect(isOrderNumber('MR261124-01Z0ZJNRVI')).toBe(false);
  });
});
