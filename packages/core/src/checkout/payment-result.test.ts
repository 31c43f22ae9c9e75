import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './order-status.ts';
import { paymentResultOf } from './payment-result.ts';

describe('paymentResultOf', () => {
  it('paid and later statuses are paid, whatever the return address says', () => {
    expect(paymentResultOf(ORDER_STATUS.paid, 'paid', true)).toBe('paid');
    expect(paymentResultOf(ORDER_STATUS.shipped, 'paid', false)).toBe('paid');
  });
  it('cash on pickup is its own result', () => {
    expect(paymentResultOf(ORDER_STATUS.cashOnPickupConfirmed, null, false)).toBe('cashOnPickup');
  });
  it('a failed payment of an unpaid order is failed; a cancelled return is cancelled, else pending', () => {
    expect(paymentResultOf(ORDER_STATUS.paymentFailed, 'failed', false)).toBe('failed');
    expect(paymentResultOf(ORDER_STATUS.awaitingPayment, 'failed', false)).toBe('failed');
    expect(paymentResultOf(ORDER_STATUS.awaitingPayment, 'pending', true)).toBe('cancelled');
    expect(paymentResultOf(ORDER_STATUS.awaitingPayment, 'pending', false)).toBe('pending');
  });
  it('a payment the shopper cancelled on the provider page (declined there) says cancelled, not failed (issue 23)', () => {
    expect(paymentResultOf(ORDER_STATUS.paymentFailed, 'failed', true)).toBe('cancelled');
    expect(paymentResultOf(ORDER_STATUS.awaitingPayment, 'failed', true)).toBe('cancelled');
  });
  it('cancelled and expired orders are closed', () => {
    expect(paymentResultOf(ORDER_STATUS.cancelled, 'cancelled', false)).toBe('closed');
    expect(paymentResultOf(ORDER_STATUS.expired, 'failed', false)).toBe('closed');
  });
  it('a capture given back because the order closed says so, or that customer service will refund it', () => {
    expect(paymentResultOf(ORDER_STATUS.cancelled, 'refunded', false)).toBe('refunded');
    expect(paymentResultOf(ORDER_STATUS.expired, 'refunded', false)).toBe('refunded');
    expect(paymentResultOf(ORDER_STATUS.expired, 'refund_failed', false)).toBe('refundPending');
  });
});
