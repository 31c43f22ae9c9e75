import { ingredientCheckerCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as service from './ingredient-checker.service.ts';

/** The ingredient checker (member-area-and-tools.md §2.9, §7): checking, sharing, shared and saved reports. */
export const ingredientCheckerRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  registerCalls(app, ingredientCheckerCalls, {
    query: (request) => service.queryIngredients(db, request.body.text),
    report: (request) => service.saveReport(db, request.memberId, request.body.text, now()),
    shared: (request) => service.sharedReport(db, request.params.code),
    history: (request) => service.memberHistory(db, memberIdOf(request)),
    memberReport: (request) => service.memberReport(db, memberIdOf(request), request.params.code),
  });
};
