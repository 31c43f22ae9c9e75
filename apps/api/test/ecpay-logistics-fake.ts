// A local ECPay logistics for 7-ELEVEN (交貨便 UNIMARTC2C, or UNIMART B2C as the merchant's contract says):
// Express/Create checks what ECPay checks: CheckMacValue (MD5), MerchantID, type, store, receiver name,
// trade date, amounts, and one shipment per MerchantTradeNo; its answers carry their own CheckMacValue,
// like ECPay's. Express/map checks the map form's required fields and formats and answers a page whose
// stores post the choice to the form's ServerReplyURL, as ECPay's map does.
import { isParcelReceiverName } from '@shop/core';
import Fastify from 'fastify';
import { checkMacValue, isCheckMacValueValid } from '../src/integrations/logistics/index.ts';

export interface EcpayLogisticsFake {
  url: string;
  /** MerchantTradeNo values that already have a shipment. */
  tradeNumbers: Set<string>;
  /** Every form posted to Express/Create, accepted or not. */
  requests: Record<string, string>[];
  /** Answer with a forged CheckMacValue. */
  tamperAnswer: boolean;
  /** Every form posted to Express/map, accepted or not. */
  mapRequests: Record<string, string>[];
  /**
   * What ECPay's map posts to the ServerReplyURL of an accepted map form when the shopper picks `store`
   * (the map page's form for it holds the same fields).
   */
  mapReply(form: Record<string, string>, store: FakeMapStore): Record<string, string>;
  close(): Promise<void>;
}

export interface FakeMapStore {
  id: string;
  name: string;
  address: string;
}

export const FAKE_LOGISTICS_ANSWER = {
  AllPayLogisticsID: '1718546',
  CVSPaymentNo: 'C9766546',
  CVSValidationNo: '9953',
};

