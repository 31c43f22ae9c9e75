// A local TapPay for tests: the partner key in the x-api-key header and the body, the merchant id, a prime
// (test_…) used once, trade query by rec_trade_id, refunds up to the amount — what TapPay checks. A prime
// made from the declined test card (test_declined_…) is refused the way a bank's decline is. It also
// serves a fake of the browser SDK at /sdk.js (tappay-sdk-fake.js) for the browser suite.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const SDK_SOURCE = readFileSync(new URL('./tappay-sdk-fake.js', import.meta.url), 'utf8');
/** TapPay's answer when the card issuer declines. */
export const TAPPAY_DECLINED = { status: 10003, msg: 'Card Error' };

export interface TapPayTrade {
  amount: number;
  refunded: number;
  order_number: string;
}

export interface TapPayFake {
  url: string;
  trades: Map<string, TapPayTrade>;
  close(): Promise<void>;
}

export async function startTapPayFake(
  partnerKey: string,
  merchantId: string,
  listen: { port?: number; host?: string } = {},
): Promise<TapPayFake> {
  const trades = new Map<string, TapPayTrade>();
  const usedPrimes = new Set<string>();
  const fake = Fastify();
  fake.get('/sdk.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SDK_SOURCE),
  );
  fake.get('/healthz', async () => 'ok');
  fake.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const body = request.body as { partner_key?: string };
    if (request.headers['x-api-key'] !== partnerKey || body.partner_key !== partnerKey)
      return reply.send({ status: 4, msg: 'Partner key error' });
  });
  fake.post('/tpc/payment/pay-by-prime', async (request) => {
    const body = request.body as Record<string, unknown>;
    if (body.merchant_id !== merchantId) return { status: 5, msg: 'Merchant not found' };
    if (typeof body.prime !== 'string' || !body.prime.startsWith('test_') || usedPrimes.has(body.prime))
      return { status: 121, msg: 'Invalid prime' };
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
      return { status: 3, msg: 'amount error' };
    usedPrimes.add(body.prime);
    if (body.prime.startsWith('test_declined_')) return TAPPAY_DECLINED;
    const rec_trade_id = `D${String(trades.size + 1).padStart(19, '0')}`;
    trades.set(rec_trade_id, {
      amount: body.amount as number,
      refunded: 0,
      order_number: String(body.order_number),
    });
    return { status: 0, msg: 'Success', rec_trade_id, amount: body.amount, currency: 'TWD' };
  });
  fake.post('/tpc/transaction/query', async (request) => {
    const filters = (request.body as { filters: { rec_trade_id: string } }).filters;
    const trade = trades.get(filters.rec_trade_id);
    return {
      status: 0,
      msg: '',
      trade_records: trade ? [{ rec_trade_id: filters.rec_trade_id, ...trade }] : [],
    };
  });
  fake.post('/tpc/transaction/refund', async (request) => {
    const body = request.body as { rec_trade_id: string; amount: number };
    const trade = trades.get(body.rec_trade_id);
    if (!trade) return { status: 10023, msg: 'Trade not found' };
    if (trade.refunded + body.amount > trade.amount) return { status: 10021, msg: 'Refund amount exceeds' };
    trade.refunded += body.amount;
    return { status: 0, msg: 'Success', refund_id: `RF${trade.refunded}` };
  });
  const url = await fake.listen({ port: listen.port ?? 0, host: listen.host ?? '127.0.0.1' });
  return { url, trades, close: () => fake.close() };
}
