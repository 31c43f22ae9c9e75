// ECPay all-in-one payment (全方位金流 AioCheckOut V5) for ATM transfers to a virtual account
// (docs/decisions/089-atm-virtual-account-through-ecpay.md). The shopper's browser posts a signed form to
// ECPay (a page of ours holds it: see ecpayCheckoutForm); ECPay gives her a bank code and a virtual account,
// tells us through PaymentInfoURL (RtnCode 2) and, once she has transferred, through ReturnURL (RtnCode 1).
// Both notices are signed with CheckMacValue (SHA256) and must be answered `1|OK`. Before an order is paid,
// QueryTradeInfo V5 is asked whether the trade is really paid and for how much.
// Reference: ECPay 全方位金流 API 技術文件 (developers.ecpay.com.tw): 產生訂單 ?p=2862, 付款結果通知 ?p=2878,
// ATM 取號結果通知 ?p=2864, 查詢訂單 ?p=2890, 檢查碼機制 ?p=2902.
import { randomBytes } from 'node:crypto';
import { checkMacValue, isCheckMacValueValid } from '../logistics/index.ts';
import {
  type ConfirmPaymentRequest,
  type ConfirmPaymentResult,
  type PaymentProvider,
  PaymentProviderError,
  type RefundPaymentRequest,
  type StartPaymentRequest,
  type StartPaymentResult,
} from './payment-provider.ts';

export const ECPAY_PAYMENT_STAGE_URL = 'https://payment-stage.ecpay.com.tw';
export const ECPAY_AIO_CHECKOUT_PATH = '/Cashier/AioCheckOut/V5';
export const ECPAY_QUERY_TRADE_PATH = '/Cashier/QueryTradeInfo/V5';
/** Our pages and ECPay's posts, under the API prefix. */
export const ECPAY_CHECKOUT_PAGE_PATH = '/payments/ecpay/checkout';
export const ECPAY_PAYMENT_INFO_PATH = '/payments/ecpay/payment-info';
export const ECPAY_PAID_NOTIFY_PATH = '/payments/ecpay/notify';
export const ECPAY_PAYMENT_NOTIFY_OK = '1|OK';
/** ECPay's default ATM ExpireDate (days) and its limits (產生訂單, ATM 額外參數). */
export const ECPAY_ATM_EXPIRE_DAYS_DEFAULT = 3;
export const ECPAY_ATM_EXPIRE_DAYS_MIN = 1;
export const ECPAY_ATM_EXPIRE_DAYS_MAX = 60;
/** MerchantTradeNo: 20 letters and digits at most, unique per merchant (產生訂單). */
export const MERCHANT_TRADE_NO_MAX = 20;
/** ItemName: 400 characters at most, items joined with '#' (產生訂單). */
export const ITEM_NAME_MAX = 400;
/** TradeDesc: 200 characters at most. */
const TRADE_DESC = 'Mireva online order';
/** RtnCode of an ATM number given (取號成功) and of a paid trade. */
export const ECPAY_ATM_NUMBER_GIVEN = '2';
export const ECPAY_PAID = '1';
const ECPAY_TIMEOUT_MS = 30_000;
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const TRADE_NO_SUFFIX_LENGTH = 3;
const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface EcpayPaymentConfig {
  apiUrl: string;
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** ATM ExpireDate: days the virtual account may be paid (1–60). */
  atmExpireDays: number;
  /** The shop's origin and API prefix: where ECPay posts its notices and the shopper comes back. */
  siteOrigin: string;
  apiPrefix: string;
}

const keysOf = (config: Pick<EcpayPaymentConfig, 'hashKey' | 'hashIv'>) => ({
  hashKey: config.hashKey,
  hashIv: config.hashIv,
});

