import { trackingCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { bindRoutineResult } from '../routine-finder/index.ts';
import { memberIdOf } from '../sessions/index.ts';
import { insertAfterLoginRecord } from './tracking.repository.ts';

const OK = { ok: true } as const;

/** The after-login queue's three actions (storefront.md §4.6): each attaches one thing to the member. */
export const trackingRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  registerCalls(app, trackingCalls, {
    bindRoutineFinder: async (request) => {
      const ref = request.body.code;
      const memberId = memberIdOf(request);
      await insertAfterLoginRecord(db, { memberId, kind: 'routine_finder', ref });
      // The result itself becomes the member's, unless someone owns it already (routine-finder module).
      await bindRoutineResult(db, memberId, ref);
      return OK;
    },
    bindRoutine202509: async (request) => {
      const ref = String(request.body.id);
      await insertAfterLoginRecord(db, { memberId: memberIdOf(request), kind: 'routine_202509', ref });
      return OK;
    },
    updateUtm: async (request) => {
      const ref = String(request.params.utm_id);
      await insertAfterLoginRecord(db, { memberId: memberIdOf(request), kind: 'utm', ref });
      return OK;
    },
  });
};
