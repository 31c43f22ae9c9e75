import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLinePayProvider, linePaySignature, parseLinePayJson } from './linepay.ts';

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
    const packagesTotal = body.packages.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    if (body.currency !== 'TWD' || packagesTotal !== body.amount || !body.redirectUrls?.confirmUrl)
      return reply.type('application/json').send(answer('2101'));
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

  it('signs secret + path + body + nonce with HMAC-SHA256 in base64', () => {
    const nonce = randomUUID();
    const body = '{"amount":1}';
    const signature = linePaySignature(SECRET, '/v3/payments/request', body, nonce);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(linePaySignature(SECRET, '/v3/payments/request', '{"amount":2}', nonce)).not.toBe(signature);
  });
});
