export { type CatalogueSource, cartSummary } from './cart-summary.service.ts';
export {
  forgetPricingProducts,
  keptPricingProducts,
  PRICING_PRODUCTS_KEPT_MS,
  PRICING_PRODUCTS_SERVED_STALE_MS,
} from './pricing-products.ts';
export { getTempCart } from './temp-cart.service.ts';
