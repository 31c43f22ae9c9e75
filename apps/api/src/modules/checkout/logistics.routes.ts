// The logistics side: the 7-ELEVEN store map (get-711-store-map answers the form that opens the provider's
// map, and with LOGISTICS_PROVIDER=ecpay the map's reply comes back through the shopper's browser), ECPay's
// status notification and, with the local provider and LOGISTICS_PICKUP_SIMULATOR=true, a route that
// plays the store reporting a cash-on-pickup parcel collected. Providers and tests post the last two.
import { logisticsCalls, OrderSnParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ECPAY_NOTIFY_OK,
  type LogisticsConfig,
  readEcpayLogisticsNotice,
  readStoreMapReply,
} from '../../integrations/logistics/index.ts';
import { registerCalls } from '../../lib/register-call.ts';
import { keptStore } from './kept-stores.ts';
import type { OrderEventDeps } from './order-events.ts';
import { orderSnOfTradeNo, recordCashCollected, recordNotCollected } from './pickup.service.ts';

export const ECPAY_LOGISTICS_NOTIFY_PATH = '/logistics/ecpay/notify';
export const ECPAY_STORE_MAP_REPLY_PATH = '/logistics/ecpay/store-map-reply';
/** The checkout page the shopper returns to from the store map. */
export const CHECKOUT_PAGE_PATH = '/my_cartlist';
export const LOCAL_PICKUP_PATH = '/logistics/local/picked-up/:ordersn';

export interface LogisticsRoutesOptions {
  deps: OrderEventDeps & { now: () => Date; apiPrefix: string };
  config: LogisticsConfig;
  pickupSimulator: boolean;
}

const tags = ['checkout'];

export const logisticsRoutes: FastifyPluginAsyncZod<LogisticsRoutesOptions> = async (app, opts) => {
  const { deps, config } = opts;
  const storeMapReplyUrl = `${deps.siteOrigin}${deps.apiPrefix}${ECPAY_STORE_MAP_REPLY_PATH}`;
  registerCalls(app, logisticsCalls, {
    storeMap: (request) => ({
      form: deps.logistics.storeMapForm({
        chain: request.query.chain ?? 'seven',
        replyUrl: storeMapReplyUrl,
        collect: request.query.collect === 'Y',
        state: request.query.state ?? '',
        mobile: request.query.device === 'mobile',
      }),
    }),
  });
  if (config.provider === 'ecpay') {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // ECPay's map posts the chosen store here through the shopper's browser; she goes back to checkout,
    // which finds her state (ExtraData) and fills the store in, or says the store cannot be used.
    app.post(
      ECPAY_STORE_MAP_REPLY_PATH,
      {
        schema: {
          tags,
          summary: "The store chosen on ECPay's store map (form post; back to checkout)",
          body: z.record(z.string(), z.string()),
          hide: true,
        },
      },
      async (request, reply) => {
        const back = new URL(CHECKOUT_PAGE_PATH, deps.siteOrigin);
        const read = readStoreMapReply(request.body, config);
        if (!read.ok) {
          request.log.warn({ reason: read.reason }, 'ECPay store map reply refused');
          back.searchParams.set('store_map_error', 'invalid');
          return reply.redirect(back.toString(), 303);
        }
        const { choice } = read;
        back.searchParams.set('store_map', choice.state);
        // Create-order takes only stores on the shop's list (their address is what it stores).
        if ((await keptStore(deps.db, choice.chain, choice.storeId)) === null) {
          request.log.warn({ storeId: choice.storeId }, 'ECPay store map: a store the shop does not list');
          back.searchParams.set('store_map_error', 'unknown');
        } else {
          back.searchParams.set('store_id', choice.storeId);
          // 全家 and 萊爾富 say their chain; a 7-ELEVEN store comes back as it always has.
          if (choice.chain !== 'seven') back.searchParams.set('store_chain', choice.chain);
        }
        return reply.redirect(back.toString(), 303);
      },
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
