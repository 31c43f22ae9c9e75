import { memberOrderCalls } from '@shop/contracts';
import { readSetting } from '@shop/contracts/settings';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as service from './member-orders.service.ts';
import { scheduleTierJob, TIER_JOB_INTERVAL_MS } from './tier-job.ts';

export interface MemberOrderRoutesOptions {
  /** The clock (tests move it). */
  now?: (() => Date) | undefined;
  /** How often the tier job runs (0: never); defaults to TIER_JOB_INTERVAL_SECONDS or 5 minutes. */
  tierJobIntervalMs?: number | undefined;
}

const MS_PER_SECOND = 1000;

function tierJobIntervalFromEnv(): number {
  const raw = readSetting('TIER_JOB_INTERVAL_SECONDS')?.trim();
  const seconds = Number(raw);
  return raw && Number.isFinite(seconds) ? seconds * MS_PER_SECOND : TIER_JOB_INTERVAL_MS;
}

/** The member's orders, purchase history and member views of lists (member-area-and-tools.md §7). */
export const memberOrderRoutes: FastifyPluginAsync<MemberOrderRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  registerCalls(app, memberOrderCalls, {
    orders: (request) => service.ordersPage(db, memberIdOf(request), request.query.page),
    oneYearOrders: (request) => service.oneYearOrders(db, memberIdOf(request), now()),
    boughtProducts: (request) => service.boughtProducts(db, memberIdOf(request)),
    routineKitsForMember: (request) => service.routineKitsForMember(db, memberIdOf(request), now()),
    buyGiftsForMember: (request) => service.buyGiftsForMember(db, memberIdOf(request), now()),
  });
  scheduleTierJob(app, opts.tierJobIntervalMs ?? tierJobIntervalFromEnv(), now);
};
