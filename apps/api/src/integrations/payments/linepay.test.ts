import { randomUUID } from 'node:crypto';
import { paymentLineNames } from '@shop/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusalOfRequest } from '../../../test/linepay-fake.ts';
import { createLinePayProvider, linePaySignature, parseLinePayJson } from './linepay.ts';
import { linePayPackages } from './linepay-packages.ts';

const CHANNEL_ID = '1656000000';
const SECRET = 'a917ab6a2367b536f8e5a6e2977e06f4';
/** Beyond 2^53: JSON.parse would turn it into 2019049910005496800. */
const TRANSACTION_ID = '2019049910005496810';

interface FakeTransaction {
  orderId: string;
  amount: number;
  state: 'requested' | 'approved' | 'confirmed';
  refunded: number;
}

/** A local LINE Pay v3: checks channel, nonce, signature over the raw body, amount and one-time confirm. */
let fake: FastifyInstance;
let fakeUrl: string;
const transactions = new Map<string, FakeTransaction>();
const seenNonces = new Set<string>();
let confirmCalls = 0;
let lastRequest: Record<string, unknown> | null = null;

function answer(returnCode: string, info?: unknown): string {
  const body = JSON.stringify({
    returnCode,
    returnMessage: returnCode === '0000' ? 'Success.' : 'refused',
    info,
  });
  // LINE Pay writes the id as a bare number.
  return body.replace(`"${TRANSACTION_ID}"`, TRANSACTION_ID);
}

beforeAll(async () => {
  fake = Fastify();
  fake.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  fake.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const nonce = String(request.headers['x-line-authorization-nonce'] ?? '');
    const expected = linePaySignature(SECRET, request.url, request.body as string, nonce);
    if (request.headers['x-line-channelid'] !== CHANNEL_ID || !nonce || seenNonces.has(nonce))
      return reply.type('application/json').send(answer('1106'));
    if (request.headers['x-line-authorization'] !== expected)
      return reply.type('application/json').send(answer('1106'));
    seenNonces.add(nonce);
  });
  fake.post('/v3/payments/request', async (request, reply) => {
    const body = JSON.parse(request.body as string);
    const refused = refusalOfRequest(body);
    if (refused) return reply.type('application/json').send(answer(refused));
    lastRequest = body;
    transactions.set(TRANSACTION_ID, {
      orderId: body.orderId,
      amount: body.amount,
      state: 'requested',
      refunded: 0,
    });
    return reply.type('application/json').send(
      answer('0000', {
        transactionId: TRANSACTION_ID,
        paymentAccessToken: '187568751124',
        paymentUrl: { web: `${fakeUrl}/approve/${TRANSACTION_ID}`, app: 'line://pay/payment/x' },
      }),
    );
  });
  fake.post<{ Params: { id: string } }>('/v3/payments/:id/confirm', async (request, reply) => {
    confirmCalls++;
    const body = JSON.parse(request.body as string);
    const tx = transactions.get(request.params.id);
    if (!tx) return reply.type('application/json').send(answer('1150'));
    if (tx.state === 'confirmed') return reply.type('application/json').send(answer('1172'));
    if (tx.state !== 'approved') return reply.type('application/json').send(answer('1169'));
    if (body.amount !== tx.amount || body.currency !== 'TWD')
      return reply.type('application/json').send(answer('1124'));
    tx.state = 'confirmed';
    return reply
      .type('application/json')
      .send(answer('0000', { orderId: tx.orderId, transactionId: TRANSACTION_ID }));
  });
  fake.post<{ Params: { id: string } }>('/v3/payments/:id/refund', async (request, reply) => {
    const body = JSON.parse(request.body as string);
    const tx = transactions.get(request.params.id);
    if (tx?.state !== 'confirmed') return reply.type('application/json').send(answer('1150'));
    if (!tx) throw new Error('unreachable');
    if (tx.refunded + body.refundAmount > tx.amount)
      return reply.type('application/json').send(answer('1165'));
    tx.refunded += body.refundAmount;
    return reply
      .type('application/json')
      .send(answer('0000', { refundTransactionId: '2019060112345678910' }));
  });
  fake.get<{ Params: { id: string } }>('/approve/:id', async (request) => {
    const tx = transactions.get(request.params.id);
    if (tx) tx.state = 'approved';
    return 'approved';
  });
  fakeUrl = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => fake?.close());
beforeEach(() => {
  transactions.clear();
  lastRequest = null;
  confirmCalls = 0;
});

const provider = () =>
  createLinePayProvider({ apiUrl: fakeUrl, channelId: CHANNEL_ID, channelSecret: SECRET });
const startRequest = {
  paymentRef: 'PAYREF123',
  orderSn: 'MR261124-01Z0ZJNRVA',
  amount: 1780,
  lines: [
    { name: '煥膚精華', quantity: 2, price: 640 },
    { name: '保濕乳', quantity: 1, price: 500 },
  ],
  confirmUrl: 'https://shop.example.test/payment/linepay_success',
  cancelUrl: 'https://shop.example.test/my_cartlist',
};

