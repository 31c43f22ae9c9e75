import { checkoutCalls, PaymentRefParam, SandboxDecisionBody } from '@shop/contracts';
import { readSettings, type SettingName, type Settings } from '@shop/contracts/settings';
import { checkoutErrorMessages, SMS_MAX_PER_HOUR_DEFAULT } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { cancelOrder } from '../../flows/order-payment/cancel-order.ts';
import { confirmMemberPayment } from '../../flows/order-payment/confirm-payment.ts';
import { repayOrder } from '../../flows/order-payment/repay-order.ts';
import * as placeOrder from '../../flows/place-order/place-order.flow.ts';
import { createInvoiceIssuer, readEinvoiceConfig } from '../../integrations/einvoice/index.ts';
import {
  createLogisticsProvider,
  type LogisticsConfig,
  type LogisticsProvider,
  readLogisticsConfig,
  readPickupSimulator,
} from '../../integrations/logistics/index.ts';
import { readMailConfig } from '../../integrations/mail/index.ts';
import {
  createPaymentProviders,
  decideSandboxPayment,
  findSandboxPayment,
  type PaymentsConfig,
  readPaymentsConfig,
  SANDBOX_PAGE_PATH,
} from '../../integrations/payments/index.ts';
import { createSmsSender, readSmsConfig, type SmsSender } from '../../integrations/sms/index.ts';
import { registerCalls } from '../../lib/register-call.ts';
import { DEFAULT_SHOP_PORT, readSiteOrigin } from '../../lib/site-origin.ts';
import { referralOfCookie } from '../conversions/index.ts';
import { ecpayPaymentRoutes } from './ecpay-payment.routes.ts';
import { EXPIRY_INTERVAL_MS, scheduleOrderExpiry } from './expiry.ts';
import { logisticsRoutes } from './logistics.routes.ts';
import * as orders from './orders.service.ts';
import { readCashOnPickupOpenOrdersMax } from './place-order.service.ts';
import * as repository from './reference.repository.ts';
import * as service from './reference.service.ts';
import { renderSandboxPage } from './sandbox-page.ts';
import { shipmentJob } from './shipments.service.ts';
import { tapPayNotifyRoutes } from './tappay-notify.routes.ts';
import { scheduleUncollectedPickups, UNCOLLECTED_INTERVAL_MS } from './uncollected-pickups.ts';
import { zipcodeList } from './zipcodes.ts';

const tags = ['checkout'];

export interface CheckoutRoutesOptions {
  payments?: PaymentsConfig;
  /**
   * Logistics provider and the local pickup simulator; default to LOGISTICS_PROVIDER, LOGISTICS_PICKUP_SIMULATOR.
   * `provider` replaces the one the config makes (tests); `shipmentWorker: false` leaves the shipment
   * jobs unworked in this process (tests run them by hand; decision 132).
   */
  logistics?: {
    config: LogisticsConfig;
    pickupSimulator: boolean;
    provider?: LogisticsProvider;
    shipmentWorker?: boolean;
  };
  /** The API prefix, for the sandbox page's own address. */
  apiPrefix: string;
  /** How often unpaid orders are expired (0: never); defaults to ORDER_EXPIRY_INTERVAL_SECONDS or 60 s. */
  orderExpiryIntervalMs?: number;
  /** The shop's origin for the payment return addresses; defaults to SITE_URL. */
  siteOrigin?: string;
  /** SMS sender for order confirmations; defaults to SMS_PROVIDER's. */
  sms?: SmsSender;
  /** The clock (tests move it). */
  now?: () => Date;
}

const MS_PER_SECOND = 1000;

/** An interval in seconds from the environment, or the default (ms). */
function intervalFromEnv(settings: Settings, name: SettingName, defaultMs: number): number {
  const seconds = Number(settings[name]);
  return Number.isFinite(seconds) && settings[name]?.trim() ? seconds * MS_PER_SECOND : defaultMs;
}

function wholeNumberFromEnv(settings: Settings, name: SettingName, fallback: number): number {
  const value = Number(settings[name]);
  return settings[name]?.trim() && Number.isInteger(value) && value >= 0 ? value : fallback;
}

const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** The Idempotency-Key header, when it is one printable value of a sensible length. */
function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  if (typeof value !== 'string') return undefined;
  const key = value.trim();
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH ? key : undefined;
}

