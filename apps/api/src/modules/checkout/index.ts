export { APPLE_PAY_DOMAIN_ASSOCIATION_PATH, applePayDomainRoutes } from './apple-pay-domain.routes.ts';
export { type CheckoutRoutesOptions, checkoutRoutes } from './checkout.routes.ts';
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
