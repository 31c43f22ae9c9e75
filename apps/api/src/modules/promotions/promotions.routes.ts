import { promotionCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import * as service from './promotions.service.ts';

export interface PromotionRoutesOptions {
  /** The clock deciding which promotions are open (tests move it). */
  now?: () => Date;
}

/** Promotion calls of storefront.md §7.4 and the threshold-discount list. */
export const promotionRoutes: FastifyPluginAsync<PromotionRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  const gifts = (type: 'category' | 'choice' | 'product') => async () => ({
    activities: await service.listGiftActivities(db, now(), [type]),
  });
  registerCalls(app, promotionCalls, {
    saleEventList: async () => ({ saleEvents: await service.listSaleEvents(db, now()) }),
    saleEvent: async (request) => ({ saleEvent: await service.getSaleEvent(db, request.params.id, now()) }),
    matchPairList: async () => ({ matchPairs: await service.listMatchPairs(db, now()) }),
    matchPair: async (request) => ({ matchPair: await service.getMatchPair(db, request.params.id, now()) }),
    addMoneyList: async () => ({ addMoneyList: await service.listAddMoneyItems(db, now()) }),
    openGiftList: async () => ({ gifts: await service.listGiftActivities(db, now(), ['open_gift']) }),
    openBuyGiftList: async () => ({ buyGifts: await service.listGiftActivities(db, now(), ['buy_gift']) }),
    categoryActivities: gifts('category'),
    choiceGiftActivities: gifts('choice'),
    productGiftActivities: gifts('product'),
    exchanges: async () => ({ products: await service.listExchanges(db, now()) }),
    bonusEvent: async () => ({ bonusEvent: await service.getBonusEvent(db, now()) }),
    routineKitList: async () => ({ routineKitList: await service.listRoutineKits(db, now()) }),
    thresholdDiscounts: async () => ({ activities: await service.listThresholdActivities(db, now()) }),
    dtcPersonalize: async (request) => ({
      personalize: await service.getDtcPersonalize(db, request.params.id),
    }),
  });
};
