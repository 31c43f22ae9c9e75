import { REFERENCE_LIST_CACHE_MS, SHORT_ANSWER_CACHE_MS } from '@shop/core';
import { defineShopCall } from './catalogue-calls.ts';
import {
  AddMoneyListAnswer,
  BonusEventAnswer,
  BuyGiftListAnswer,
  DtcPersonalizeAnswer,
  ExchangesAnswer,
  GiftActivitiesAnswer,
  MatchPairAnswer,
  MatchPairListAnswer,
  OpenGiftListAnswer,
  RoutineKitListAnswer,
  SaleEventAnswer,
  SaleEventListAnswer,
  ThresholdDiscountsAnswer,
} from './promotions.ts';

const fixed = (path: string) => () => path;

/** A public GET without parameters. */
function list<Answer extends Parameters<typeof defineShopCall>[0]['answer']>(
  path: string,
  answer: Answer,
  cacheMs?: number,
) {
  return defineShopCall({
    method: 'GET',
    route: path,
    path: fixed(path),
    answer,
    cacheMs,
    body: undefined,
    auth: 'none',
  });
}

/** Promotion calls (storefront.md §7.4; lifetimes of §9: 10 s for sale events and match pairs, 60 s for the exchange list). */
export const promotionCalls = {
  saleEventList: list('get-sale-event-list', SaleEventListAnswer, SHORT_ANSWER_CACHE_MS),
  /** The sale-event page, N-for-N events included. */
  saleEvent: defineShopCall({
    method: 'GET',
    route: 'get-sale-event/:id',
    path: ({ id }: { id: number }) => `get-sale-event/${id}`,
    answer: SaleEventAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    body: undefined,
    auth: 'none',
  }),
  matchPairList: list('get-match-pair-list', MatchPairListAnswer, SHORT_ANSWER_CACHE_MS),
  matchPair: defineShopCall({
    method: 'GET',
    route: 'get-match-pair/:id',
    path: ({ id }: { id: number }) => `get-match-pair/${id}`,
    answer: MatchPairAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    body: undefined,
    auth: 'none',
  }),
  addMoneyList: list('get-legal-add-money-list', AddMoneyListAnswer),
  openGiftList: list('get-open-gift-list', OpenGiftListAnswer),
  openBuyGiftList: list('get-open-buy-gift-list', BuyGiftListAnswer),
  categoryActivities: list('get-category-activities', GiftActivitiesAnswer),
  choiceGiftActivities: list('get-choice-gift-activities', GiftActivitiesAnswer),
  productGiftActivities: list('get-product-gift-activities', GiftActivitiesAnswer),
  exchanges: list('get-exchanges-with-pc-point', ExchangesAnswer, REFERENCE_LIST_CACHE_MS),
  bonusEvent: list('get-bonus-event', BonusEventAnswer),
  routineKitList: list('get-routine-kit-list', RoutineKitListAnswer),
  thresholdDiscounts: list('get-threshold-discounts', ThresholdDiscountsAnswer),
  dtcPersonalize: defineShopCall({
    method: 'GET',
    route: 'get-dtc-personalize/:id',
    path: ({ id }: { id: number }) => `get-dtc-personalize/${id}`,
    answer: DtcPersonalizeAnswer,
    body: undefined,
    auth: 'none',
  }),
} as const;
