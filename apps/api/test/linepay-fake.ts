// A local LINE Pay v3 for tests and the browser suite: it checks what LINE Pay checks (channel id, a fresh
// nonce, the HMAC-SHA256 signature over the raw body, the amount and currency, confirm once) and offers
// the shopper's approval page, which sends the browser to confirmUrl with transactionId and orderId the
// way LINE Pay does. transactionIds are 19-digit numbers written bare in the JSON (beyond 2^53).
import Fastify, { type FastifyInstance } from 'fastify';
import { linePaySignature } from '../src/integrations/payments/linepay.ts';

export interface LinePayFakeOptions {
  channelId: string;
  channelSecret: string;
  port?: number;
  host?: string;
  /** How long confirm takes before it answers (race tests); read at each call, so a test may change it. */
  confirmDelayMs?: number;
}

interface FakeTransaction {
  orderId: string;
  amount: number;
  confirmUrl: string;
  cancelUrl: string;
  state: 'requested' | 'approved' | 'confirmed';
  refunded: number;
}

export interface LinePayFake {
  url: string;
  app: FastifyInstance;
  transactions: Map<string, FakeTransaction>;
  close(): Promise<void>;
}

const FIRST_TRANSACTION_ID = 2019049910005496810n;

const isWhole = (value: unknown): value is number => Number.isInteger(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

interface RequestProduct {
  name?: unknown;
  quantity?: unknown;
  price?: unknown;
}
interface RequestPackage {
  id?: unknown;
  amount?: unknown;
  products?: RequestProduct[];
}

/**
 * What LINE Pay checks in a Request (Online API v3 "Payment request", developers-pay.line.me/online-api-v3/
 * request-payment, Body; codes from the LINE Pay error code appendix): amount, currency, orderId, packages[]
 * and redirectUrls are required; amount = Σ packages[].amount and packages[].amount =
 * Σ products[].quantity × products[].price (2101 Parameter error); TWD has no decimals (1124 Amount info
 * error (scale)); amount > 0 (1183); only TWD in this store (1178).
 */
export function refusalOfRequest(body: Record<string, unknown>): string | null {
  const packages = body.packages as RequestPackage[] | undefined;
  const urls = body.redirectUrls as { confirmUrl?: unknown; cancelUrl?: unknown } | undefined;
  if (typeof body.amount !== 'number' || !isText(body.orderId, 100) || !Array.isArray(packages))
    return '2101';
  if (!isText(urls?.confirmUrl, 500) || !isText(urls?.cancelUrl, 500)) return '2101';
  if (body.currency !== 'TWD') return '1178';
  if (!isWhole(body.amount)) return '1124';
  if (body.amount <= 0) return '1183';
  if (packages.length === 0 || !packages.every(isWellFormedPackage)) return '2101';
  const packagesTotal = packages.reduce((sum, p) => sum + (p.amount as number), 0);
  return packagesTotal === body.amount ? null : '2101';
}

function isWellFormedPackage(p: RequestPackage): boolean {
  if (!isText(p.id, 50) || !isWhole(p.amount) || !Array.isArray(p.products) || p.products.length === 0)
    return false;
  const wellFormed = p.products.every(
    (product) => isText(product.name, 4000) && isWhole(product.quantity) && isWhole(product.price),
  );
  const sum = p.products.reduce(
    (s, product) => s + (product.quantity as number) * (product.price as number),
    0,
  );
  return wellFormed && sum === p.amount;
}

export async function startLinePayFake(options: LinePayFakeOptions): Promise<LinePayFake> {
  const transactions = new Map<string, FakeTransaction>();
  const seenNonces = new Set<string>();
  let nextId = FIRST_TRANSACTION_ID;
  const app = Fastify();
  const send = (returnCode: string, info?: Record<string, unknown>) => {
    const body = JSON.stringify({
      returnCode,
      returnMessage: returnCode === '0000' ? 'Success.' : 'refused',
      info,
    });
    // LINE Pay writes ids as bare numbers.
    return body.replace(/"((?:refund)?transactionId)":"(\d+)"/g, '"$1":$2');
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const nonce = String(request.headers['x-line-authorization-nonce'] ?? '');
    const expected = linePaySignature(options.channelSecret, request.url, request.body as string, nonce);
    if (
      request.headers['x-line-channelid'] !== options.channelId ||
      !nonce ||
      seenNonces.has(nonce) ||
      request.headers['x-line-authorization'] !== expected
    )
      return reply.type('application/json').send(send('1106'));
    seenNonces.add(nonce);
  });
  app.post('/v3/payments/request', async (request, reply) => {
    const body = JSON.parse(request.body as string);
    const refused = refusalOfRequest(body);
    if (refused) return reply.type('application/json').send(send(refused));
    const id = String(nextId++);
    transactions.set(id, {
      orderId: body.orderId,
      amount: body.amount,
      confirmUrl: body.redirectUrls.confirmUrl,
      cancelUrl: body.redirectUrls.cancelUrl,
      state: 'requested',
      refunded: 0,
    });
    return reply.type('application/json').send(
      send('0000', {
        transactionId: id,
        paymentAccessToken: '187568751124',
        paymentUrl: { web: `${fake.url}/approve/${id}`, app: `line://pay/payment/${id}` },
      }),
    );
  });
  app.post<{ Params: { id: string } }>('/v3/payments/:id/confirm', async (request, reply) => {
    if (options.confirmDelayMs) await new Promise((done) => setTimeout(done, options.confirmDelayMs));
    const body = JSON.parse(request.body as string);
    const tx = transactions.get(request.params.id);
    if (!tx) return reply.type('application/json').send(send('1150'));
    if (tx.state === 'confirmed') return reply.type('application/json').send(send('1172'));
    if (tx.state !== 'approved') return reply.type('application/json').send(send('1169'));
    if (body.amount !== tx.amount || body.currency !== 'TWD')
      return reply.type('application/json').send(send('1124'));
    tx.state = 'confirmed';
    return reply
      .type('application/json')
      .send(send('0000', { orderId: tx.orderId, transactionId: request.params.id }));
  });
  app.post<{ Params: { id: string } }>('/v3/payments/:id/refund', async (request, reply) => {
    const body = JSON.parse(request.body as string);
    const tx = transactions.get(request.params.id);
    if (tx?.state !== 'confirmed' || tx.refunded + body.refundAmount > tx.amount)
      return reply.type('application/json').send(send('1165'));
    tx.refunded += body.refundAmount;
    return reply.type('application/json').send(send('0000', { refundTransactionId: String(nextId++) }));
  });
  // The shopper's LINE Pay page: approving sends the browser back to the shop's confirmUrl.
  app.get<{ Params: { id: string } }>('/approve/:id', async (request, reply) => {
    const tx = transactions.get(request.params.id);
    if (!tx) return reply.code(404).send('unknown transaction');
    if (tx.state === 'requested') tx.state = 'approved';
    const back = new URL(tx.confirmUrl);
    back.searchParams.set('transactionId', request.params.id);
    back.searchParams.set('orderId', tx.orderId);
    return reply.redirect(back.toString(), 302);
  });
  app.get('/healthz', async () => 'ok');
  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const fake: LinePayFake = { url, app, transactions, close: () => app.close() };
  return fake;
}
