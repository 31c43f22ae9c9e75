import { giftCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import {
  addToGiftCart,
  firstGiftEligibility,
  giftCart,
  memberClaimProducts,
  openProductLimitActivities,
  removeFromGiftCart,
} from './gifts.service.ts';

/** The gift claim zone's calls (member-area-and-tools.md §7 "Gifts and activities"). */
export const giftRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  registerCalls(app, giftCalls, {
    memberClaimProducts: (request) => memberClaimProducts(app.db, request.memberId, now()),
    firstGiftEligibility: (request) => firstGiftEligibility(app.db, memberIdOf(request)),
    openProductLimitActivities: () => openProductLimitActivities(app.db, now()),
    giftCart: (request) => giftCart(app.db, memberIdOf(request)),
    addToGiftCart: (request) => addToGiftCart(app.db, memberIdOf(request), request.body, now()),
    removeFromGiftCart: (request) => removeFromGiftCart(app.db, memberIdOf(request), request.body),
  });
};
