// A local TapPay for tests: the partner key in the x-api-key header and the body, the merchant id, a prime
// (test_…) used once, trade query by rec_trade_id, refunds up to the amount — what TapPay checks. A prime
// made from the declined test card (test_declined_…) is refused the way a bank's decline is. It also
// serves a fake of the browser SDK at /sdk.js (tappay-sdk-fake.js) for the browser suite, and a stand-in of
// Google's pay.js at /google-pay.js.
//
// Wallets: TapPay makes an Apple Pay or Google Pay prime from the wallet's token for the amount of the
// sheet and for the merchant set up in its portal. Here the fake SDK asks GET /sdk/wallet-prime for one
// (wallet, amount, Apple merchant identifier or Google and TapPay merchant ids); pay-by-prime then takes it
// once, for that amount and that TapPay merchant only.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const SDK_SOURCE = readFileSync(new URL('./tappay-sdk-fake.js', import.meta.url), 'utf8');
/** TapPay's answer when the card issuer declines. */
export const TAPPAY_DECLINED = { status: 10003, msg: 'Card Error' };
export const TAPPAY_INSTALMENT_NOT_ENABLED = {
  status: 10010,
  msg: 'Instalment not enabled for this merchant',
};

/** The fake's answer when a wallet prime is paid with another amount than its sheet's. */
export const TAPPAY_WALLET_AMOUNT_MISMATCH = { status: 10100, msg: 'Amount does not match the prime' };
/** The fake's answer when the wallet's merchant is not the one set up for this TapPay merchant. */
export const TAPPAY_WALLET_MERCHANT_ERROR = { status: 10101, msg: 'Wallet merchant not set up' };

export type TapPayWallet = 'apple_pay' | 'google_pay';

/** The fake's answer when a JKO Pay prime is paid without what TapPay requires for JKO Pay. */
export const TAPPAY_JKO_ARGUMENT_ERROR = (field: string) => ({
  status: 2,
  msg: `Invalid arguments : ${field}`,
});
/** The status the fake gives the frontend redirect and the notice when the shopper cancels on JKO's page (the fake's own). */
export const JKO_CANCELLED_STATUS = 10039;

/**
 * Record API record_status (docs.tappaysdk.com, Record API): -1 ERROR, 0 AUTH, 1 OK, 2 PARTIALREFUNDED,
 * 3 REFUNDED, 4 PENDING, 5 CANCEL.
 */
const RECORD = { ok: 1, partiallyRefunded: 2, refunded: 3, pending: 4, cancelled: 5 } as const;

/**
 * TapPay Backend API, Pay by Prime (docs.tappaysdk.com/tutorial/zh/back.html#pay-by-prime-api): cardholder
 * with phone_number (E.164, '+886923456789' in TapPay's example), name and email is required. TapPay names
 * the field in msg; its status for a missing or malformed argument is not in our reference, so the fake
 * answers 2 with msg naming the field.
 */
export function cardholderRefusal(cardholder: unknown): { status: number; msg: string } | null {
  const c = (cardholder ?? {}) as Record<string, unknown>;
  const invalid = (field: string) => ({ status: 2, msg: `Invalid arguments : cardholder.${field}` });
  if (typeof c.phone_number !== 'string' || !/^\+[1-9]\d{6,14}$/.test(c.phone_number))
    return invalid('phone_number');
  if (typeof c.name !== 'string' || c.name.trim() === '' || c.name.length > 64) return invalid('name');
  if (typeof c.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email) || c.email.length > 128)
    return invalid('email');
  return null;
}

export interface TapPayTrade {
  amount: number;
  refunded: number;
  order_number: string;
  /** The wallet whose prime paid it; absent for a card. */
  wallet?: TapPayWallet;
  /** Card installments it was paid in; absent when paid at once. */
  instalment?: number;
  /** Record API record_status. */
  record_status: number;
  /** A JKO Pay trade: where the shopper returns and where the notify goes. */
  jko?: { frontend_redirect_url: string; backend_notify_url: string };
}

