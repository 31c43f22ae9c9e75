import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTapPayProvider } from './tappay.ts';

const PARTNER_KEY = 'partner_6ID1DoDlaPrfHw6HBZsULfTYtDmWs0q0ZZGKMBpp4YICWBxgK97eK3RM';
const MERCHANT_ID = 'mireva_CTBC';

interface Trade {
  amount: number;
  refunded: number;
  order_number: string;
}

/** A local TapPay: partner key in header and body, a prime used once, the merchant id, refunds up to the amount. */
let fake: FastifyInstance;
let fakeUrl: string;
const trades = new Map<string, Trade>();
const usedPrimes = new Set<string>();

beforeAll(async () => {
  fake = Fastify();
  fake.addHook('preHandler', async (request, reply) => {
    const body = request.body as { partner_key?: string };
    if (request.headers['x-api-key'] !== PARTNER_KEY || body.partner_key !== PARTNER_KEY)
      return reply.send({ status: 4, msg: 'Partner key error' });
  });
  fake.post('/tpc/payment/pay-by-prime', async (request) => {
    const body = request.body as Record<string, unknown>;
    if (body.merchant_id !== MERCHANT_ID) return { status: 5, msg: 'Merchant not found' };
    if (typeof body.prime !== 'string' || !body.prime.startsWith('test_') || usedPrimes.has(body.prime))
      return { status: 121, msg: 'Invalid prime' };
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
      return { status: 3, msg: 'amount error' };
    usedPrimes.add(body.prime);
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
  fakeUrl = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => fake?.close());
beforeEach(() => {
  trades.clear();
});

const config = {
  apiUrl: '',
  partnerKey: PARTNER_KEY,
  merchantId: MERCHANT_ID,
  appId: '11327',
  appKey: 'app_key',
};
const provider = (overrides: Partial<typeof config> = {}) =>
  createTapPayProvider({ ...config, apiUrl: fakeUrl, ...overrides });
const request = (prime: string) => ({
  paymentRef: 'PAYREF9',
  orderSn: 'MR261124-01Z0ZJNRVA',
  amount: 1280,
  lines: [{ name: '煥膚精華', quantity: 2, price: 640 }],
  confirmUrl: 'https://shop.example.test/x',
  cancelUrl: 'https://shop.example.test/y',
  prime,
  buyer: { name: '林小安', mobile: '0912000000', email: 'tier0@demo.example.com' },
});

describe('TapPay pay-by-prime adapter', () => {
  it('pays with a prime, confirms the trade and amount, refunds it', async () => {
    const paid = await provider().start(request('test_prime_1'));
    expect(paid).toEqual({ kind: 'paid', providerTransactionId: 'D0000000000000000001' });
    expect(trades.get('D0000000000000000001')).toEqual({
      amount: 1280,
      refunded: 0,
      order_number: 'PAYREF9',
    });
    const confirm = (amount: number) =>
      provider().confirm({ paymentRef: 'PAYREF9', providerTransactionId: 'D0000000000000000001', amount });
    expect(await confirm(1280)).toEqual({ ok: true, providerTransactionId: 'D0000000000000000001' });
    expect(await confirm(1)).toEqual({ ok: false, reason: 'amount differs' });
    await provider().refund({
      paymentRef: 'PAYREF9',
      providerTransactionId: 'D0000000000000000001',
      amount: 1280,
    });
    expect(trades.get('D0000000000000000001')?.refunded).toBe(1280);
    await expect(
      provider().refund({ paymentRef: 'PAYREF9', providerTransactionId: 'D0000000000000000001', amount: 1 }),
    ).rejects.toThrow(/10021/);
  });

  it('a prime works once; a wrong partner key or no prime pays nothing', async () => {
    expect((await provider().start(request('test_prime_2'))).kind).toBe('paid');
    expect(await provider().start(request('test_prime_2'))).toEqual({
      kind: 'failed',
      reason: '121 Invalid prime',
    });
    expect(await provider({ partnerKey: 'partner_wrong' }).start(request('test_prime_3'))).toEqual({
      kind: 'failed',
      reason: '4 Partner key error',
    });
    expect(await provider().start({ ...request(''), prime: undefined })).toEqual({
      kind: 'failed',
      reason: 'no prime',
    });
    expect(trades.size).toBe(1);
  });

  it('a forged trade id is not confirmed', async () => {
    expect(
      await provider().confirm({ paymentRef: 'x', providerTransactionId: 'D999', amount: 1280 }),
    ).toEqual({
      ok: false,
      reason: 'trade not found',
    });
  });
});
