export { type CheckoutRoutesOptions, checkoutRoutes } from './checkout.routes.ts';
