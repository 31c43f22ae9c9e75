export * from './coupon.ts';
export * from './delivery.ts';
export * from './invoice.ts';
export * from './order-choices.ts';
export * from './order-number.ts';
export * from './order-status.ts';
export * from './payment-result.ts';
export * from './quote-order.ts';
