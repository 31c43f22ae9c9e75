import { OkAnswer } from './accounts.ts';
import { callsOf } from './define-call.ts';
import {
  BindRoutine202509Body,
  BindRoutineFinderBody,
  EcidBody,
  ElementEventBody,
  NotifyBody,
  PageViewBody,
  ReferralEventBody,
  StoreUtmAnswer,
  StoreUtmBody,
  UtmIdParam,
} from './tracking.ts';
import { TRACKING_ROUTES } from './tracking-routes.ts';

const trackingCall = callsOf('tracking');

/** The three actions of the after-login queue (storefront.md §4.6, §7.8, §7.9); sending one twice is harmless. */
export const trackingCalls = {
  bindRoutineFinder: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.bindRoutineFinder,
    summary: "Attach a guest's routine-finder code to the member",
    body: BindRoutineFinderBody,
    answer: OkAnswer,
    errors: [401, 422],
    auth: 'required',
  }),
  bindRoutine202509: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.bindRoutine202509,
    summary: "Attach a guest's 2025-09 routine record to the member",
    body: BindRoutine202509Body,
    answer: OkAnswer,
    errors: [401, 422],
    auth: 'required',
  }),
  updateUtm: trackingCall({
    method: 'PUT',
    route: TRACKING_ROUTES.updateUtm,
    summary: 'Attach a UTM record to the member',
    params: UtmIdParam,
    answer: OkAnswer,
    errors: [401, 422],
    auth: 'required',
  }),

  storeUtm: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.storeUtm,
    summary: "Store a visit's UTM record (the member's when a token is sent); answers its utm_id",
    body: StoreUtmBody,
    answer: StoreUtmAnswer,
    errors: [422, 429],
    auth: 'optional',
  }),
  pageView: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.pageView,
    summary: 'Log a page view (one, or a batch of up to 50)',
    body: PageViewBody,
    answer: OkAnswer,
    errors: [422, 429],
    auth: 'optional',
  }),
  click: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.click,
    summary: 'Log a click on an element with an event-name attribute (one, or a batch of up to 50)',
    body: ElementEventBody,
    answer: OkAnswer,
    errors: [422, 429],
    auth: 'optional',
  }),
  viewEvent: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.viewEvent,
    summary: 'Log an element seen at least 50 % (one, or a batch of up to 50)',
    body: ElementEventBody,
    answer: OkAnswer,
    errors: [422, 429],
    auth: 'optional',
  }),
  updateLineShoppingMember: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.updateLineShoppingMember,
    summary: "Tie the shopping-referral id of the visitor's cookie to the member",
    body: EcidBody,
    answer: OkAnswer,
    errors: [401, 422, 429],
    auth: 'required',
  }),
  lineShoppingBrowsePage: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.lineShoppingBrowsePage,
    summary: 'Shopping-referral browse event',
    body: EcidBody,
    answer: OkAnswer,
    errors: [422, 429],
    auth: 'optional',
  }),
  lineShoppingAddFavorite: referralEventCall(TRACKING_ROUTES.lineShoppingAddFavorite, 'a favourite added'),
  lineShoppingViewFavorite: referralEventCall(
    TRACKING_ROUTES.lineShoppingViewFavorite,
    'the favourites viewed',
  ),
  lineShoppingAddCart: referralEventCall(TRACKING_ROUTES.lineShoppingAddCart, 'a product added to the cart'),
  lineShoppingViewCart: referralEventCall(TRACKING_ROUTES.lineShoppingViewCart, 'the cart viewed'),
  lineShoppingViewProduct: referralEventCall(
    TRACKING_ROUTES.lineShoppingViewProduct,
    'a product page viewed',
  ),
  notify: trackingCall({
    method: 'POST',
    route: TRACKING_ROUTES.notify,
    summary: 'Report an uncaught interface error (kept once per distinct error, counted)',
    body: NotifyBody,
    answer: OkAnswer,
    errors: [422, 429],
    auth: 'optional',
  }),
};

function referralEventCall(route: string, what: string) {
  return trackingCall({
    method: 'POST',
    route,
    summary: `Shopping-referral event: ${what}, with the products in the program's mapping`,
    body: ReferralEventBody,
    answer: OkAnswer,
    errors: [422, 429],
    auth: 'optional',
  });
}
