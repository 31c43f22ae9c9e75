// npm run bench:payment-races -w @shop/bench (issue 22's targets): the money path raced across two shop
// processes on one PostgreSQL database, against the local LINE Pay and TapPay fakes answering after
// PROVIDER_DELAY_MS, RACES times each:
// 1. LINE Pay confirm on one process while the other cancels the order: 0 captures left on a cancelled order;
// 2. card re-pay on one process while the other cancels: 0 charges kept on a cancelled order;
// 3. two 重新付款 at once, one on each process: 0 double charges.
import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { startLinePayFake } from '../apps/api/test/linepay-fake.ts';
import { startTapPayFake } from '../apps/api/test/tappay-fake.ts';
import { API, freshDatabase, PLENTY, PRODUCT_ID, setStock, shopperTokens } from './checkout-setup.ts';
import { type Started, startShop } from './processes.ts';

const RACES = Number(process.env.RACES ?? 20);
const PROVIDER_DELAY_MS = 300;
const FIRST_PORT = Number(process.env.BENCH_SHOP_PORT ?? 3320);
const CHANNEL_ID = '1656000000';
const CHANNEL_SECRET = 'a917ab6a2367b536f8e5a6e2977e06f4';
const PARTNER_KEY = 'partner_test_key';
const MERCHANT_ID = 'mireva_CTBC';

interface Shop {
  url: string;
  token: string;
}

