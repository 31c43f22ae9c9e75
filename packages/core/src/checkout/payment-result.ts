// What /pay-finish/{ordersn} tells the shopper, from the order's status and its latest payment
// (docs/decisions/027-checkout-payment-returns-re-pay-confirmations-pay-finish.md). The `cancelled` flag of the return address only
// chooses between two wordings of "not paid"; it never makes an order look paid.
import { ORDER_STATUS } from './order-status.ts';

export type PaymentResult =
  | 'paid'
  | 'cashOnPickup'
  | 'failed'
  | 'cancelled'
  | 'pending'
  | 'closed'
  /** A capture that arrived after the order closed, given back automatically (order-machine.ts). */
  | 'refunded'
  /** Such a capture whose automatic refund the provider refused: customer service refunds it. */
  | 'refundPending';

const PAID_STATUSES: readonly number[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.completed,
  ORDER_STATUS.partiallyReturned,
];

export function paymentResultOf(
  status: number,
  paymentState: string | null,
  returnedCancelled: boolean,
): PaymentResult {
  if (PAID_STATUSES.includes(status)) return 'paid';
  if (paymentState === 'refunded') return 'refunded';
  if (paymentState === 'refund_failed') return 'refundPending';
  if (status === ORDER_STATUS.cashOnPickupConfirmed) return 'cashOnPickup';
  if (status === ORDER_STATUS.paymentFailed || paymentState === 'failed') {
    if (status !== ORDER_STATUS.awaitingPayment && status !== ORDER_STATUS.paymentFailed) return 'closed';
    // The shopper pressed cancel on the provider's page (its cancel address): she cancelled, nothing failed.
    return returnedCancelled ? 'cancelled' : 'failed';
  }
  if (status !== ORDER_STATUS.awaitingPayment) return 'closed';
  return returnedCancelled ? 'cancelled' : 'pending';
}
