import { REFERENCE_LIST_CACHE_MS } from '@shop/core';
import {
  CancelOrderAnswer,
  CheckCouponAnswer,
  CheckCouponBody,
  CompanyNameAnswer,
  ConfirmPaymentAnswer,
  ConfirmPaymentBody,
  CreateOrderAnswer,
  CreateOrderBody,
  DonateListAnswer,
  HkFreightAnswer,
  OrderDetailAnswer,
  OrderSnParam,
  PayMethodsAnswer,
  PickupNumberAnswer,
  PickupNumberQuery,
  RepayAnswer,
  RepayBody,
  ShipMethodsAnswer,
  StoreMapAnswer,
  StoreMapQuery,
  StoreSearchAnswer,
  StoreSearchQuery,
  TaxNumberParam,
  ZipcodeListAnswer,
} from './checkout.ts';
import { IdParam } from './common.ts';
import { callsOf } from './define-call.ts';

const checkoutCall = callsOf('checkout');

/**
 * Checkout support calls of storefront.md §7.5 (lifetimes of §9: zip codes, pay and ship methods and
 * invoice donations 60 s; HK freight none). Paths keep the spec's trailing slashes.
 */
export const checkoutCalls = {
  shipMethods: checkoutCall({
    method: 'GET',
    route: 'get-ship-method-list/',
    summary: 'Delivery methods and their freight',
    answer: ShipMethodsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  payMethods: checkoutCall({
    method: 'GET',
    route: 'get-pay-method-list/',
    summary: 'Payment methods offered and the delivery each combines with',
    answer: PayMethodsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  zipcodes: checkoutCall({
    method: 'GET',
    route: 'get-zipcode-list/',
    summary: 'Counties, districts and zip codes of Taiwan',
    answer: ZipcodeListAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  donates: checkoutCall({
    method: 'GET',
    route: 'get-donate',
    summary: 'Invoice donation organisations (愛心碼)',
    answer: DonateListAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  companyName: checkoutCall({
    method: 'GET',
    route: 'get-company-name-by-sn/:taxNumber',
    summary: 'Company name by 統一編號 (checksum checked first)',
    params: TaxNumberParam,
    answer: CompanyNameAnswer,
    errors: [404, 422],
    auth: 'none',
  }),
  hkFreight: checkoutCall({
    method: 'GET',
    route: 'get-hk-freight',
    summary: 'Hong Kong freight',
    answer: HkFreightAnswer,
    auth: 'none',
  }),
  storeSearch: checkoutCall({
    method: 'GET',
    route: 'get-711-store-list',
    summary: '7-ELEVEN stores by city, district or keyword (name, address, store id)',
    query: StoreSearchQuery,
    answer: StoreSearchAnswer,
    errors: [422],
    auth: 'none',
  }),
  pickupNumber: checkoutCall({
    method: 'GET',
    route: 'get-711-pickup-number',
    summary: "The 7-ELEVEN shipment number of one of the member's orders",
    query: PickupNumberQuery,
    answer: PickupNumberAnswer,
    errors: [404, 409, 422],
    auth: 'required',
    perCaller: true,
  }),
  checkCoupon: checkoutCall({
    method: 'POST',
    route: 'check-coupon',
    summary:
      "What a coupon takes off the member's carts, by create-order's rules (422 when it does not apply)",
    body: CheckCouponBody,
    answer: CheckCouponAnswer,
    errors: [422],
    auth: 'required',
  }),
  createOrder: checkoutCall({
    method: 'POST',
    route: 'create-order',
    summary: 'Create an order from the carts (server pricing; Idempotency-Key header) and start its payment',
    body: CreateOrderBody,
    answer: CreateOrderAnswer,
    errors: [404, 409, 422],
    auth: 'required',
  }),
  getOrder: checkoutCall({
    method: 'GET',
    route: 'get-orders/:id',
    summary: "One of the member's orders with its lines, amounts, status and payment",
    params: IdParam,
    answer: OrderDetailAnswer,
    errors: [404],
    auth: 'required',
    perCaller: true,
  }),
  cancelOrder: checkoutCall({
    method: 'PUT',
    route: 'orders/:id/cancel',
    summary:
      'Cancel an order before shipment: gives back stock, coupon, points and credit; refunds and voids',
    params: IdParam,
    answer: CancelOrderAnswer,
    errors: [404, 409, 502],
    auth: 'required',
  }),
  getOrderBySn: checkoutCall({
    method: 'GET',
    route: 'get-order-by-sn/:ordersn',
    summary: "One of the member's orders by its order number (for /pay-finish/{ordersn})",
    params: OrderSnParam,
    answer: OrderDetailAnswer,
    errors: [404],
    auth: 'required',
    perCaller: true,
  }),
  confirmPayment: checkoutCall({
    method: 'POST',
    route: 'payment/confirm',
    summary:
      "The shopper's return from a payment page: our server asks the provider, with the amount from the database",
    body: ConfirmPaymentBody,
    answer: ConfirmPaymentAnswer,
    errors: [404, 422],
    auth: 'required',
  }),
  repay: checkoutCall({
    method: 'POST',
    route: 'payment/re-pay',
    summary: "A new payment for one of the member's unpaid, unexpired orders; answers where to pay",
    body: RepayBody,
    answer: RepayAnswer,
    errors: [404, 409, 422],
    auth: 'required',
  }),
};

/** The logistics provider's calls (served with either provider; the local one has no store map). */
export const logisticsCalls = {
  storeMap: checkoutCall({
    method: 'GET',
    route: 'get-711-store-map',
    summary:
      "The form that opens the logistics provider's 7-ELEVEN store map (null: no map, search the list)",
    query: StoreMapQuery,
    answer: StoreMapAnswer,
    errors: [422],
    auth: 'none',
  }),
};