async function call(shop: Shop, method: string, path: string, body?: object) {
  const res = await fetch(`${shop.url}${API}/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${shop.token}`,
      'idempotency-key': randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

function orderBody(payMethod: string, prime?: string) {
  return {
    carts: { cart: [{ productId: PRODUCT_ID, quantity: 1 }] },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: '0912000000', email: 'an@example.com', store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: payMethod,
    ...(prime ? { prime } : {}),
  };
}

async function placed(shop: Shop, payMethod: string, prime?: string) {
  const answer = await call(shop, 'POST', 'create-order', orderBody(payMethod, prime));
  if (answer.status !== 200) throw new Error(`create-order answered ${answer.status}`);
  return answer.json as { ordermain_id: number; payment: { redirect_url: string } };
}

const after = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main() {
  const linePay = await startLinePayFake({
    channelId: CHANNEL_ID,
    channelSecret: CHANNEL_SECRET,
    confirmDelayMs: PROVIDER_DELAY_MS,
  });
  const tapPay = await startTapPayFake(PARTNER_KEY, MERCHANT_ID, { payDelayMs: PROVIDER_DELAY_MS });
  const database = await freshDatabase('postgres');
  const started: Started[] = [];
  try {
    await setStock(database.handle.db, PLENTY);
    const [token] = await shopperTokens(database.handle.db);
    const env = {
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: String(PLENTY),
      LOG_LEVEL: 'error',
      PAYMENT_SANDBOX: 'false',
      LINE_PAY_CHANNEL_ID: CHANNEL_ID,
      LINE_PAY_CHANNEL_SECRET: CHANNEL_SECRET,
      LINE_PAY_API_URL: linePay.url,
      TAPPAY_PARTNER_KEY: PARTNER_KEY,
      TAPPAY_MERCHANT_ID: MERCHANT_ID,
      TAPPAY_APP_ID: '11327',
      TAPPAY_APP_KEY: 'app_test_key',
      TAPPAY_API_URL: tapPay.url,
    };
    for (const i of [0, 1]) started.push(await startShop(FIRST_PORT + i, env, null));
    const [a, b] = started.map((s) => ({ url: s.url, token: token as string })) as [Shop, Shop];
    const { db } = database.handle;
    const results = [
      await linePayConfirmAgainstCancel(db, a, b, linePay),
      await cardRepayAgainstCancel(db, a, b, tapPay),
      await doubleRepay(db, a, b, tapPay),
    ];
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    for (const shop of started) await shop.stop();
    await database.drop();
    await linePay.close();
    await tapPay.close();
  }
}

type LinePayFake = Awaited<ReturnType<typeof startLinePayFake>>;
type TapPayFake = Awaited<ReturnType<typeof startTapPayFake>>;

const attemptsOf = (db: Database, orderId: number) =>
  db.select().from(schema.payments).where(eq(schema.payments.ordermain_id, orderId));

async function linePayConfirmAgainstCancel(
  db: Database,
  a: Shop,
  b: Shop,
  linePay: LinePayFake,
): Promise<boolean> {
  let kept = 0;
  for (let i = 0; i < RACES; i++) {
    const order = await placed(a, 'linepay');
    // The shopper approves on LINE Pay's page; the attempt holds our reference and LINE Pay's transaction.
    await fetch(order.payment.redirect_url, { redirect: 'manual' });
    const [attempt] = await attemptsOf(db, order.ordermain_id);
    const transactionId = attempt?.provider_transaction_id ?? '';
    const ref = attempt?.payment_ref ?? '';
    await Promise.all([
      call(a, 'POST', 'payment/confirm', { ref, transaction_id: transactionId }),
      after(PROVIDER_DELAY_MS / 3).then(() => call(b, 'PUT', `orders/${order.ordermain_id}/cancel`)),
    ]);
    const tx = linePay.transactions.get(transactionId);
    if (tx?.state === 'confirmed') kept += tx.amount - tx.refunded;
  }
  return report(
    'LINE Pay confirm on one process, cancel on the other',
    `NT$${kept} left captured`,
    kept === 0,
  );
}

async function cardRepayAgainstCancel(db: Database, a: Shop, b: Shop, tapPay: TapPayFake): Promise<boolean> {
  let kept = 0;
  for (let i = 0; i < RACES; i++) {
    const order = await placed(a, 'card', `test_declined_${randomUUID()}`);
    await Promise.all([
      call(a, 'POST', 'payment/re-pay', { ordermain_id: order.ordermain_id, prime: `test_${randomUUID()}` }),
      after(PROVIDER_DELAY_MS / 3).then(() => call(b, 'PUT', `orders/${order.ordermain_id}/cancel`)),
    ]);
    kept += keptCharges(await chargesOf(db, tapPay, order.ordermain_id));
  }
  return report('card re-pay on one process, cancel on the other', `NT$${kept} kept`, kept === 0);
}

async function doubleRepay(db: Database, a: Shop, b: Shop, tapPay: TapPayFake): Promise<boolean> {
  let doubles = 0;
  let paidOnce = 0;
  for (let i = 0; i < RACES; i++) {
    const order = await placed(a, 'card', `test_declined_${randomUUID()}`);
    const body = () => ({ ordermain_id: order.ordermain_id, prime: `test_${randomUUID()}` });
    await Promise.all([call(a, 'POST', 'payment/re-pay', body()), call(b, 'POST', 'payment/re-pay', body())]);
    const kept = (await chargesOf(db, tapPay, order.ordermain_id)).filter((t) => t.refunded < t.amount);
    if (kept.length > 1) doubles++;
    if (kept.length === 1) paidOnce++;
  }
  // Each order must end paid by exactly one of the two: none paid would hide a broken re-pay.
  const outcome = `${doubles} double charges, ${paidOnce} of ${RACES} orders paid once`;
  return report('two 重新付款 at once, one on each process', outcome, doubles === 0 && paidOnce === RACES);
}

/** TapPay's trades of an order: TapPay's order_number is the attempt's payment reference. */
async function chargesOf(db: Database, tapPay: TapPayFake, orderId: number) {
  const refs = new Set((await attemptsOf(db, orderId)).map((attempt) => attempt.payment_ref));
  return [...tapPay.trades.values()].filter((trade) => refs.has(trade.order_number));
}

function keptCharges(trades: readonly { amount: number; refunded: number }[]): number {
  return trades.reduce((sum, trade) => sum + trade.amount - trade.refunded, 0);
}

function report(race: string, outcome: string, ok: boolean): boolean {
  console.log(
    `${RACES} races, ${race} (provider answers after ${PROVIDER_DELAY_MS} ms): ${outcome}: ${ok ? 'OK' : 'FAILED'}`,
  );
  return ok;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
