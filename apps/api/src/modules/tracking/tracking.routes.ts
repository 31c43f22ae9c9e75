import { type ReferralEventBody, trackingCalls } from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type RegisterCallOptions, registerCalls } from '../../lib/register-call.ts';
import { bindRoutineResult } from '../routine-finder/index.ts';
import { memberIdOf } from '../sessions/index.ts';
import { bindCampaignRecord } from '../skin-tests/index.ts';
import { maintainEventPartitions } from './partitions.ts';
import {
  attachUtmRecord,
  insertAfterLoginRecord,
  insertUtmRecord,
  type LineShoppingEventKind,
  recordErrorReport,
  upsertLineShoppingMember,
} from './tracking.repository.ts';
import {
  type Caller,
  createTrackingWriters,
  elementEventRows,
  errorReportRow,
  lineShoppingRow,
  pageViewRows,
  readTrackingConfig,
  type TrackingConfig,
} from './tracking.service.ts';

const OK = { ok: true } as const;

export interface TrackingRoutesOptions {
  /** Clock (tests); defaults to the system clock. */
  now?: () => Date;
  /** Settings; default to the environment (readTrackingConfig). */
  tracking?: Partial<TrackingConfig>;
}

/** Who sent the request: the member behind the token and the visitor id, never ids the body names. */
const callerOf = (request: FastifyRequest): Caller => ({
  memberId: request.memberId,
  visitId: request.visitId,
});

const asList = <T>(body: T | T[]): T[] => (Array.isArray(body) ? body : [body]);

/**
 * Tracking and reporting (storefront.md §7.9, §4.6, §4.8): the after-login queue's three actions, UTM
 * records, the page/click/view event logs and the shopping-referral calls (buffered, written in batches
 * to the monthly partitions), and front-end error reports. Every call has its own limit per client
 * address, so the browser's own traffic never eats the shopper's shop-wide budget.
 */
export const trackingRoutes: FastifyPluginAsync<TrackingRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  const config = { ...readTrackingConfig(), ...opts.tracking };
  const writers = createTrackingWriters(db, config, app.log, now);

  // The current month's partition (and the next ones) exist before the first request, and the job keeps
  // them ahead and drops old months; the last events waiting are written before the app closes.
  // A database that is down at start must not keep the shop from starting (decision 056): the job
  // below tries again, and a batch meeting a missing month makes it.
  app.addHook('onReady', async () => {
    try {
      await maintainEventPartitions(db, now(), config.retentionMonths);
    } catch (error) {
      app.log.warn({ err: error }, 'tracking partitions could not be made at start; the job tries again');
    }
  });
  app.jobs.every({
    queue: 'tracking-partitions',
    name: 'tracking partitions',
    intervalMs: config.partitionIntervalMs,
    run: async () => {
      const done = await maintainEventPartitions(db, now(), config.retentionMonths);
      if (done.created.length + done.dropped.length > 0) app.log.info(done, 'tracking partitions');
    },
  });
  app.addHook('onClose', async () => {
    await writers.flush();
  });

  const perMinute = (max: number): RegisterCallOptions => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const events = perMinute(config.rateLimitPerMinute);
  const writes = perMinute(config.writeRateLimitPerMinute);
  const referralEvent =
    (kind: LineShoppingEventKind) => async (request: FastifyRequest<{ Body: ReferralEventBody }>) => {
      const { ecid, products } = request.body;
      writers.referral.add([lineShoppingRow(kind, ecid, products, callerOf(request), now())]);
      return OK;
    };

  registerCalls(
    app,
    trackingCalls,
    {
      bindRoutineFinder: async (request) => {
        const ref = request.body.code;
        const memberId = memberIdOf(request);
        await insertAfterLoginRecord(db, { memberId, kind: 'routine_finder', ref });
        // The result itself becomes the member's, unless someone owns it already (routine-finder module).
        await bindRoutineResult(db, memberId, ref);
        return OK;
      },
      bindRoutine202509: async (request) => {
        const memberId = memberIdOf(request);
        await insertAfterLoginRecord(db, { memberId, kind: 'routine_202509', ref: String(request.body.id) });
        // The guest's campaign record itself becomes the member's, unless someone owns it (skin-tests module).
        await bindCampaignRecord(db, memberId, request.body.id, now());
        return OK;
      },
      updateUtm: async (request) => {
        const memberId = memberIdOf(request);
        const utmId = request.params.utm_id;
        // Only the visitor's own guest record is attached; any other id answers the same, so ids
        // cannot be probed, and changes nothing.
        if (await attachUtmRecord(db, utmId, memberId, request.visitId, now())) {
          await insertAfterLoginRecord(db, { memberId, kind: 'utm', ref: String(utmId) });
        }
        return OK;
      },
      storeUtm: async (request) => {
        const utmId = await insertUtmRecord(db, {
          ...request.body,
          memberId: request.memberId,
          visitId: request.visitId,
          now: now(),
        });
        return { data: { utm_id: utmId } };
      },
      pageView: async (request) => {
        writers.events.add(pageViewRows(asList(request.body), callerOf(request), now()));
        return OK;
      },
      click: async (request) => {
        writers.events.add(elementEventRows('click', asList(request.body), callerOf(request), now()));
        return OK;
      },
      viewEvent: async (request) => {
        writers.events.add(elementEventRows('view_event', asList(request.body), callerOf(request), now()));
        return OK;
      },
      updateLineShoppingMember: async (request) => {
        await upsertLineShoppingMember(db, memberIdOf(request), request.body.ecid, now());
        return OK;
      },
      lineShoppingBrowsePage: async (request) => {
        writers.referral.add([
          lineShoppingRow('browse_page', request.body.ecid, null, callerOf(request), now()),
        ]);
        return OK;
      },
      lineShoppingAddFavorite: referralEvent('add_favorite'),
      lineShoppingViewFavorite: referralEvent('view_favorite'),
      lineShoppingAddCart: referralEvent('add_cart'),
      lineShoppingViewCart: referralEvent('view_cart'),
      lineShoppingViewProduct: referralEvent('view_product'),
      notify: async (request) => {
        await recordErrorReport(db, errorReportRow(request.body.error), now());
        return OK;
      },
    },
    {
      storeUtm: writes,
      updateUtm: writes,
      pageView: events,
      click: events,
      viewEvent: events,
      updateLineShoppingMember: writes,
      lineShoppingBrowsePage: events,
      lineShoppingAddFavorite: events,
      lineShoppingViewFavorite: events,
      lineShoppingAddCart: events,
      lineShoppingViewCart: events,
      lineShoppingViewProduct: events,
      notify: writes,
    },
  );
};
