import {
  AddMoneyListAnswer,
  BonusEventAnswer,
  BuyGiftListAnswer,
  DtcPersonalizeAnswer,
  ExchangesAnswer,
  GiftActivitiesAnswer,
  IdParam,
  MatchPairAnswer,
  MatchPairListAnswer,
  OpenGiftListAnswer,
  RoutineKitListAnswer,
  SaleEventAnswer,
  SaleEventListAnswer,
  ThresholdDiscountsAnswer,
} from '@shop/contracts';
import { REFERENCE_LIST_CACHE_MS, SHORT_ANSWER_CACHE_MS } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicFor } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import * as service from './promotions.service.ts';

const tags = ['promotions'];
// Lifetimes of storefront.md §9: sale events, the N-for-N page and match pairs 10 s, the exchange list
// 60 s; the add-on, gift, buy-gift, bonus and routine-kit lists have none (revalidated every time).
const short = { cache: publicFor(SHORT_ANSWER_CACHE_MS) };
const reference = { cache: publicFor(REFERENCE_LIST_CACHE_MS) };

export interface PromotionRoutesOptions {
  /** The clock deciding which promotions are open (tests move it). */
  now?: () => Date;
}

/** Promotion calls of storefront.md §7.4 and the threshold-discount list. */
export const promotionRoutes: FastifyPluginAsyncZod<PromotionRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());

  app.get(
    '/get-sale-event-list',
    { schema: { tags, summary: 'Open sale events', response: { 200: SaleEventListAnswer } }, config: short },
    async () => ({ saleEvents: await service.listSaleEvents(db, now()) }),
  );

  app.get(
    '/get-sale-event/:id',
    {
      schema: {
        tags,
        summary: 'One open sale event (N-for-N included) with its products',
        params: IdParam,
        response: { 200: SaleEventAnswer, ...errorAnswers(404, 422) },
      },
      config: short,
    },
    async (request) => ({ saleEvent: await service.getSaleEvent(db, request.params.id, now()) }),
  );

  app.get(
    '/get-match-pair-list',
    { schema: { tags, summary: 'Open match pairs', response: { 200: MatchPairListAnswer } }, config: short },
    async () => ({ matchPairs: await service.listMatchPairs(db, now()) }),
  );

  app.get(
    '/get-match-pair/:id',
    {
      schema: {
        tags,
        summary: 'One open match pair with zone A and zone B products',
        params: IdParam,
        response: { 200: MatchPairAnswer, ...errorAnswers(404, 422) },
      },
      config: short,
    },
    async (request) => ({ matchPair: await service.getMatchPair(db, request.params.id, now()) }),
  );

  app.get(
    '/get-legal-add-money-list',
    { schema: { tags, summary: 'Open add-on purchase offers', response: { 200: AddMoneyListAnswer } } },
    async () => ({ addMoneyList: await service.listAddMoneyItems(db, now()) }),
  );

  app.get(
    '/get-open-gift-list',
    {
      schema: {
        tags,
        summary: 'Open gifts (spend-over gifts for everyone)',
        response: { 200: OpenGiftListAnswer },
      },
    },
    async () => ({ gifts: await service.listGiftActivities(db, now(), ['open_gift']) }),
  );

  app.get(
    '/get-open-buy-gift-list',
    { schema: { tags, summary: 'Open buy-gift events (買N送1)', response: { 200: BuyGiftListAnswer } } },
    async () => ({ buyGifts: await service.listGiftActivities(db, now(), ['buy_gift']) }),
  );

  const giftLists = [
    ['/get-category-activities', 'category', 'Open category gift activities'],
    ['/get-choice-gift-activities', 'choice', 'Open choice gift activities'],
    ['/get-product-gift-activities', 'product', 'Open product gift activities'],
  ] as const;
  for (const [path, type, summary] of giftLists) {
    app.get(path, { schema: { tags, summary, response: { 200: GiftActivitiesAnswer } } }, async () => ({
      activities: await service.listGiftActivities(db, now(), [type]),
    }));
  }

  app.get(
    '/get-exchanges-with-pc-point',
    {
      schema: { tags, summary: 'Point zone products', response: { 200: ExchangesAnswer } },
      config: reference,
    },
    async () => ({ products: await service.listExchanges(db, now()) }),
  );

  app.get(
    '/get-bonus-event',
    {
      schema: {
        tags,
        summary: 'The open bonus (point multiplier) event, or null',
        response: { 200: BonusEventAnswer },
      },
    },
    async () => ({ bonusEvent: await service.getBonusEvent(db, now()) }),
  );

  app.get(
    '/get-routine-kit-list',
    { schema: { tags, summary: 'Open routine kits', response: { 200: RoutineKitListAnswer } } },
    async () => ({ routineKitList: await service.listRoutineKits(db, now()) }),
  );

  app.get(
    '/get-threshold-discounts',
    {
      schema: {
        tags,
        summary: 'Open threshold activities with their levels',
        response: { 200: ThresholdDiscountsAnswer },
      },
    },
    async () => ({ activities: await service.listThresholdActivities(db, now()) }),
  );

  app.get(
    '/get-dtc-personalize/:id',
    {
      schema: {
        tags,
        summary: 'A personalised routine: step groups and the trial product',
        params: IdParam,
        response: { 200: DtcPersonalizeAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({ personalize: await service.getDtcPersonalize(db, request.params.id) }),
  );
};
