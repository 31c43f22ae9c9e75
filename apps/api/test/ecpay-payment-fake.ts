// A local ECPay all-in-one payment (全方位金流) for ATM transfers. AioCheckOut/V5 checks what ECPay checks:
// CheckMacValue (SHA256), MerchantID, and each parameter's presence and format as 產生訂單 lists them
// (developers.ecpay.com.tw ?p=2862); its page plays the shopper taking a virtual account (取號), which
// posts the PaymentInfoURL notice (RtnCode 2, ?p=2864) and sends her back to ClientBackURL. `pay` plays
// her transfer: the trade becomes paid and ReturnURL gets the paid notice (RtnCode 1, ?p=2878). Both
// notices are signed like ECPay's and must be answered `1|OK`. QueryTradeInfo/V5 (?p=2890) answers the
// trade's status, signed.
import Fastify from 'fastify';
import { checkMacValue, isCheckMacValueValid } from '../src/integrations/logistics/index.ts';

export interface FakeAtmTrade {
  form: Record<string, string>;
  tradeNo: string;
  bankCode: string | null;
  vAccount: string | null;
  /** 'yyyy/MM/dd' */
  expireDate: string | null;
  paid: boolean;
  /** What the shop answered each notice. */
  answers: { path: 'payment-info' | 'notify'; status: number; text: string }[];
}

