// A local fake of the shopping-referral program's order API, checking what the adapter's contract says
// the program checks (apps/api/src/integrations/conversions/line-shopping.ts; the partner document is not
// public, docs/decisions/098-referred-orders.md lists what was assumed). A request that breaks a rule is
// answered 400/401/404/409 with the reason; a taken report is kept.
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { lineShoppingSignature } from '../src/integrations/conversions/index.ts';

export interface LineShoppingFake {
  url: string;
  /** Reports taken, in order: the path ('order' or 'final') and the body. */
  taken: { report: 'order' | 'final'; body: Record<string, unknown> }[];
  /** Answers the next requests with this status (503: down for now). */
  failWith: { status?: number };
  app: FastifyInstance;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const wholeAtLeast0 = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
/** Contract: a report's timestamp may be at most 300 s off the program's clock. */
const TIMESTAMP_SKEW_S = 300;

/** Contract "order body": the fields every report has, with their formats. */
function orderProblem(body: Json): string | null {
  if (typeof body.ecid !== 'string' || !/^[A-Za-z0-9._~-]{1,128}$/.test(body.ecid)) return 'ecid invalid';
  if (typeof body.order_id !== 'string' || body.order_id === '' || body.order_id.length > 64)
    return 'order_id invalid';
  if (!Number.isInteger(body.order_time) || !Number.isInteger(body.click_time))
    return 'times must be Unix seconds';
  if ((body.click_time as number) > (body.order_time as number)) return 'click_time after order_time';
  if ((body.order_time as number) - (body.click_time as number) > 24 * 3600)
    return 'click outside the 24 h window';
  if (body.currency !== 'TWD') return 'currency must be TWD';
  if (!wholeAtLeast0(body.order_amount)) return 'order_amount must be a whole number ≥ 0';
  const products = body.products;
  if (!Array.isArray(products) || products.length === 0) return 'products required';
  for (const product of products) {
    // storefront.md §3 "Referral cart product mapping": product_name, product_type 'normal', product_id, product_amount.
    if (!isObject(product) || typeof product.product_name !== 'string' || product.product_name === '')
      return 'product_name required';
    if (product.product_type !== 'normal') return "product_type must be 'normal'";
    if (typeof product.product_id !== 'string' || product.product_id === '') return 'product_id required';
    if (!wholeAtLeast0(product.product_amount)) return 'product_amount must be a whole number ≥ 0';
    if (!Number.isInteger(product.quantity) || (product.quantity as number) < 1) return 'quantity ≥ 1';
  }
  return null;
}

export async function startLineShoppingFake(keys: {
  shopId: string;
  key: string;
}): Promise<LineShoppingFake> {
  const app = Fastify();
  const taken: LineShoppingFake['taken'] = [];
  const failWith: LineShoppingFake['failWith'] = {};
  /** Orders the program knows: order_id → the amount reported when placed, and whether settled. */
  const orders = new Map<string, { amount: number; ecid: string; final: boolean }>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) =>
    done(null, raw),
  );

  /** Contract "signing": X-Shop-Id, X-Timestamp (±300 s), X-Signature base64 HMAC-SHA256 of "{ts}.{raw body}". */
  function signatureProblem(headers: Record<string, unknown>, raw: string): string | null {
    if (headers['x-shop-id'] !== keys.shopId) return 'unknown shop';
    const timestamp = headers['x-timestamp'];
    if (typeof timestamp !== 'string' || !/^\d+$/.test(timestamp)) return 'timestamp missing';
    if (Math.abs(Number(timestamp) - Date.now() / 1000) > TIMESTAMP_SKEW_S) return 'timestamp out of range';
    const given = Buffer.from(String(headers['x-signature'] ?? ''));
    const expected = Buffer.from(lineShoppingSignature(keys.key, timestamp, raw));
    return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'signature mismatch';
  }

  function parse(raw: unknown): Json | null {
    try {
      const body: unknown = JSON.parse(String(raw));
      return isObject(body) ? body : null;
    } catch {
      return null;
    }
  }

  app.post('/orders', async (request, reply) => {
    const unsigned = signatureProblem(request.headers, String(request.body));
    if (unsigned) return reply.code(401).send({ error: unsigned });
    if (failWith.status) return reply.code(failWith.status).send({ error: 'unavailable' });
    const body = parse(request.body);
    const problem = body ? orderProblem(body) : 'body must be JSON';
    if (!body || problem) return reply.code(400).send({ error: problem });
    const known = orders.get(body.order_id as string);
    // Contract: a repeated report of the same order is taken once (a retry is safe); another ecid is refused.
    if (known) {
      if (known.ecid !== body.ecid)
        return reply.code(409).send({ error: 'order reported under another ecid' });
      return { result: 'duplicate' };
    }
    orders.set(body.order_id as string, {
      amount: body.order_amount as number,
      ecid: body.ecid as string,
      final: false,
    });
    taken.push({ report: 'order', body });
    return { result: 'ok' };
  });

  app.post('/orders/final', async (request, reply) => {
    const unsigned = signatureProblem(request.headers, String(request.body));
    if (unsigned) return reply.code(401).send({ error: unsigned });
    if (failWith.status) return reply.code(failWith.status).send({ error: 'unavailable' });
    const body = parse(request.body);
    const problem = body ? orderProblem(body) : 'body must be JSON';
    if (!body || problem) return reply.code(400).send({ error: problem });
    if (body.status !== 'completed' && body.status !== 'cancelled')
      return reply.code(400).send({ error: "status must be 'completed' or 'cancelled'" });
    if (body.status === 'cancelled' && body.order_amount !== 0)
      return reply.code(400).send({ error: 'a cancelled order settles at 0' });
    const known = orders.get(body.order_id as string);
    if (!known) return reply.code(404).send({ error: 'order not reported' });
    if (known.final) return reply.code(409).send({ error: 'order already settled' });
    if ((body.order_amount as number) > known.amount)
      return reply.code(400).send({ error: 'final amount above the reported amount' });
    known.final = true;
    taken.push({ report: 'final', body });
    return { result: 'ok' };
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, taken, failWith, app, close: () => app.close() };
}
