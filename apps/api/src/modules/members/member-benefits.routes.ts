import { MemberBenefitsAnswer } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import { errorAnswers } from '../../schemas.ts';
import { memberBenefits } from './member-benefits.service.ts';

/** Member-area calls of the member center (member-area-and-tools.md §7 "Member account"). */
export const memberBenefitsRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  app.addHook('preValidation', app.requireAuth);

  app.get(
    '/get-member-benefits',
    {
      schema: {
        tags: ['members'],
        security: [{ bearerAuth: [] }],
        summary: 'Tier, levels, term end and cut-off, points and unclaimed gifts of the member',
        response: { 200: MemberBenefitsAnswer, ...errorAnswers(401) },
      },
      config: { cache: PRIVATE_ANSWER },
    },
    async (request) => memberBenefits(app.db, request.memberId!, now()),
  );
};
