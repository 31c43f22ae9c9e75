// No input reaches a 500 (issue 22 "What must be true" 5): every checkout and member call that takes a body,
// path parameters or a query is sent arbitrary and mutated input by a logged-in demo member, and must answer
// below 500. Each input starts from a value its own schema would accept, then has leaves swapped for hostile
// ones (2^31 and more, a lone UTF-16 surrogate, strings where numbers go, arrays where objects go …).
import { type AnyCall, callTables } from '@shop/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readPaymentsConfig } from '../src/integrations/payments/index.ts';
import { readAccountsConfig } from '../src/modules/accounts/index.ts';
import { API } from './accounts-support.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { newMemberSession } from './catalogue-support.ts';
import { orderableProduct } from './checkout-orders.ts';
import { exampleOf, hostileValue, mutated } from './schema-examples.ts';

/** The tables of the checkout and the member area (accounts: only the logged-in member's calls). */
const TABLES = [
  'cart',
  'checkout',
  'members',
  'balances',
  'gifts',
  'memberOrders',
  'consultations',
  'routineFinder',
  'ingredientChecker',
  'tracking',
  'campaigns',
];
/** Calls that end the session the fuzz runs in. */
const SKIPPED = new Set(['logout', 'deleteAccount']);
const RUNS_PER_CALL = 25;
/** The calls that carry carts and money get more runs: their bodies are deep and reach the database. */
const RUNS_PER_CHECKOUT_CALL = 120;

interface FuzzedCall {
  name: string;
  call: AnyCall;
}

function fuzzedCalls(): FuzzedCall[] {
  const picked: FuzzedCall[] = [];
  for (const [table, calls] of Object.entries(callTables)) {
    for (const [name, call] of Object.entries(calls)) {
      const member = TABLES.includes(table) || (table === 'accounts' && call.auth === 'required');
      const input = (call.body && !call.multipart) || call.params || call.query;
      if (member && input && !SKIPPED.has(name)) picked.push({ name: `${table}.${name}`, call });
    }
  }
  return picked;
}

let t: TestApp;
let token: string;
let productId: number;
let orderId: number;

/** Bodies a well-behaved client sends, where a schema's own example would stop at the first check. */
function seeds(): Record<string, unknown> {
  const carts = { cart: [{ productId, quantity: 1 }], pointCart: [], memberGiftPerk: [] };
  const order = {
    carts,
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
    points: 0,
    credit: 0,
  };
  return {
    'checkout.createOrder': order,
    'checkout.checkCoupon': { carts, coupon_code: 'WELCOME150' },
    'cart.cartSummary': { carts, currency: 'TWD' },
    'checkout.repay': { ordermain_id: orderId },
  };
}

beforeAll(async () => {
  t = await buildTestApp({
    accounts: { config: readAccountsConfig({ OTP_SECRET: 'test-otp-secret' }) },
    payments: readPaymentsConfig({}),
  });
  productId = await orderableProduct(t.app, t.db);
  token = (await newMemberSession(t)).token;
  const placed = await send(callTables.checkout!.createOrder!, {
    params: {},
    query: {},
    body: seeds()['checkout.createOrder'],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  orderId = placed.json().ordermain_id;
});
afterAll(async () => {
  await t?.close();
});

/** Percent-encoding that keeps a lone surrogate as the bytes a hostile client would send (CESU-8). */
function encoded(value: unknown): string {
  return String(value).replace(/[\s\S]/gu, (char) => {
    if (/^[\ud800-\udfff]$/.test(char)) {
      const code = char.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

/** The route with each ':name' replaced by the input's value, and the input's query. */
function urlOf(call: AnyCall, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = call.route.replace(/:(\w+)/g, (_, key: string) => encoded(params[key]));
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    [value].flat().map((item) => `${encoded(key)}=${encoded(item)}`),
  );
  return `${API}/${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

/** A JSON text that keeps a lone surrogate as an escape, as a hostile client would send it. */
const jsonOf = (value: unknown) => JSON.stringify(value);

function send(call: AnyCall, input: { params: unknown; query: unknown; body: unknown }) {
  const asRecord = (v: unknown) =>
    typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  return t.app.inject({
    method: call.method,
    url: urlOf(call, asRecord(input.params), asRecord(input.query)),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}`,
    },
    ...(call.body && input.body !== undefined ? { payload: jsonOf(input.body) } : {}),
  });
}

type Part = 'params' | 'query' | 'body';

/** The call's own example input with one of its parts (path parameters, query, body) spoiled. */
function inputArbitrary(name: string, call: AnyCall) {
  const context = { productId, orderId };
  const example: Record<Part, unknown> = {
    params: exampleOf(call.params, context),
    query: exampleOf(call.query, context),
    body: seeds()[name] ?? exampleOf(call.body, context),
  };
  const parts = (['params', 'query', 'body'] as const).filter((part) => call[part] !== undefined);
  const spoiled = (part: Part) =>
    fc.oneof(
      { arbitrary: mutated(example[part]), weight: 8 },
      { arbitrary: fc.constant(example[part]), weight: 1 },
      { arbitrary: hostileValue(), weight: 1 },
    );
  return fc
    .constantFrom(...parts)
    .chain((part) => spoiled(part).map((value) => ({ ...example, [part]: value }) as Record<Part, unknown>));
}

it('answers every checkout and member call below 500, whatever the input', async () => {
  const failures: string[] = [];
  for (const { name, call } of fuzzedCalls()) {
    await fc
      .assert(
        fc.asyncProperty(inputArbitrary(name, call), async (input) => {
          const res: LightMyRequestResponse = await send(call, input);
          if (res.statusCode >= 500)
            failures.push(`${name} ${res.statusCode} ${JSON.stringify(input).slice(0, 300)} → ${res.body}`);
          return res.statusCode < 500;
        }),
        {
          numRuns: seeds()[name] === undefined ? RUNS_PER_CALL : RUNS_PER_CHECKOUT_CALL,
          seed: 22,
          endOnFailure: true,
        },
      )
      .catch(() => {});
  }
  expect(failures).toEqual([]);
}, 120_000);
