// TapPay's backend notify (backend_notify_url) of a JKO Pay payment: a JSON post naming the trade, which
// is settled only after TapPay's Record API says it is paid (docs/decisions/109-jko-pay-through-tappay.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settleTapPayNotice } from '../../flows/order-payment/tappay-notices.ts';
import { parseTapPayNotice, TAPPAY_NOTIFY_PATH } from '../../integrations/payments/index.ts';
import type { AttemptDeps } from './payment-attempts.service.ts';

export const tapPayNotifyRoutes: FastifyPluginAsyncZod<{ deps: AttemptDeps }> = async (app, opts) => {
  app.post(
    TAPPAY_NOTIFY_PATH,
    {
      schema: {
        tags: ['checkout'],
        summary: "TapPay's backend notify of a JKO Pay payment (JSON; checked with the Record API)",
        body: z.record(z.string(), z.unknown()),
        hide: true,
      },
    },
    async (request, reply) => {
      const notice = parseTapPayNotice(request.body);
      if (!notice) return reply.code(400).send({ status: 'refused' });
      const answer = await settleTapPayNotice(opts.deps, 'jkopay', notice);
      request.log.info({ recTradeId: notice.rec_trade_id, answer }, 'TapPay notice');
      return answer.ack ? { status: 'ok' } : reply.code(503).send({ status: answer.reason });
    },
  );
};
