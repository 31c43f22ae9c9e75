export * from './main-cart.ts';
