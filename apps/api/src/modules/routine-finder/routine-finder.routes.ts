import { routineFinderCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as service from './routine-finder.service.ts';

/** The routine finder (member-area-and-tools.md §2.8, §7): saving a result, a member's results and their list. */
export const routineFinderRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  registerCalls(app, routineFinderCalls, {
    save: (request) => service.saveResult(db, request.memberId, request.body, now()),
    result: (request) => service.memberResult(db, memberIdOf(request), request.params.code),
    history: (request) => service.memberHistory(db, memberIdOf(request)),
  });
};
