export { cartRoutes } from './cart.routes.ts';
export { cartSummary } from './cart-summary.service.ts';