export interface TapPayFake {
  url: string;
  trades: Map<string, TapPayTrade>;
  /** A wallet prime as the SDK gets it after the shopper approves the sheet (what the fake SDK asks for). */
  walletPrime(query: WalletPrimeQuery): Promise<{ status: number; msg: string; prime?: string }>;
  /**
   * The shopper's choice on the fake JKO Pay page: the trade is paid (approve) or cancelled, the backend
   * notify is posted (unless `notify: false`), and the frontend redirect address is answered.
   */
  jkoDecide(
    recTradeId: string,
    decision: 'approve' | 'cancel',
    options?: { notify?: boolean },
  ): Promise<string>;
  /** TapPay's backend notify of a JKO trade, as it posts it (a test may post it again, or late). */
  jkoNotice(recTradeId: string): Record<string, unknown>;
  /** Posts the backend notify of a JKO trade; answers the HTTP status our server gave. */
  jkoNotify(recTradeId: string): Promise<number>;
  close(): Promise<void>;
}

export interface WalletPrimeQuery {
  wallet: TapPayWallet;
  amount: string;
  /** Apple Pay: the Apple merchant identifier; Google Pay: the Google merchant id. */
  merchant: string;
  /** Google Pay: setupGooglePay's tappayGoogleMerchantId. */
  tappay_merchant?: string;
}

export interface TapPayFakeOptions {
  port?: number;
  host?: string;
  /** The Apple merchant identifier and Google merchant id this TapPay merchant is set up with. */
  appleMerchantId?: string;
  googleMerchantId?: string;
  /** How long pay-by-prime takes before it answers (race tests); read at each call. */
  payDelayMs?: number;
  /** The card installments the merchant's bank enabled (pay-by-prime `instalment`); none by default. */
  instalments?: readonly number[];
  /** JKO Pay's TapPay merchant id; unset: JKO primes are refused. */
  jkoMerchantId?: string;
}

interface WalletPrime {
  wallet: TapPayWallet;
  amount: number;
  merchantId: string;
}

