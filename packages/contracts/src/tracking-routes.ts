// The tracking calls' addresses without their schemas. The browser's tracker runs on every page and
// posts with sendBeacon, so it needs only these; importing the call table would load zod and every
// contract (about 60 KB of script) on pages that never validate an answer.
export { API_BASE_PATH } from './api-base-path.ts';

export const TRACKING_ROUTES = {
  bindRoutineFinder: 'bind-customer-routine-finder',
  bindRoutine202509: 'customer-routine-202509/bind',
  updateUtm: 'update-utm/:utm_id',
  storeUtm: 'store-utms',
  pageView: 'event-logger/page-view',
  click: 'event-logger/click',
  viewEvent: 'event-logger/view-event',
  updateLineShoppingMember: 'update-line-shopping-member-data',
  lineShoppingBrowsePage: 'line-shopping-browse-page',
  lineShoppingAddFavorite: 'line-shopping-add-favorite',
  lineShoppingViewFavorite: 'line-shopping-view-favorite',
  lineShoppingAddCart: 'line-shopping-add-cart',
  lineShoppingViewCart: 'line-shopping-view-cart',
  lineShoppingViewProduct: 'line-shopping-view-product',
  notify: 'notify',
} as const;

export type TrackingRoute = (typeof TRACKING_ROUTES)[keyof typeof TRACKING_ROUTES];