/** 'yyyy/MM/dd HH:mm:ss' in Asia/Taipei (MerchantTradeDate). Taiwan keeps UTC+8 all year. */
export function ecpayTradeDate(instant: Date): string {
  const iso = new Date(instant.getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

/**
 * The last moment an ATM account given at `instant` may be paid: the end (23:59:59 Taipei) of the day
 * `days` days later, as ECPay's ATM ExpireDate is a day (yyyy/MM/dd).
 */
export function atmDeadline(instant: Date, days: number): Date {
  const taipeiDay = new Date(instant.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
  return endOfTaipeiDay(new Date(Date.parse(`${taipeiDay}T00:00:00Z`) + days * 86_400_000));
}

function endOfTaipeiDay(utcMidnightOfDay: Date): Date {
  return new Date(utcMidnightOfDay.getTime() + 86_400_000 - 1000 - TAIPEI_OFFSET_MS);
}

/**
 * ECPay's ExpireDate of an ATM number ('yyyy/MM/dd', or with a time 'yyyy/MM/dd HH:mm:ss' as other
 * methods give it), as an instant; null when it is neither.
 */
export function parseEcpayExpireDate(value: string): Date | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const day = Date.parse(`${y}-${mo}-${d}T00:00:00Z`);
  if (Number.isNaN(day)) return null;
  if (h === undefined) return endOfTaipeiDay(new Date(day));
  return new Date(day + (Number(h) * 3600 + Number(mi) * 60 + Number(s)) * 1000 - TAIPEI_OFFSET_MS);
}

/** A MerchantTradeNo for one attempt: the order number's letters and digits and 3 random ones (≤ 20). */
export function merchantTradeNoOf(orderSn: string): string {
  const base = orderSn.replace(/[^A-Za-z0-9]/g, '').slice(0, MERCHANT_TRADE_NO_MAX - TRADE_NO_SUFFIX_LENGTH);
  const bytes = randomBytes(TRADE_NO_SUFFIX_LENGTH);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${base}${suffix}`;
}

/** ItemName: 'name x quantity' joined with '#', cut to 400 characters; '#' inside a name would split it. */
export function itemNameOf(lines: StartPaymentRequest['lines']): string {
  const joined = lines.map((line) => `${line.name.replaceAll('#', ' ')} x${line.quantity}`).join('#');
  return (joined || 'order').slice(0, ITEM_NAME_MAX);
}

/** The AioCheckOut V5 form of an ATM payment, signed. */
export function atmCheckoutParams(
  config: EcpayPaymentConfig,
  request: StartPaymentRequest,
  tradeNo: string,
  now: Date,
): Record<string, string> {
  const api = `${config.siteOrigin}${config.apiPrefix}`;
  const params: Record<string, string> = {
    MerchantID: config.merchantId,
    MerchantTradeNo: tradeNo,
    MerchantTradeDate: ecpayTradeDate(now),
    PaymentType: 'aio',
    TotalAmount: String(request.amount),
    TradeDesc: TRADE_DESC,
    ItemName: itemNameOf(request.lines),
    ReturnURL: `${api}${ECPAY_PAID_NOTIFY_PATH}`,
    ChoosePayment: 'ATM',
    EncryptType: '1',
    ClientBackURL: request.confirmUrl,
    ExpireDate: String(config.atmExpireDays),
    PaymentInfoURL: `${api}${ECPAY_PAYMENT_INFO_PATH}`,
    CustomField1: request.orderSn,
  };
  return { ...params, CheckMacValue: checkMacValue(params, keysOf(config), 'sha256') };
}

/** The address of our page that holds the signed form (the browser is sent there with a GET). */
export function checkoutPageUrl(config: EcpayPaymentConfig, params: Record<string, string>): string {
  const url = new URL(`${config.siteOrigin}${config.apiPrefix}${ECPAY_CHECKOUT_PAGE_PATH}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** A form our page may post to ECPay: signed with our keys, for our merchant. */
export function isOurCheckoutForm(config: EcpayPaymentConfig, params: Record<string, string>): boolean {
  return params.MerchantID === config.merchantId && isCheckMacValueValid(params, keysOf(config), 'sha256');
}

/** What ECPay's two notices carry that we act on. */
export interface EcpayNotice {
  merchantTradeNo: string;
  rtnCode: string;
  tradeNo: string;
  tradeAmount: number;
  /** PaymentInfoURL of an ATM number. */
  bankCode?: string;
  vAccount?: string;
  expireDate?: Date;
  /** SimulatePaid=1: a payment simulated from ECPay's back office, never money (付款結果通知). */
  simulated: boolean;
}

export type EcpayNoticeRead = { ok: true; notice: EcpayNotice } | { ok: false; reason: string };

/** Checks a notice's CheckMacValue and merchant before anything in it is believed. */
export function readEcpayPaymentNotice(
  body: Record<string, string>,
  config: Pick<EcpayPaymentConfig, 'merchantId' | 'hashKey' | 'hashIv'>,
): EcpayNoticeRead {
  if (!isCheckMacValueValid(body, keysOf(config), 'sha256'))
    return { ok: false, reason: 'CheckMacValue Error' };
  if (body.MerchantID !== config.merchantId) return { ok: false, reason: 'MerchantID Error' };
  const tradeAmount = Number(body.TradeAmt);
  if (!body.MerchantTradeNo || !body.RtnCode || !Number.isInteger(tradeAmount))
    return { ok: false, reason: 'Parameter Error' };
  const notice: EcpayNotice = {
    merchantTradeNo: body.MerchantTradeNo,
    rtnCode: body.RtnCode,
    tradeNo: body.TradeNo ?? '',
    tradeAmount,
    simulated: body.SimulatePaid === '1',
  };
  if (body.RtnCode === ECPAY_ATM_NUMBER_GIVEN) {
    const expireDate = parseEcpayExpireDate(body.ExpireDate ?? '');
    if (!/^\d{3}$/.test(body.BankCode ?? '') || !/^\d{6,20}$/.test(body.vAccount ?? '') || !expireDate)
      return { ok: false, reason: 'Parameter Error' };
    Object.assign(notice, { bankCode: body.BankCode, vAccount: body.vAccount, expireDate });
  }
  return { ok: true, notice };
}

export function createEcpayPaymentProvider(
  config: EcpayPaymentConfig,
  now: () => Date = () => new Date(),
): PaymentProvider {
  async function queryTrade(merchantTradeNo: string): Promise<Record<string, string>> {
    const params: Record<string, string> = {
      MerchantID: config.merchantId,
      MerchantTradeNo: merchantTradeNo,
      TimeStamp: String(Math.floor(now().getTime() / 1000)),
    };
    const body = new URLSearchParams({
      ...params,
      CheckMacValue: checkMacValue(params, keysOf(config), 'sha256'),
    });
    let text: string;
    try {
      const response = await fetch(new URL(ECPAY_QUERY_TRADE_PATH, config.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(ECPAY_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (cause) {
      throw new PaymentProviderError('ECPay unreachable', { cause });
    }
    const answer = Object.fromEntries(new URLSearchParams(text));
    if (!isCheckMacValueValid(answer, keysOf(config), 'sha256'))
      throw new PaymentProviderError('ECPay QueryTradeInfo answer with a wrong CheckMacValue');
    return answer;
  }

  return {
    id: 'ecpay',
    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      const tradeNo = merchantTradeNoOf(request.orderSn);
      const at = now();
      const params = atmCheckoutParams(config, request, tradeNo, at);
      return {
        kind: 'redirect',
        url: checkoutPageUrl(config, params),
        providerTransactionId: tradeNo,
        payBy: atmDeadline(at, config.atmExpireDays),
      };
    },
    async confirm(request: ConfirmPaymentRequest): Promise<ConfirmPaymentResult> {
      // The attempt's transaction id is its MerchantTradeNo; the paid amount must be the order's.
      if (!request.providerTransactionId) return { ok: false, reason: 'no MerchantTradeNo' };
      const trade = await queryTrade(request.providerTransactionId);
      if (trade.TradeStatus !== ECPAY_PAID) return { ok: false, reason: `TradeStatus ${trade.TradeStatus}` };
      if (Number(trade.TradeAmt) !== request.amount) return { ok: false, reason: 'amount differs' };
      return { ok: true, providerTransactionId: request.providerTransactionId };
    },
    async refund(_request: RefundPaymentRequest): Promise<void> {
      // ECPay refunds card payments only (信用卡請退款); an ATM transfer goes back by a bank transfer
      // customer service makes: the caller records failRefund and logs an ALERT.
      throw new PaymentProviderError('ATM transfers cannot be refunded through ECPay; refund by hand');
    },
  };
}
