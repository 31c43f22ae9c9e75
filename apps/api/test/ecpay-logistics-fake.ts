// A local ECPay logistics Express/Create (7-ELEVEN 交貨便, UNIMARTC2C) that checks what ECPay checks:
// CheckMacValue (MD5), MerchantID, type, store, receiver name, trade date, amounts, and one shipment per
// MerchantTradeNo.
// Its answers carry their own CheckMacValue, like ECPay's.
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
  close(): Promise<void>;
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
}): Promise<EcpayLogisticsFake> {
  const keys = { hashKey: options.hashKey, hashIv: options.hashIv };
  const stores = new Set(options.stores);
  const app = Fastify();
  const fake: EcpayLogisticsFake = {
    url: '',
    tradeNumbers: new Set(),
    requests: [],
    tamperAnswer: false,
    close: () => app.close(),
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post('/Express/Create', async (request, reply) => {
    const p = request.body as Record<string, string>;
    fake.requests.push(p);
    reply.type('text/plain');
    const refusal = refusalOf(p, options.merchantId, keys, stores, fake.tradeNumbers);
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
  fake.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return fake;
}

function refusalOf(
  p: Record<string, string>,
  merchantId: string,
  keys: { hashKey: string; hashIv: string },
  stores: Set<string>,
  tradeNumbers: Set<string>,
): string | null {
  if (!isCheckMacValueValid(p, keys, 'md5')) return 'CheckMacValue Error';
  if (p.MerchantID !== merchantId) return 'MerchantID Error';
  if (p.LogisticsType !== 'CVS' || p.LogisticsSubType !== 'UNIMARTC2C') return 'LogisticsSubType Error';
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