export async function startEcpayLogisticsFake(options: {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  stores: readonly string[];
  /** The merchant's 7-ELEVEN service: 交貨便 (default) or B2C. */
  subType?: 'UNIMARTC2C' | 'UNIMART';
  /** The stores its map shows. */
  mapStores?: readonly FakeMapStore[];
}): Promise<EcpayLogisticsFake> {
  const subType = options.subType ?? 'UNIMARTC2C';
  const keys = { hashKey: options.hashKey, hashIv: options.hashIv };
  const stores = new Set(options.stores);
  const app = Fastify();
  const fake: EcpayLogisticsFake = {
    url: '',
    tradeNumbers: new Set(),
    requests: [],
    tamperAnswer: false,
    mapRequests: [],
    mapReply: (form, store) => ({
      MerchantID: form.MerchantID ?? '',
      MerchantTradeNo: form.MerchantTradeNo ?? '',
      LogisticsSubType: form.LogisticsSubType ?? '',
      CVSStoreID: store.id,
      CVSStoreName: store.name,
      CVSAddress: store.address,
      CVSTelephone: '',
      CVSOutSide: '0',
      ExtraData: form.ExtraData ?? '',
    }),
    close: () => app.close(),
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post('/Express/Create', async (request, reply) => {
    const p = request.body as Record<string, string>;
    fake.requests.push(p);
    reply.type('text/plain');
    const refusal = refusalOf(p, options.merchantId, subType, keys, stores, fake.tradeNumbers);
    if (refusal) return `0|${refusal}`;
    fake.tradeNumbers.add(p.MerchantTradeNo ?? '');
    const answer: Record<string, string> = {
      MerchantID: options.merchantId,
      MerchantTradeNo: p.MerchantTradeNo ?? '',
      RtnCode: '300',
      RtnMsg: '訂單處理中(已收到訂單資料)',
      ...FAKE_LOGISTICS_ANSWER,
    };
    answer.CheckMacValue = fake.tamperAnswer ? 'A'.repeat(32) : checkMacValue(answer, keys, 'md5');
    return `1|${new URLSearchParams(answer).toString()}`;
  });
  app.post('/Express/map', async (request, reply) => {
    const form = request.body as Record<string, string>;
    fake.mapRequests.push(form);
    const refusal = mapRefusalOf(form, options.merchantId, subType);
    if (refusal) return reply.code(400).type('text/plain').send(refusal);
    const choices = (options.mapStores ?? []).map((store) => {
      const fields = Object.entries(fake.mapReply(form, store))
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return `<form method="post" action="${escapeHtml(form.ServerReplyURL ?? '')}">${fields}<button type="submit">${escapeHtml(store.name)}門市</button></form>`;
    });
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="zh-Hant"><title>${form.LogisticsSubType?.startsWith('FAMI') ? '全家' : form.LogisticsSubType?.startsWith('HILIFE') ? '萊爾富' : '7-ELEVEN'} 電子地圖</title><body>${choices.join('')}</body></html>`,
      );
  });
  fake.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return fake;
}

function refusalOf(
  p: Record<string, string>,
  merchantId: string,
  subType: string,
  keys: { hashKey: string; hashIv: string },
  stores: Set<string>,
  tradeNumbers: Set<string>,
): string | null {
  if (!isCheckMacValueValid(p, keys, 'md5')) return 'CheckMacValue Error';
  if (p.MerchantID !== merchantId) return 'MerchantID Error';
  // Any chain of the merchant's contract (7-ELEVEN, 全家, 萊爾富 all C2C, or all B2C).
  if (p.LogisticsType !== 'CVS' || !contractOf(subType).includes(p.LogisticsSubType ?? ''))
    return 'LogisticsSubType Error';
  if (!stores.has(p.ReceiverStoreID ?? '')) return 'ReceiverStoreID Error';
  // 全方位物流服務 API 技術文件, 物流訂單建立 (Express/Create), ReceiverName: 2–5 Chinese characters or 4–10
  // English letters, no digits or symbols — the rule checkout applies (isParcelReceiverName).
  if (!isParcelReceiverName(p.ReceiverName ?? '')) return 'ReceiverName Error';
  if (!/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/.test(p.MerchantTradeDate ?? ''))
    return 'MerchantTradeDate Error';
  if (!/^[0-9A-Za-z]{1,20}$/.test(p.MerchantTradeNo ?? '')) return 'MerchantTradeNo Error';
  const goods = Number(p.GoodsAmount);
  if (!Number.isInteger(goods) || goods < 1 || goods > 20_000) return 'GoodsAmount Error';
  const collect = Number(p.CollectionAmount);
  // Cash on pickup collects the goods amount; a paid parcel collects nothing.
  if ((p.IsCollection === 'Y') !== collect > 0 || (collect > 0 && collect !== goods))
    return 'CollectionAmount Error';
  if (tradeNumbers.has(p.MerchantTradeNo ?? '')) return 'MerchantTradeNo Duplicate';
  return null;
}

const B2C_SUB_TYPES = ['FAMI', 'UNIMART', 'UNIMARTFREEZE', 'HILIFE'];
const C2C_SUB_TYPES = ['FAMIC2C', 'UNIMARTC2C', 'HILIFEC2C', 'OKMARTC2C'];

/** The sub-types of the merchant's contract: the B2C ones or the C2C (交貨便 / 店到店) ones. */
function contractOf(subType: string): readonly string[] {
  return B2C_SUB_TYPES.includes(subType) ? B2C_SUB_TYPES : C2C_SUB_TYPES;
}

/**
 * The map form as ECPay's Express/map takes it (developers.ecpay.com.tw ?p=22409, 「Request the e-map of
 * convenience store」, request parameters): MerchantID String(10) required; MerchantTradeNo String(20),
 * letters and digits, optional; LogisticsType required, CVS; LogisticsSubType required, B2C FAMI, UNIMART,
 * UNIMARTFREEZE, HILIFE or C2C FAMIC2C, UNIMARTC2C, HILIFEC2C, OKMARTC2C, only those of the merchant's
 * contract; IsCollection required, Y or N; ServerReplyURL String(200) required; ExtraData String(20);
 * Device 0 (PC) or 1 (mobile).
 */
function mapRefusalOf(p: Record<string, string>, merchantId: string, subType: string): string | null {
  const id = p.MerchantID ?? '';
  if (!id || id.length > 10) return 'MerchantID Error';
  if (id !== merchantId) return 'MerchantID Error';
  if (p.MerchantTradeNo !== undefined && !/^[0-9A-Za-z]{0,20}$/.test(p.MerchantTradeNo))
    return 'MerchantTradeNo Error';
  if (p.LogisticsType !== 'CVS') return 'LogisticsType Error';
  if (!contractOf(subType).includes(p.LogisticsSubType ?? '')) return 'LogisticsSubType Error';
  if (p.IsCollection !== 'Y' && p.IsCollection !== 'N') return 'IsCollection Error';
  const replyUrl = p.ServerReplyURL ?? '';
  if (!replyUrl || replyUrl.length > 200 || !URL.canParse(replyUrl) || !/^https?:/.test(replyUrl))
    return 'ServerReplyURL Error';
  if ((p.ExtraData ?? '').length > 20) return 'ExtraData Error';
  if (p.Device !== undefined && p.Device !== '0' && p.Device !== '1') return 'Device Error';
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
