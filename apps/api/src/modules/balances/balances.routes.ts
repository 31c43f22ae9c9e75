import { balanceCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as balances from './balances.service.ts';
import * as coupons from './coupons.service.ts';

/** Coupons, points, shopping credit and gift vouchers of the logged-in member (member-area §7). */
export const balanceRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  registerCalls(app, balanceCalls, {
    openCoupons: (request) => coupons.openCoupons(db, memberIdOf(request), now()),
    coupons: (request) => coupons.memberCoupons(db, memberIdOf(request), request.query, now()),
    claimCoupon: async (request, reply) =>
      reply.code(201).send(await coupons.claimCoupon(db, memberIdOf(request), request.params.id, now())),
    pcPoints: (request) => balances.pcPoints(db, memberIdOf(request), request.query.page),
    claimBirthdayPoints: (request) => balances.claimBirthdayPoints(db, memberIdOf(request), now()),
    activityPoints: (request) => balances.activityPoints(db, memberIdOf(request), now()),
    cashbackCredit: (request) => balances.cashbackCredit(db, memberIdOf(request), now()),
    bonusCashList: (request) => balances.bonusCashList(db, memberIdOf(request), request.query.page),
    returnCashbackCredit: (request) => balances.returnedCredit(db, memberIdOf(request), request.query.page),
    giftVouchers: (request) =>
      balances.giftVouchers(db, memberIdOf(request), 'open', now(), request.query.page),
    usedGiftVouchers: (request) =>
      balances.giftVouchers(db, memberIdOf(request), 'used', now(), request.query.page),
  });
};
