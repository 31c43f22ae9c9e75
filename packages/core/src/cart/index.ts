export * from './activity-cart.ts';
export * from './cart-count.ts';
export * from './main-cart.ts';
export * from './offer-lines.ts';
