export { APPLE_PAY_DOMAIN_ASSOCIATION_PATH, applePayDomainRoutes } from './apple-pay-domain.routes.ts';
export { type CheckoutRoutesOptions, checkoutRoutes } from './checkout.routes.ts';