export async function startTapPayFake(
  partnerKey: string,
  merchantId: string,
  options: TapPayFakeOptions = {},
): Promise<TapPayFake> {
  const trades = new Map<string, TapPayTrade>();
  const usedPrimes = new Set<string>();
  const walletPrimes = new Map<string, WalletPrime>();
  const fake = Fastify();
  fake.get('/sdk.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SDK_SOURCE),
  );
  fake.get('/google-pay.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send('window.google = window.google || { payments: { api: { fake: true } } };'),
  );
  fake.get('/healthz', async () => 'ok');
  // For the browser suite: the trades of one amount with their installments (not a TapPay API).
  fake.get('/fake/trades', async (request) => {
    const amount = Number((request.query as { amount?: string }).amount);
    return [...trades.values()]
      .filter((trade) => trade.amount === amount)
      .map(({ amount, instalment, record_status }) => ({
        amount,
        instalment: instalment ?? 0,
        record_status,
      }));
  });
  fake.get('/sdk/wallet-prime', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const query = request.query as Partial<WalletPrimeQuery>;
    const amount = Number(query.amount);
    if (!Number.isInteger(amount) || amount <= 0) return { status: 3, msg: 'amount error' };
    const expected = query.wallet === 'apple_pay' ? options.appleMerchantId : options.googleMerchantId;
    if (!expected || query.merchant !== expected) return TAPPAY_WALLET_MERCHANT_ERROR;
    if (query.wallet === 'google_pay' && query.tappay_merchant !== merchantId)
      return TAPPAY_WALLET_MERCHANT_ERROR;
    const prime = `test_${query.wallet === 'apple_pay' ? 'ap' : 'gp'}_${randomUUID()}`;
    walletPrimes.set(prime, { wallet: query.wallet as TapPayWallet, amount, merchantId });
    return { status: 0, msg: '', prime, total_amount: String(amount) };
  });
  fake.addHook('preHandler', async (request, reply) => {
    // The JKO Pay page's form is the shopper's, not a Backend API call.
    if (request.method !== 'POST' || request.url.startsWith('/jko/')) return;
    const body = request.body as { partner_key?: string };
    if (request.headers['x-api-key'] !== partnerKey || body.partner_key !== partnerKey)
      return reply.send({ status: 4, msg: 'Partner key error' });
  });
  /**
   * JKO Pay by pay-by-prime (docs.tappaysdk.com/tutorial/zh/jkopay.html and Backend API, Pay by Prime):
   * JKO Pay's own merchant_id, result_url.frontend_redirect_url and result_url.backend_notify_url
   * (required for JKO Pay), no instalment; answers payment_url, where the shopper approves or cancels.
   */
  function payJko(body: Record<string, unknown>) {
    if (!options.jkoMerchantId || body.merchant_id !== options.jkoMerchantId)
      return { status: 5, msg: 'Merchant not found' };
    const resultUrl = (body.result_url ?? {}) as Record<string, unknown>;
    for (const field of ['frontend_redirect_url', 'backend_notify_url'] as const)
      if (typeof resultUrl[field] !== 'string' || !URL.canParse(resultUrl[field] as string))
        return TAPPAY_JKO_ARGUMENT_ERROR(`result_url.${field}`);
    if ((body.instalment ?? 0) !== 0) return TAPPAY_JKO_ARGUMENT_ERROR('instalment');
    if (typeof body.order_number !== 'string' || body.order_number.length > 50)
      return TAPPAY_JKO_ARGUMENT_ERROR('order_number');
    if (typeof body.details !== 'string' || body.details === '' || body.details.length > 100)
      return TAPPAY_JKO_ARGUMENT_ERROR('details');
    usedPrimes.add(body.prime as string);
    const rec_trade_id = `J${String(trades.size + 1).padStart(19, '0')}`;
    trades.set(rec_trade_id, {
      amount: body.amount as number,
      refunded: 0,
      order_number: body.order_number,
      record_status: RECORD.pending,
      jko: {
        frontend_redirect_url: resultUrl.frontend_redirect_url as string,
        backend_notify_url: resultUrl.backend_notify_url as string,
      },
    });
    return {
      status: 0,
      msg: 'Success',
      rec_trade_id,
      amount: body.amount,
      currency: 'TWD',
      order_number: body.order_number,
      payment_url: `${url}/jko/pay/${rec_trade_id}`,
    };
  }

  function jkoNotice(recTradeId: string): Record<string, unknown> {
    const trade = trades.get(recTradeId);
    if (!trade?.jko) throw new Error(`no JKO trade ${recTradeId}`);
    const paid = trade.record_status !== RECORD.pending && trade.record_status !== RECORD.cancelled;
    return {
      rec_trade_id: recTradeId,
      order_number: trade.order_number,
      status: paid ? 0 : JKO_CANCELLED_STATUS,
      msg: paid ? 'Success' : 'Canceled by user',
      amount: trade.amount,
      currency: 'TWD',
      bank_transaction_id: `JKO${recTradeId}`,
      transaction_time_millis: Date.now(),
      pay_info: { method: 'JKOPAY' },
    };
  }

  async function jkoNotify(recTradeId: string): Promise<number> {
    const trade = trades.get(recTradeId);
    if (!trade?.jko) throw new Error(`no JKO trade ${recTradeId}`);
    const response = await fetch(trade.jko.backend_notify_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(jkoNotice(recTradeId)),
    });
    return response.status;
  }

  async function jkoDecide(
    recTradeId: string,
    decision: 'approve' | 'cancel',
    decideOptions: { notify?: boolean } = {},
  ): Promise<string> {
    const trade = trades.get(recTradeId);
    if (!trade?.jko || trade.record_status !== RECORD.pending) throw new Error('JKO trade not pending');
    trade.record_status = decision === 'approve' ? RECORD.ok : RECORD.cancelled;
    if (decideOptions.notify !== false) await jkoNotify(recTradeId);
    // The frontend redirect carries rec_trade_id, order_number and status (TapPay's JKO Pay guide).
    const back = new URL(trade.jko.frontend_redirect_url);
    back.searchParams.set('rec_trade_id', recTradeId);
    back.searchParams.set('order_number', trade.order_number);
    back.searchParams.set('status', String(decision === 'approve' ? 0 : JKO_CANCELLED_STATUS));
    return back.toString();
  }

  // The JKO Pay page the shopper is sent to (payment_url): the amount, 確認付款 and 取消.
  fake.get('/jko/pay/:id', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const trade = trades.get(id);
    if (!trade?.jko) return reply.code(404).send('not found');
    const pending = trade.record_status === RECORD.pending;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>街口支付（測試）</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>街口支付（測試）</h1>
<p data-testid="jko-amount">TWD ${trade.amount}</p>
${
  pending
    ? `<form method="post" action="/jko/pay/${id}"><button name="decision" value="approve" style="min-height:44px">確認付款</button>
<button name="decision" value="cancel" style="min-height:44px">取消</button></form>`
    : '<p>此交易已處理</p>'
}
</body></html>`);
  });
  fake.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  fake.post('/jko/pay/:id', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const decision = (request.body as { decision?: string }).decision;
    if (decision !== 'approve' && decision !== 'cancel') return reply.code(400).send('decision');
    try {
      return reply.redirect(await jkoDecide(id, decision), 303);
    } catch {
      return reply.code(409).send('此交易已處理');
    }
  });

  fake.post('/tpc/payment/pay-by-prime', async (request) => {
    if (options.payDelayMs) await new Promise((done) => setTimeout(done, options.payDelayMs));
    const body = request.body as Record<string, unknown>;
    if (typeof body.prime === 'string' && body.prime.startsWith('test_jko_') && !usedPrimes.has(body.prime)) {
      if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
        return { status: 3, msg: 'amount error' };
      return cardholderRefusal(body.cardholder) ?? payJko(body);
    }
    if (body.merchant_id !== merchantId) return { status: 5, msg: 'Merchant not found' };
    if (typeof body.prime !== 'string' || !body.prime.startsWith('test_') || usedPrimes.has(body.prime))
      return { status: 121, msg: 'Invalid prime' };
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
      return { status: 3, msg: 'amount error' };
    const cardholder = cardholderRefusal(body.cardholder);
    if (cardholder) return cardholder;
    // Pay by Prime API, instalment (Int): 0 pays at once; any other number must be one the merchant applied
    // for with its acquiring bank, or the payment is refused. The status number is the fake's own:
    // TapPay's published table was not readable here.
    const instalment = body.instalment ?? 0;
    if (
      !Number.isInteger(instalment) ||
      (instalment !== 0 && !options.instalments?.includes(instalment as number))
    )
      return TAPPAY_INSTALMENT_NOT_ENABLED;
    const wallet = walletPrimes.get(body.prime);
    if (body.prime.startsWith('test_ap_') || body.prime.startsWith('test_gp_')) {
      if (!wallet) return { status: 121, msg: 'Invalid prime' };
      if (wallet.merchantId !== body.merchant_id) return TAPPAY_WALLET_MERCHANT_ERROR;
      if (wallet.amount !== body.amount) return TAPPAY_WALLET_AMOUNT_MISMATCH;
    }
    usedPrimes.add(body.prime);
    if (body.prime.startsWith('test_declined_')) return TAPPAY_DECLINED;
    const rec_trade_id = `D${String(trades.size + 1).padStart(19, '0')}`;
    trades.set(rec_trade_id, {
      amount: body.amount as number,
      refunded: 0,
      order_number: String(body.order_number),
      ...(instalment ? { instalment: instalment as number } : {}),
      ...(wallet ? { wallet: wallet.wallet } : {}),
      record_status: RECORD.ok,
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
    if (trade.record_status === RECORD.pending || trade.record_status === RECORD.cancelled)
      return { status: 10022, msg: 'Trade not paid' };
    if (trade.refunded + body.amount > trade.amount) return { status: 10021, msg: 'Refund amount exceeds' };
    trade.refunded += body.amount;
    trade.record_status = trade.refunded === trade.amount ? RECORD.refunded : RECORD.partiallyRefunded;
    return { status: 0, msg: 'Success', refund_id: `RF${trade.refunded}` };
  });
  const url = await fake.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  async function walletPrime(query: WalletPrimeQuery) {
    const search = new URLSearchParams({ ...query });
    return (await (await fetch(`${url}/sdk/wallet-prime?${search}`)).json()) as Awaited<
      ReturnType<TapPayFake['walletPrime']>
    >;
  }
  return { url, trades, walletPrime, jkoDecide, jkoNotice, jkoNotify, close: () => fake.close() };
}
