import { REFERENCE_LIST_CACHE_MS, SHORT_ANSWER_CACHE_MS } from '@shop/core';
import type { z } from 'zod';
import { IdParam } from './common.ts';
import { callsOf } from './define-call.ts';
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

const promotionCall = callsOf('promotions');

/** A public GET without parameters. */
function list<Answer extends z.ZodType>(route: string, summary: string, answer: Answer, cacheMs?: number) {
  return promotionCall({
    method: 'GET',
    route,
    summary,
    answer,
    auth: 'none',
    ...(cacheMs ? { cacheMs } : {}),
  });
}

const id = { params: IdParam, errors: [404, 422] } as const;

/**
 * Promotion calls (storefront.md §7.4). Lifetimes of §9: sale events, the N-for-N page and match pairs
 * 10 s, the exchange list 60 s; the add-on, gift, buy-gift, bonus and routine-kit lists have none.
 */
export const promotionCalls = {
  saleEventList: list('get-sale-event-list', 'Open sale events', SaleEventListAnswer, SHORT_ANSWER_CACHE_MS),
  /** The sale-event page, N-for-N events included. */
  saleEvent: promotionCall({
    method: 'GET',
    route: 'get-sale-event/:id',
    summary: 'One open sale event with its products (N-for-N events included)',
    ...id,
    answer: SaleEventAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  matchPairList: list('get-match-pair-list', 'Open match pairs', MatchPairListAnswer, SHORT_ANSWER_CACHE_MS),
  matchPair: promotionCall({
    method: 'GET',
    route: 'get-match-pair/:id',
    summary: 'One open match pair with its groups',
    ...id,
    answer: MatchPairAnswer,
    cacheMs: SHORT_ANSWER_CACHE_MS,
    auth: 'none',
  }),
  addMoneyList: list('get-legal-add-money-list', 'Open add-on purchase offers', AddMoneyListAnswer),
  openGiftList: list('get-open-gift-list', 'Open gifts (spend-over gifts for everyone)', OpenGiftListAnswer),
  openBuyGiftList: list('get-open-buy-gift-list', 'Open buy-gift events (買N送1)', BuyGiftListAnswer),
  categoryActivities: list('get-category-activities', 'Open category gift activities', GiftActivitiesAnswer),
  choiceGiftActivities: list(
    'get-choice-gift-activities',
    'Open choice gift activities',
    GiftActivitiesAnswer,
  ),
  productGiftActivities: list(
    'get-product-gift-activities',
    'Open product gift activities',
    GiftActivitiesAnswer,
  ),
  exchanges: list(
    'get-exchanges-with-pc-point',
    'Point zone products',
    ExchangesAnswer,
    REFERENCE_LIST_CACHE_MS,
  ),
  bonusEvent: list('get-bonus-event', 'The open bonus (point multiplier) event, or null', BonusEventAnswer),
  routineKitList: list('get-routine-kit-list', 'Open routine kits', RoutineKitListAnswer),
  thresholdDiscounts: list(
    'get-threshold-discounts',
    'Open threshold activities with their levels',
    ThresholdDiscountsAnswer,
  ),
  dtcPersonalize: promotionCall({
    method: 'GET',
    route: 'get-dtc-personalize/:id',
    summary: 'A personalised routine: step groups and the trial product',
    ...id,
    answer: DtcPersonalizeAnswer,
    auth: 'none',
  }),
} as const;
