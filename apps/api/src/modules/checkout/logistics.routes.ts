// Reports from the logistics side: ECPay's status notification (with LOGISTICS_PROVIDER=ecpay) and, with
// the local provider and LOGISTICS_PICKUP_SIMULATOR=true, a route that plays the store reporting a
// cash-on-pickup parcel collected. Neither is a call of the storefront: providers and tests post them.
import { OrderSnParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ECPAY_NOTIFY_OK,
  type LogisticsConfig,
  readEcpayLogisticsNotice,
} from '../../integrations/logistics/index.ts';
import type { OrderEventDeps } from './order-events.ts';
import { orderSnOfTradeNo, recordCashCollected, recordNotCollected } from './pickup.service.ts';

export const ECPAY_LOGISTICS_NOTIFY_PATH = '/logistics/ecpay/notify';
export const LOCAL_PICKUP_PATH = '/logistics/local/picked-up/:ordersn';

export interface LogisticsRoutesOptions {
  deps: OrderEventDeps & { now: () => Date };
  config: LogisticsConfig;
  pickupSimulator: boolean;
}

const tags = ['checkout'];

export const logisticsRoutes: FastifyPluginAsyncZod<LogisticsRoutesOptions> = async (app, opts) => {
  const { deps, config } = opts;
  if (config.provider === 'ecpay') {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.post(
      ECPAY_LOGISTICS_NOTIFY_PATH,
      {
        schema: {
          tags,
          summary: "ECPay's logistics status notification (form post; answers 1|OK)",
          body: z.record(z.string(), z.string()),
          hide: true,
        },
      },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        const read = readEcpayLogisticsNotice(request.body, config);
        if (!read.ok) {
          request.log.warn({ reason: read.reason }, 'ECPay logistics notification refused');
          return reply.code(400).send(`0|${read.reason}`);
        }
        const { notice } = read;
        const orderSn = orderSnOfTradeNo(notice.merchantTradeNo);
        const record = notice.pickedUp
          ? recordCashCollected
          : notice.notCollected
            ? recordNotCollected
            : null;
        if (record && orderSn) {
          const outcome = await record(deps, {
            orderSn,
            logisticsId: notice.logisticsId,
            collected: notice.goodsAmount,
          });
          request.log.info(
            { orderSn, outcome, rtnCode: notice.rtnCode },
            'ECPay logistics status notification',
          );
        }
        // Every genuine notification is acknowledged, or ECPay keeps posting it.
        return ECPAY_NOTIFY_OK;
      },
    );
  }
  if (opts.pickupSimulator) {
    app.post(
      LOCAL_PICKUP_PATH,
      {
        schema: {
          tags,
          summary: 'Local logistics simulator: the store reports a cash-on-pickup parcel collected',
          params: OrderSnParam,
          hide: true,
        },
      },
      async (request) => ({
        ordermain_sn: request.params.ordersn,
        outcome: await recordCashCollected(deps, { orderSn: request.params.ordersn }),
      }),
    );
  }
};
