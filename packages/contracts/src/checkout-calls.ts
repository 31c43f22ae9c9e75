import { REFERENCE_LIST_CACHE_MS } from '@shop/core';
import { withQuery } from './calls.ts';
import { defineShopCall } from './catalogue-calls.ts';
import {
  CompanyNameAnswer,
  DonateListAnswer,
  HkFreightAnswer,
  PayMethodsAnswer,
  PickupNumberAnswer,
  ShipMethodsAnswer,
  StoreSearchAnswer,
  type StoreSearchQuery,
  ZipcodeListAnswer,
} from './checkout.ts';

const fixed = (path: string) => () => path;

/**
 * Checkout support calls of storefront.md §7.5 (lifetimes of §9: zip codes, pay and ship methods and
 * invoice donations 60 s; HK freight none). Paths keep the spec's trailing slashes.
 */
export const checkoutCalls = {
  shipMethods: defineShopCall({
    method: 'GET',
    route: 'get-ship-method-list/',
    path: fixed('get-ship-method-list/'),
    answer: ShipMethodsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    body: undefined,
    auth: 'none',
  }),
  payMethods: defineShopCall({
    method: 'GET',
    route: 'get-pay-method-list/',
    path: fixed('get-pay-method-list/'),
    answer: PayMethodsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    body: undefined,
    auth: 'none',
  }),
  zipcodes: defineShopCall({
    method: 'GET',
    route: 'get-zipcode-list/',
    path: fixed('get-zipcode-list/'),
    answer: ZipcodeListAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    body: undefined,
    auth: 'none',
  }),
  donates: defineShopCall({
    method: 'GET',
    route: 'get-donate',
    path: fixed('get-donate'),
    answer: DonateListAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    body: undefined,
    auth: 'none',
  }),
  companyName: defineShopCall({
    method: 'GET',
    route: 'get-company-name-by-sn/:taxNumber',
    path: ({ taxNumber }: { taxNumber: string }) => `get-company-name-by-sn/${encodeURIComponent(taxNumber)}`,
    answer: CompanyNameAnswer,
    body: undefined,
    auth: 'none',
  }),
  hkFreight: defineShopCall({
    method: 'GET',
    route: 'get-hk-freight',
    path: fixed('get-hk-freight'),
    answer: HkFreightAnswer,
    body: undefined,
    auth: 'none',
  }),
  storeSearch: defineShopCall({
    method: 'GET',
    route: 'get-711-store-list',
    path: (query: StoreSearchQuery) => withQuery('get-711-store-list', query),
    answer: StoreSearchAnswer,
    body: undefined,
    auth: 'none',
  }),
  pickupNumber: defineShopCall({
    method: 'GET',
    route: 'get-711-pickup-number',
    path: ({ orderId }: { orderId: number }) =>
      withQuery('get-711-pickup-number', { oorder_id: String(orderId) }),
    answer: PickupNumberAnswer,
    body: undefined,
    auth: 'required',
  }),
};
