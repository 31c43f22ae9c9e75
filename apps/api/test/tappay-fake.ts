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
}

export interface TapPayFake {
  url: string;
  trades: Map<string, TapPayTrade>;
  /** A wallet prime as the SDK gets it after the shopper approves the sheet (what the fake SDK asks for). */
  walletPrime(query: WalletPrimeQuery): Promise<{ status: number; msg: string; prime?: string }>;
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
    if (request.method !== 'POST') return;
    const body = request.body as { partner_key?: string };
    if (request.headers['x-api-key'] !== partnerKey || body.partner_key !== partnerKey)
      return reply.send({ status: 4, msg: 'Partner key error' });
  });
  fake.post('/tpc/payment/pay-by-prime', async (request) => {
    if (options.payDelayMs) await new Promise((done) => setTimeout(done, options.payDelayMs));
    const body = request.body as Record<string, unknown>;
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
  const url = await fake.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  async function walletPrime(query: WalletPrimeQuery) {
    const search = new URLSearchParams({ ...query });
    return (await (await fetch(`${url}/sdk/wallet-prime?${search}`)).json()) as Awaited<
      ReturnType<TapPayFake['walletPrime']>
    >;
  }
  return { url, trades, walletPrime, close: () => fake.close() };
}
