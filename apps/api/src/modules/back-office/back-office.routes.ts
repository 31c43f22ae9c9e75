// The back office's API under /back-stage/v1 (issue 26; docs/decisions/073-back-office-foundation.md):
// its own call table, staff sessions and role checks, the same domain services and flows as the
// storefront's. Registered by app.ts beside the storefront's API.
import { Readable } from 'node:stream';
import fastifySwagger from '@fastify/swagger';
import { backStageCalls, reportCalls } from '@shop/contracts/back-stage';
import { readSettings } from '@shop/contracts/settings';
import { SMS_MAX_PER_HOUR_DEFAULT } from '@shop/core';
import type { Database } from '@shop/db';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import {
  staffCancelOrder,
  staffCreateShipments,
  staffDeliverOrder,
  staffRefundOrder,
  staffShipOrder,
} from '../../flows/back-office/staff-order-actions.ts';
import { staffPartialRefund } from '../../flows/back-office/staff-partial-refund.ts';
import { staffAnswerReturn } from '../../flows/back-office/staff-return-actions.ts';
import { createInvoiceIssuer, readEinvoiceConfig } from '../../integrations/einvoice/index.ts';
import {
  createLogisticsProvider,
  type LogisticsConfig,
  type LogisticsProvider,
  readLogisticsConfig,
} from '../../integrations/logistics/index.ts';
import { readMailConfig } from '../../integrations/mail/index.ts';
import {
  createPaymentProviders,
  type PaymentsConfig,
  readPaymentsConfig,
} from '../../integrations/payments/index.ts';
import { createSmsSender, readSmsConfig } from '../../integrations/sms/index.ts';
import { answerSerializerCompiler } from '../../lib/answer-serializer.ts';
import { DEFAULT_SHOP_PORT, readSiteOrigin } from '../../lib/site-origin.ts';
import { answerCompressionPlugin } from '../../plugins/app/answer-compression.ts';
import { cachePlugin } from '../../plugins/app/cache.ts';
import { errorHandlerPlugin } from '../../plugins/app/error-handler.ts';
import { jsonBodyPlugin } from '../../plugins/app/json-body.ts';
import { nulBytesPlugin } from '../../plugins/app/nul-bytes.ts';
import { corsPlugin } from '../../plugins/external/cors.ts';
import { dbPlugin } from '../../plugins/external/db.ts';
import { helmetPlugin } from '../../plugins/external/helmet.ts';
import {
  type NO_RATE_LIMIT,
  type RateLimitSettings,
  rateLimitPlugin,
} from '../../plugins/external/rate-limit.ts';
import { type AccountsOptions, createAccountsContext, sendRetryAfterHeader } from '../accounts/index.ts';
import type { OrderDeps } from '../checkout/index.ts';
import { registerStaffCalls, staffOf } from './register-staff-call.ts';
import { trackingReport } from './reports.repository.ts';
import { RESTOCK_NOTICE_INTERVAL_MS, scheduleRestockNotices } from './restock-notices.ts';
import { listAudit, listStaffNames, revokeStaffSession, writeAudit } from './staff.repository.ts';
import { createStaff, resetStaffTotp, setStaffDisabled, staffAccounts } from './staff-accounts.service.ts';
import { staffAuthPlugin } from './staff-auth.plugin.ts';
import { confirmStaffPassword, profileOf, staffLogin } from './staff-auth.service.ts';
import { endMemberSession, memberSessions, sendSiteMessage, unlockMember } from './staff-member-actions.ts';
import { adjustCredit, adjustPoints, searchMembers } from './staff-members.service.ts';
import { staffOrderDetail } from './staff-order-detail.service.ts';
import { dashboardFigures, listOrders } from './staff-orders.repository.ts';
import { ordersCsv, ordersXlsx } from './staff-orders-export.ts';
import { listStaffReturns, returnPhoto, staffReturnDetail } from './staff-returns.repository.ts';
import { adjustStock, listStock, stockHistory } from './staff-stock.repository.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface BackStagePluginOptions {
  db: Database;
  rateLimit: RateLimitSettings | typeof NO_RATE_LIMIT;
  accounts?: AccountsOptions;
  payments?: PaymentsConfig;
  logistics?: { config: LogisticsConfig; provider?: LogisticsProvider };
  siteOrigin?: string;
  /** The storefront API's prefix, for the payment providers' return addresses. */
  apiPrefix: string;
  /** How often waiting restock notices of products back in stock are sent (0: never). */
  restockNoticeIntervalMs?: number;
}

export const backStagePlugin: FastifyPluginAsync<BackStagePluginOptions> = async (api, opts) => {
  // The zod schemas are compiled by zod here too: the shop's root instance (apps/server) sets no compiler.
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(answerSerializerCompiler());
  await api.register(dbPlugin, { db: opts.db });
  await api.register(helmetPlugin);
  // The admin app is served from the shop's own origin: no other site may call the back stage.
  await api.register(corsPlugin, { origins: [] });
  await api.register(rateLimitPlugin, opts.rateLimit);
  await api.register(cachePlugin, { quietAccessLog: true });
  await api.register(answerCompressionPlugin);
  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Skincare shop back-office API',
        description: 'The calls of the back office (/admin). Errors answer {message, code, errors?}.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  api.get('/docs/json', { schema: { hide: true } }, async () => api.swagger());
  await api.register(errorHandlerPlugin, { notFound: true });
  await api.register(jsonBodyPlugin);
  await api.register(nulBytesPlugin);
  await api.register(staffAuthPlugin);
  const { prefix: _prefix, ...routeOptions } = opts as BackStagePluginOptions & { prefix?: string };
  await api.register(routes, routeOptions);
};

