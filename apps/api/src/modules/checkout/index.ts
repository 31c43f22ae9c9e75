export { moveBackFromReturn, moveToReturnRequested } from './after-purchase.service.ts';
export { expireUnpaidOrders } from './expiry.ts';
export { issueOrderInvoice, liveInvoice } from './invoices.service.ts';
export * from './order-lifecycle.service.ts';
export type { OrderDeps } from './orders.service.ts';
export {
  type AttemptDeps,
  abandonOpenAttempts,
  afterOrderPaid,
  attemptByProviderTransaction,
  attemptByRef,
  type CaptureOutcome,
  capturedAttemptsOf,
  capturesAtStart,
  claimAttempt,
  confirmCashOnPickup,
  declineAttempt,
  endStartedAttempt,
  flagAttempt,
  LATE_PAYMENT_REASON,
  movePaymentDeadline,
  newPaymentRef,
  openPaymentAttempt,
  orderStatusOf,
  type PaymentAttemptRef,
  providerOfPayMethod,
  recordAtmAccount,
  recordRedirect,
  refundCapturedAttempt,
  refundLatePayment,
  settleCapture,
  unclaimAttempt,
} from './payment-attempts.service.ts';
export * from './place-order.service.ts';
export { createShipmentNow, type ShipmentDeps, type ShipmentOutcome } from './shipments.service.ts';
