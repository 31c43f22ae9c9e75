// ECPay all-in-one payment (ATM): our page holding the signed AioCheckOut form the shopper posts to ECPay,
// and ECPay's two server notices, PaymentInfoURL (the virtual account) and ReturnURL (paid), each signed
// with CheckMacValue and answered `1|OK` (docs/decisions/089-atm-virtual-account-through-ecpay.md).
import { atmCheckoutMessages as m, SHOP_LOCALE } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type NoticeAnswer,
  recordAtmNumberNotice,
  settleAtmPaidNotice,
} from '../../flows/order-payment/ecpay-notices.ts';
import {
  ECPAY_AIO_CHECKOUT_PATH,
  ECPAY_ATM_NUMBER_GIVEN,
  ECPAY_CHECKOUT_PAGE_PATH,
  ECPAY_PAID,
  ECPAY_PAID_NOTIFY_PATH,
  ECPAY_PAYMENT_INFO_PATH,
  ECPAY_PAYMENT_NOTIFY_OK,
  type EcpayPaymentConfig,
  isOurCheckoutForm,
  readEcpayPaymentNotice,
} from '../../integrations/payments/index.ts';
import type { AttemptDeps } from './payment-attempts.service.ts';

export interface EcpayPaymentRoutesOptions {
  deps: AttemptDeps;
  config: Omit<EcpayPaymentConfig, 'siteOrigin' | 'apiPrefix'> & { siteOrigin: string; apiPrefix: string };
}

const tags = ['checkout'];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The page the shopper is sent to: the signed form and one button (no script: the CSP allows none inline). */
export function renderEcpayCheckoutPage(action: string, params: Record<string, string>): string {
  const fields = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="${SHOP_LOCALE}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#333133}
button{font-size:1rem;padding:.75rem 1.25rem;border:1px solid #333133;border-radius:.25rem;min-height:44px;cursor:pointer;background:#333133;color:#fff}</style>
</head>
<body>
<h1>${escapeHtml(m.title)}</h1>
<p>${escapeHtml(m.explanation)}</p>
<form method="post" action="${escapeHtml(action)}" accept-charset="utf-8">
${fields}
<button type="submit">${escapeHtml(m.go)}</button>
</form>
</body>
</html>`;
}

export const ecpayPaymentRoutes: FastifyPluginAsyncZod<EcpayPaymentRoutesOptions> = async (app, opts) => {
  const { deps, config } = opts;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    ECPAY_CHECKOUT_PAGE_PATH,
    {
      schema: {
        tags,
        summary: "The page that posts the signed ATM order form to ECPay's AioCheckOut (HTML)",
        querystring: z.record(z.string(), z.string()),
        hide: true,
      },
    },
    async (request, reply) => {
      // Only a form this shop signed is posted on (the page is no open relay to ECPay).
      if (!isOurCheckoutForm(config, request.query))
        return reply.code(400).type('text/plain; charset=utf-8').send(m.invalid);
      const action = new URL(ECPAY_AIO_CHECKOUT_PATH, config.apiUrl).toString();
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderEcpayCheckoutPage(action, request.query));
    },
  );

  const notice = (
    path: string,
    summary: string,
    expected: string,
    act: (deps: AttemptDeps, notice: Parameters<typeof recordAtmNumberNotice>[1]) => Promise<NoticeAnswer>,
  ) =>
    app.post(
      path,
      { schema: { tags, summary, body: z.record(z.string(), z.string()), hide: true } },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        const read = readEcpayPaymentNotice(request.body, config);
        if (!read.ok) {
          request.log.warn({ reason: read.reason }, 'ECPay payment notice refused');
          return reply.code(400).send(`0|${read.reason}`);
        }
        if (read.notice.rtnCode !== expected) {
          // 取號失敗 or a failed payment: nothing changes; the order expires at its deadline.
          request.log.info({ rtnCode: read.notice.rtnCode, path }, 'ECPay payment notice without effect');
          return ECPAY_PAYMENT_NOTIFY_OK;
        }
        const answer = await act(deps, read.notice);
        request.log.info({ tradeNo: read.notice.merchantTradeNo, answer }, 'ECPay payment notice');
        return answer.ack ? ECPAY_PAYMENT_NOTIFY_OK : reply.code(503).send(`0|${answer.reason}`);
      },
    );

  notice(
    ECPAY_PAYMENT_INFO_PATH,
    "ECPay's ATM number notice (PaymentInfoURL; form post; answers 1|OK)",
    ECPAY_ATM_NUMBER_GIVEN,
    recordAtmNumberNotice,
  );
  notice(
    ECPAY_PAID_NOTIFY_PATH,
    "ECPay's payment result notice (ReturnURL; form post; answers 1|OK)",
    ECPAY_PAID,
    settleAtmPaidNotice,
  );
};