describe('LINE Pay v3 adapter', () => {
  it('keeps the 19-digit transactionId exact as a string', () => {
    expect(parseLinePayJson(`{"info":{"transactionId":${TRANSACTION_ID}}}`)).toEqual({
      info: { transactionId: TRANSACTION_ID },
    });
    expect(String(JSON.parse(`{"a":${TRANSACTION_ID}}`).a)).not.toBe(TRANSACTION_ID);
  });

  it('request → approve → confirm with our amount → refund', async () => {
    const started = await provider().start(startRequest);
    expect(started).toEqual({
      kind: 'redirect',
      url: `${fakeUrl}/approve/${TRANSACTION_ID}`,
      providerTransactionId: TRANSACTION_ID,
    });
    await fetch(`${fakeUrl}/approve/${TRANSACTION_ID}`);
    const confirmed = await provider().confirm({
      paymentRef: 'PAYREF123',
      providerTransactionId: TRANSACTION_ID,
      amount: 1780,
    });
    expect(confirmed).toEqual({ ok: true, providerTransactionId: TRANSACTION_ID });
    await expect(
      provider().refund({ paymentRef: 'PAYREF123', providerTransactionId: TRANSACTION_ID, amount: 1780 }),
    ).resolves.toBeUndefined();
    await expect(
      provider().refund({ paymentRef: 'PAYREF123', providerTransactionId: TRANSACTION_ID, amount: 1 }),
    ).rejects.toThrow(/1165/);
  });

  it('a confirm before the shopper approved, with another amount, or a second time is refused', async () => {
    await provider().start(startRequest);
    const confirm = (amount: number) =>
      provider().confirm({ paymentRef: 'PAYREF123', providerTransactionId: TRANSACTION_ID, amount });
    expect(await confirm(1780)).toEqual({ ok: false, reason: '1169 refused' });
    await fetch(`${fakeUrl}/approve/${TRANSACTION_ID}`);
    expect(await confirm(1)).toEqual({ ok: false, reason: '1124 refused' });
    expect((await confirm(1780)).ok).toBe(true);
    expect(await confirm(1780)).toEqual({ ok: false, reason: '1172 refused' });
  });

  it('a wrong channel secret is refused by the signature check', async () => {
    const forged = createLinePayProvider({
      apiUrl: fakeUrl,
      channelId: CHANNEL_ID,
      channelSecret: 'not-the-secret',
    });
    expect(await forged.start(startRequest)).toEqual({ kind: 'failed', reason: '1106 refused' });
    expect(transactions.size).toBe(0);
  });

  it('a forged transaction id (not digits) never reaches LINE Pay', async () => {
    expect(
      await provider().confirm({ paymentRef: 'x', providerTransactionId: '../request', amount: 1 }),
    ).toEqual({ ok: false, reason: 'no transaction id' });
    expect(confirmCalls).toBe(0);
  });

  it('a coupon, points or credit below the lines: packages still sum to the amount, discount spread over the lines', async () => {
    // 2 × 640 + 500 = 1780 of products, NT$ 300 off: LINE Pay refused the old packages (1780 ≠ 1480) with 2101.
    const started = await provider().start({ ...startRequest, amount: 1480 });
    expect(started.kind).toBe('redirect');
    expect(lastRequest?.packages).toEqual([
      {
        id: 'MR261124-01Z0ZJNRVA',
        amount: 1480,
        products: [
          { name: '煥膚精華 x2', quantity: 1, price: 1064 },
          { name: '保濕乳', quantity: 1, price: 416 },
        ],
      },
    ]);
  });

  it('freight is a line of its own; freight and a discount together still add up', async () => {
    expect((await provider().start({ ...startRequest, amount: 1880, freight: 100 })).kind).toBe('redirect');
    expect(lastRequest?.packages).toEqual([
      {
        id: 'MR261124-01Z0ZJNRVA',
        amount: 1880,
        products: [...startRequest.lines, { name: paymentLineNames.freight, quantity: 1, price: 100 }],
      },
    ]);
    const both = linePayPackages({ ...startRequest, amount: 1000, freight: 380 });
    expect(both[0]?.amount).toBe(1000);
    expect(both[0]?.products.map((p) => p.price * p.quantity).reduce((a, b) => a + b)).toBe(1000);
    expect(both[0]?.products.every((p) => p.price >= 0 && Number.isInteger(p.price))).toBe(true);
  });

  it('no priced line (everything free but freight): one line for the order', () => {
    expect(linePayPackages({ orderSn: 'MR1', amount: 60, lines: [], freight: 0 })).toEqual([
      { id: 'MR1', amount: 60, products: [{ name: paymentLineNames.order('MR1'), quantity: 1, price: 60 }] },
    ]);
  });

  it('the fake refuses what LINE Pay refuses: package sums, product sums, required fields, scale, currency', () => {
    const good = {
      amount: 100,
      currency: 'TWD',
      orderId: 'REF',
      packages: [{ id: 'P', amount: 100, products: [{ name: 'a', quantity: 2, price: 50 }] }],
      redirectUrls: { confirmUrl: 'https://x.test/c', cancelUrl: 'https://x.test/n' },
    };
    expect(refusalOfRequest(good)).toBeNull();
    expect(refusalOfRequest({ ...good, amount: 90 })).toBe('2101');
    expect(
      refusalOfRequest({
        ...good,
        packages: [{ id: 'P', amount: 100, products: [{ name: 'a', quantity: 1, price: 50 }] }],
      }),
    ).toBe('2101');
    expect(refusalOfRequest({ ...good, redirectUrls: { confirmUrl: 'https://x.test/c' } })).toBe('2101');
    expect(refusalOfRequest({ ...good, orderId: '' })).toBe('2101');
    expect(refusalOfRequest({ ...good, currency: 'JPY' })).toBe('1178');
    expect(refusalOfRequest({ ...good, amount: 100.5 })).toBe('1124');
    expect(refusalOfRequest({ ...good, amount: 0, packages: [] })).toBe('1183');
  });

  it('signs secret + path + body + nonce with HMAC-SHA256 in base64', () => {
    const nonce = randomUUID();
    const body = '{"amount":1}';
    const signature = linePaySignature(SECRET, '/v3/payments/request', body, nonce);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(linePaySignature(SECRET, '/v3/payments/request', '{"amount":2}', nonce)).not.toBe(signature);
  });
});