/** Checkout support calls of storefront.md §7.5 and the sandbox payment page (issue 12). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, opts) => {
  const { db } = app;
  const env = readSettings();
  const paymentsConfig = opts.payments ?? readPaymentsConfig(env);
  const siteOrigin = opts.siteOrigin ?? readSiteOrigin(env, env.PORT ?? DEFAULT_SHOP_PORT);
  const now = opts.now ?? (() => new Date());
  const providers = createPaymentProviders(paymentsConfig, db, opts.apiPrefix, siteOrigin, now);
  const offered = service.offeredPayMethods(paymentsConfig, new Set(providers.keys()));
  const logisticsConfig = opts.logistics?.config ?? readLogisticsConfig(env);
  const deps: orders.OrderDeps = {
    db,
    logistics: opts.logistics?.provider ?? createLogisticsProvider(logisticsConfig),
    providers,
    offered,
    instalments: paymentsConfig.tapPay?.instalments ?? [],
    issuer: createInvoiceIssuer(readEinvoiceConfig(env), db),
    sms: opts.sms ?? createSmsSender(readSmsConfig(env), app.log),
    mail: readMailConfig(env),
    log: app.log,
    apiPrefix: opts.apiPrefix,
    siteOrigin,
    now,
    // The one-time codes' budget, which readAccountsConfig checked at start.
    smsMaxPerHour: wholeNumberFromEnv(env, 'SMS_MAX_PER_HOUR', SMS_MAX_PER_HOUR_DEFAULT),
  };

  const placeDeps = {
    ...deps,
    cashOnPickupOpenOrdersMax: readCashOnPickupOpenOrdersMax(env),
  };

  registerCalls(app, checkoutCalls, {
    shipMethods: () => service.shipMethods(),
    payMethods: () => service.payMethods(paymentsConfig, offered),
    zipcodes: () => zipcodeList(),
    donates: async () => ({ donates: await repository.listDonationOrganisations(db) }),
    companyName: (request) => service.companyName(db, request.params.taxNumber),
    hkFreight: () => service.hkFreight(),
    storeSearch: async (request) => ({ stores: await repository.searchStores(db, request.query) }),
    pickupNumber: (request) => service.pickupNumber(db, request.memberId as number, request.query.oorder_id),
    checkCoupon: (request) => placeOrder.checkCoupon(deps, request.memberId as number, request.body),
    // Placed while the shopping-referral cookie is alive: recorded with the order and reported to the
    // program (decision 098).
    createOrder: (request) =>
      placeOrder.createOrder(
        placeDeps,
        request.memberId as number,
        idempotencyKeyOf(request.headers),
        request.body,
        referralOfCookie(request.headers.cookie, deps.now()),
      ),
    getOrder: (request) => orders.orderDetail(deps, request.memberId as number, request.params.id),
    getOrderBySn: (request) =>
      orders.orderDetailBySn(deps, request.memberId as number, request.params.ordersn),
    confirmPayment: (request) => confirmMemberPayment(deps, request.memberId as number, request.body),
    repay: (request) =>
      repayOrder(
        deps,
        request.memberId as number,
        request.body.ordermain_id,
        request.body.prime,
        request.body.instalment,
      ),
    cancelOrder: (request) => cancelOrder(deps, request.memberId as number, request.params.id),
  });

  await app.register(sandboxPageRoutes);
  if (paymentsConfig.ecpay)
    await app.register(ecpayPaymentRoutes, {
      deps,
      config: { ...paymentsConfig.ecpay, siteOrigin, apiPrefix: opts.apiPrefix },
    });
  if (providers.has('jkopay')) await app.register(tapPayNotifyRoutes, { deps });
  await app.register(logisticsRoutes, {
    deps,
    config: logisticsConfig,
    pickupSimulator: opts.logistics?.pickupSimulator ?? readPickupSimulator(env, logisticsConfig),
  });
  scheduleOrderExpiry(
    app,
    opts.orderExpiryIntervalMs ?? intervalFromEnv(env, 'ORDER_EXPIRY_INTERVAL_SECONDS', EXPIRY_INTERVAL_MS),
  );
  app.jobs.handle(shipmentJob(deps, { work: opts.logistics?.shipmentWorker !== false }));
  scheduleUncollectedPickups(
    app,
    deps,
    intervalFromEnv(env, 'UNCOLLECTED_PICKUP_INTERVAL_SECONDS', UNCOLLECTED_INTERVAL_MS),
  );
};

/** The sandbox provider's hosted page: GET shows it, POST records the decision and sends the shopper on. */
const sandboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    `${SANDBOX_PAGE_PATH}/:ref`,
    { schema: { tags, summary: 'The sandbox payment page (HTML)', params: PaymentRefParam, hide: true } },
    async (request, reply) => {
      const payment = await findSandboxPayment(db, request.params.ref);
      if (!payment) throw notFound(checkoutErrorMessages.paymentNotFound);
      const html = renderSandboxPage({
        orderSn: payment.order_sn,
        amount: payment.amount,
        action: request.url,
        decided: payment.decision !== null,
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    `${SANDBOX_PAGE_PATH}/:ref`,
    {
      schema: {
        tags,
        summary: 'Approve or decline on the sandbox page',
        params: PaymentRefParam,
        body: SandboxDecisionBody,
        hide: true,
      },
    },
    async (request, reply) => {
      const next = await decideSandboxPayment(db, request.params.ref, request.body.decision);
      if (!next) throw notFound(checkoutErrorMessages.paymentAlreadyHandled);
      return reply.redirect(next, 303);
    },
  );
};
