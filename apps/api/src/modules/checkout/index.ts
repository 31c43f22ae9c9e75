export type { OrderDeps } from './orders.service.ts';
export {
  afterOrderPaid,
  confirmCashOnPickup,
  newPaymentRef,
  openPaymentAttempt,
  type PaymentAttemptRef,
  providerOfPayMethod,
  recordCapturedAtStart,
  recordRedirect,
  recordStartFailed,
} from './payment-attempts.service.ts';
export * from './place-order.service.ts';