const routes: FastifyPluginAsync<BackStagePluginOptions> = async (app, opts) => {
  sendRetryAfterHeader(app);
  const { db } = app;
  const env = readSettings();
  const accounts = createAccountsContext(app, opts.accounts ?? {});
  const paymentsConfig = opts.payments ?? readPaymentsConfig(env);
  const logisticsConfig = opts.logistics?.config ?? readLogisticsConfig(env);
  const now = accounts.now;
  const deps: OrderDeps = {
    db,
    logistics: opts.logistics?.provider ?? createLogisticsProvider(logisticsConfig),
    providers: createPaymentProviders(paymentsConfig, db, opts.apiPrefix),
    offered: new Set(),
    issuer: createInvoiceIssuer(readEinvoiceConfig(env), db),
    sms: createSmsSender(readSmsConfig(env), app.log),
    mail: readMailConfig(env),
    log: app.log,
    apiPrefix: opts.apiPrefix,
    siteOrigin: opts.siteOrigin ?? readSiteOrigin(env, env.PORT ?? DEFAULT_SHOP_PORT),
    now,
    smsMaxPerHour: SMS_MAX_PER_HOUR_DEFAULT,
  };
  const actor = (request: { staff: Parameters<typeof staffOf>[0]['staff']; ip: string }) => ({
    staffId: staffOf(request).staff_id,
    ip: request.ip,
  });

  scheduleRestockNotices(app, db, opts.restockNoticeIntervalMs ?? RESTOCK_NOTICE_INTERVAL_MS);

  registerStaffCalls(app, backStageCalls, {
    staffLogin: (request) => staffLogin(accounts, request.body, request.ip),
    staffMe: (request) => profileOf(staffOf(request)),
    staffLogout: async (request) => {
      await revokeStaffSession(db, staffOf(request).session_id, now());
      return { ok: true as const };
    },
    dashboard: () => dashboardFigures(db, now()),
    listOrders: (request) => listOrders(db, request.query),
    getOrder: (request) => staffOrderDetail(db, request.params.orderId),
    cancelOrder: (request) =>
      staffCancelOrder(deps, actor(request), request.params.orderId, request.body.reason),
    refundOrder: (request) =>
      staffRefundOrder(deps, accounts, actor(request), request.params.orderId, request.body),
    partialRefundOrder: (request) =>
      staffPartialRefund(deps, accounts, actor(request), request.params.orderId, request.body),
    shipOrder: (request) =>
      staffShipOrder(deps, actor(request), request.params.orderId, request.body.tracking_number),
    deliverOrder: (request) => staffDeliverOrder(deps, actor(request), request.params.orderId),
    searchMembers: (request) => searchMembers(db, request.query.q),
    adjustPoints: (request) => adjustPoints(db, actor(request), request.params.memberId, request.body, now()),
    adjustCredit: (request) => adjustCredit(db, actor(request), request.params.memberId, request.body, now()),
    memberSessions: (request) => memberSessions(db, request.params.memberId, now()),
    endMemberSession: (request) =>
      endMemberSession(db, actor(request), request.params.memberId, request.params.sessionId, now()),
    unlockMember: (request) => unlockMember(db, actor(request), request.params.memberId, request.body, now()),
    sendMessage: (request) => sendSiteMessage(db, actor(request), request.body, now()),
    listAudit: (request) => listAudit(db, request.query),
    listStaff: async () => ({ staff: await listStaffNames(db) }),
    staffAccounts: () => staffAccounts(db),
    createStaff: (request) => createStaff(db, accounts, actor(request), request.body, now()),
    setStaffDisabled: (request) =>
      setStaffDisabled(db, accounts, actor(request), request.params.staffId, request.body, now()),
    resetStaffTotp: (request) =>
      resetStaffTotp(db, accounts, actor(request), request.params.staffId, request.body, now()),
    listReturns: (request) => listStaffReturns(db, request.query),
    getReturn: (request) => staffReturnDetail(db, request.params.returnId),
    getReturnPhoto: async (request, reply) => {
      const photo = await returnPhoto(db, request.params.returnId, request.params.photo);
      // Private: the staff member's own answer, never kept by a cache, never sniffed as another type.
      return reply
        .type(photo.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
    answerReturn: (request) =>
      staffAnswerReturn(deps, accounts, actor(request), request.params.returnId, request.body),
    listStock: (request) => listStock(db, request.query),
    stockHistory: (request) => stockHistory(db, request.params.productId),
    adjustStock: (request) => adjustStock(db, actor(request), request.params.productId, request.body, now()),
    createShipments: (request) => staffCreateShipments(deps, actor(request), request.body.order_ids),
    exportOrders: async (request, reply) => {
      const who = actor(request);
      // Shoppers' names and mobiles leave the shop: the password again, as for a refund.
      await confirmStaffPassword(accounts, who.staffId, request.body.password);
      const at = now();
      await writeAudit(db, {
        staffId: who.staffId,
        ip: who.ip,
        at,
        action: 'order.export',
        subjectType: 'orders',
        subjectId: request.body.format,
        before: null,
        after: { filters: request.body.filters },
      });
      const day = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
      const xlsx = request.body.format === 'xlsx';
      return reply
        .type(xlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.${request.body.format}"`)
        .header('cache-control', 'private, no-store')
        .send(
          Readable.from(xlsx ? ordersXlsx(db, request.body.filters) : ordersCsv(db, request.body.filters)),
        );
    },
  });
  registerStaffCalls(app, reportCalls, {
    trackingReport: (request) => trackingReport(db, request.query),
  });
};
