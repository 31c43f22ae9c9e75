import { membersCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { memberBenefits } from './member-benefits.service.ts';
import { memberLevels } from './member-levels.service.ts';

/** Member-area calls of the member center (member-area-and-tools.md §7 "Member account"). */
export const memberBenefitsRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  registerCall(app, membersCalls.memberBenefits, (request) =>
    memberBenefits(app.db, request.memberId as number, now()),
  );
  registerCall(app, membersCalls.memberLevels, () => memberLevels(app.db, now()));
};