export interface EcpayPaymentFake {
  url: string;
  /** Accepted trades by MerchantTradeNo. */
  trades: Map<string, FakeAtmTrade>;
  /** Every form posted to AioCheckOut/V5 with the fake's verdict (null: accepted). */
  requests: { form: Record<string, string>; refusal: string | null }[];
  /** Plays 取號: a virtual account for the trade and its PaymentInfoURL notice; answers the shop's reply. */
  giveNumber(tradeNo: string): Promise<string>;
  /** Plays the transfer: the trade is paid and ReturnURL is told; answers the shop's reply. */
  pay(tradeNo: string, options?: { amount?: number; simulated?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export const FAKE_ATM_BANK_CODE = '812';
const TRADE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;
const CHOOSE_PAYMENTS = ['Credit', 'WebATM', 'ATM', 'CVS', 'BARCODE', 'ApplePay', 'TWQR', 'BNPL', 'ALL'];
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

export async function startEcpayPaymentFake(options: {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  port?: number;
  now?: () => Date;
  /** How a notice reaches the shop (default: an HTTP post); the API tests hand it to app.inject. */
  deliver?: (url: string, form: URLSearchParams) => Promise<{ status: number; text: string }>;
}): Promise<EcpayPaymentFake> {
  const keys = { hashKey: options.hashKey, hashIv: options.hashIv };
  const now = options.now ?? (() => new Date());
  const app = Fastify();
  let accounts = 0;

  async function post(url: string, fields: Record<string, string>) {
    const signed = { ...fields, CheckMacValue: checkMacValue(fields, keys, 'sha256') };
    if (options.deliver) return options.deliver(url, new URLSearchParams(signed));
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(signed),
    });
    return { status: response.status, text: await response.text() };
  }

  const tradeOf = (tradeNo: string) => {
    const trade = fake.trades.get(tradeNo);
    if (!trade) throw new Error(`no trade ${tradeNo}`);
    return trade;
  };

  const fake: EcpayPaymentFake = {
    url: '',
    trades: new Map(),
    requests: [],
    async giveNumber(tradeNo) {
      const trade = tradeOf(tradeNo);
      accounts += 1;
      trade.bankCode = FAKE_ATM_BANK_CODE;
      trade.vAccount = `9103${String(accounts).padStart(10, '0')}`;
      trade.expireDate = expireDateOf(now(), Number(trade.form.ExpireDate || 3));
      const answer = await post(trade.form.PaymentInfoURL ?? '', {
        ...common(trade),
        RtnCode: '2',
        RtnMsg: 'Get VirtualAccount Succeeded',
        PaymentType: `ATM_TAISHIN`,
        BankCode: trade.bankCode,
        vAccount: trade.vAccount,
        ExpireDate: trade.expireDate,
      });
      trade.answers.push({ path: 'payment-info', ...answer });
      return answer.text;
    },
    async pay(tradeNo, payOptions = {}) {
      const trade = tradeOf(tradeNo);
      trade.paid = true;
      const answer = await post(trade.form.ReturnURL ?? '', {
        ...common(trade),
        TradeAmt: String(payOptions.amount ?? Number(trade.form.TotalAmount)),
        RtnCode: '1',
        RtnMsg: '交易成功',
        PaymentDate: formatDate(now()),
        PaymentType: 'ATM_TAISHIN',
        PaymentTypeChargeFee: '10',
        SimulatePaid: payOptions.simulated ? '1' : '0',
      });
      trade.answers.push({ path: 'notify', ...answer });
      return answer.text;
    },
    close: () => app.close(),
  };

  function common(trade: FakeAtmTrade): Record<string, string> {
    return {
      MerchantID: options.merchantId,
      MerchantTradeNo: trade.form.MerchantTradeNo ?? '',
      StoreID: '',
      TradeNo: trade.tradeNo,
      TradeAmt: trade.form.TotalAmount ?? '',
      TradeDate: trade.form.MerchantTradeDate ?? '',
      CustomField1: trade.form.CustomField1 ?? '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
    };
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.get('/healthz', async () => ({ ok: true }));

  app.post('/Cashier/AioCheckOut/V5', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const refusal = aioRefusalOf(form, options.merchantId, keys, fake.trades);
    fake.requests.push({ form, refusal });
    // ECPay shows its error page with the reason (e.g. CheckMacValue Error).
    if (refusal) return reply.code(400).type('text/plain; charset=utf-8').send(refusal);
    const tradeNo = `2412${String(fake.trades.size + 1).padStart(16, '0')}`;
    const trade: FakeAtmTrade = {
      form,
      tradeNo,
      bankCode: null,
      vAccount: null,
      expireDate: null,
      paid: false,
      answers: [],
    };
    fake.trades.set(form.MerchantTradeNo ?? '', trade);
    return reply.type('text/html; charset=utf-8').send(
      page(
        '綠界 ATM 取號',
        `<dl><dt>訂單編號</dt><dd>${escapeHtml(form.MerchantTradeNo ?? '')}</dd><dt>金額</dt><dd>NT$${escapeHtml(form.TotalAmount ?? '')}</dd></dl>
<form method="post" action="/fake/atm/${encodeURIComponent(form.MerchantTradeNo ?? '')}/number"><button type="submit">取得虛擬帳號</button></form>`,
      ),
    );
  });

  app.post('/fake/atm/:tradeNo/number', async (request, reply) => {
    const { tradeNo } = request.params as { tradeNo: string };
    const trade = fake.trades.get(tradeNo);
    if (!trade) return reply.code(404).send('no trade');
    const answer = await fake.giveNumber(tradeNo);
    return reply.type('text/html; charset=utf-8').send(
      page(
        '取號成功',
        `<p data-shop-answer="${escapeHtml(answer)}">銀行代碼 ${escapeHtml(trade.bankCode ?? '')}，虛擬帳號 ${escapeHtml(trade.vAccount ?? '')}，繳費期限 ${escapeHtml(trade.expireDate ?? '')}</p>
<a href="${escapeHtml(trade.form.ClientBackURL ?? '')}">返回商店</a>`,
      ),
    );
  });

  // The browser suite plays the transfer through this (e2e/specs/checkout/atm.spec.ts).
  app.post('/fake/atm/:tradeNo/pay', async (request, reply) => {
    const { tradeNo } = request.params as { tradeNo: string };
    if (!fake.trades.has(tradeNo)) return reply.code(404).send('no trade');
    return { answer: await fake.pay(tradeNo) };
  });
  app.get('/fake/trades', async () => ({
    trades: [...fake.trades.values()].map((t) => ({
      merchantTradeNo: t.form.MerchantTradeNo,
      customField1: t.form.CustomField1,
      vAccount: t.vAccount,
      paid: t.paid,
    })),
  }));

  app.post('/Cashier/QueryTradeInfo/V5', async (request, reply) => {
    const form = request.body as Record<string, string>;
    reply.type('text/plain; charset=utf-8');
    if (!isCheckMacValueValid(form, keys, 'sha256')) return 'CheckMacValue Error';
    if (form.MerchantID !== options.merchantId) return 'MerchantID Error';
    // TimeStamp: Unix seconds; ECPay refuses a query more than 3 minutes old (查詢訂單).
    const stamp = Number(form.TimeStamp);
    if (!Number.isInteger(stamp) || Math.abs(now().getTime() / 1000 - stamp) > 180) return 'TimeStamp Error';
    const trade = fake.trades.get(form.MerchantTradeNo ?? '');
    const answer: Record<string, string> = {
      MerchantID: options.merchantId,
      MerchantTradeNo: form.MerchantTradeNo ?? '',
      StoreID: '',
      TradeNo: trade?.tradeNo ?? '',
      TradeAmt: trade?.form.TotalAmount ?? '0',
      PaymentDate: '',
      PaymentType: trade ? 'ATM_TAISHIN' : '',
      HandlingCharge: '0',
      PaymentTypeChargeFee: '0',
      TradeDate: trade?.form.MerchantTradeDate ?? '',
      TradeStatus: trade?.paid ? '1' : '0',
      ItemName: trade?.form.ItemName ?? '',
      CustomField1: trade?.form.CustomField1 ?? '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
    };
    answer.CheckMacValue = checkMacValue(answer, keys, 'sha256');
    return new URLSearchParams(answer).toString();
  });

  fake.url = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return fake;
}

/**
 * 產生訂單 (AioCheckOut V5) parameters: MerchantID String(10); MerchantTradeNo String(20) letters and digits,
 * unique; MerchantTradeDate yyyy/MM/dd HH:mm:ss; PaymentType 'aio'; TotalAmount an integer (TWD, no
 * decimals), above 0; TradeDesc String(200); ItemName String(400), items split by '#'; ReturnURL String(200);
 * ChoosePayment one of ECPay's; EncryptType 1 (SHA256); ATM: ExpireDate 1–60 days, PaymentInfoURL String(200).
 */
function aioRefusalOf(
  p: Record<string, string>,
  merchantId: string,
  keys: { hashKey: string; hashIv: string },
  trades: Map<string, FakeAtmTrade>,
): string | null {
  if (p.EncryptType !== '1') return 'EncryptType Error';
  if (!isCheckMacValueValid(p, keys, 'sha256')) return 'CheckMacValue Error';
  if (!p.MerchantID || p.MerchantID.length > 10 || p.MerchantID !== merchantId) return 'MerchantID Error';
  if (!/^[0-9A-Za-z]{1,20}$/.test(p.MerchantTradeNo ?? '')) return 'MerchantTradeNo Error';
  if (trades.has(p.MerchantTradeNo ?? '')) return 'MerchantTradeNo Duplicate';
  if (!TRADE_DATE.test(p.MerchantTradeDate ?? '')) return 'MerchantTradeDate Error';
  if (p.PaymentType !== 'aio') return 'PaymentType Error';
  if (!/^[1-9]\d*$/.test(p.TotalAmount ?? '')) return 'TotalAmount Error';
  const desc = p.TradeDesc ?? '';
  if (!desc || desc.length > 200) return 'TradeDesc Error';
  const items = p.ItemName ?? '';
  if (!items || items.length > 400) return 'ItemName Error';
  if (!isHttpUrl(p.ReturnURL, 200)) return 'ReturnURL Error';
  if (!CHOOSE_PAYMENTS.includes(p.ChoosePayment ?? '')) return 'ChoosePayment Error';
  if (p.ClientBackURL !== undefined && !isHttpUrl(p.ClientBackURL, 200)) return 'ClientBackURL Error';
  if (p.ChoosePayment === 'ATM') {
    if (p.ExpireDate !== undefined) {
      const days = Number(p.ExpireDate);
      if (!Number.isInteger(days) || days < 1 || days > 60) return 'ExpireDate Error';
    }
    if (p.PaymentInfoURL !== undefined && !isHttpUrl(p.PaymentInfoURL, 200)) return 'PaymentInfoURL Error';
  }
  return null;
}

function isHttpUrl(value: string | undefined, max: number): boolean {
  return !!value && value.length <= max && URL.canParse(value) && /^https?:/.test(value);
}

/** The virtual account's last day, yyyy/MM/dd in Asia/Taipei: `days` days after today. */
function expireDateOf(instant: Date, days: number): string {
  const day = new Date(instant.getTime() + TAIPEI_OFFSET_MS + days * 86_400_000);
  return day.toISOString().slice(0, 10).replaceAll('-', '/');
}

function formatDate(instant: Date): string {
  const iso = new Date(instant.getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
