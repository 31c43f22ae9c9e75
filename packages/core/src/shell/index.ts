export * from './banner-words.ts';
export * from './cart-count.ts';
export * from './constants.ts';
export * from './login-redirect.ts';
export * from './menu.ts';
export * from './news-carousel.ts';
export * from './search.ts';
export * from './shop-identity.ts';
