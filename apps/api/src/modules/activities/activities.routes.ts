import { activityCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as service from './activities.service.ts';

/** The evergreen trial, dated activities and bought counts (storefront.md §4.9, §7.8). */
export const activityRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  registerCalls(app, activityCalls, {
    evergreen: (request) => service.evergreen(db, memberIdOf(request), now()),
    isActivityOpen: (request) => service.activityOpen(db, request.query.activity ?? 'singles_day', now()),
    singlesDayStatus: (request) => service.singlesDayStatus(db, memberIdOf(request), now()),
    singlesDayClaim: (request) => service.claimSinglesDay(db, memberIdOf(request), now()),
    boughtCount: (request) => service.boughtCounts(db, memberIdOf(request), request.body),
  });
};
