import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkMacValue, isCheckMacValueValid } from './check-mac-value.ts';
import { createEcpayLogistics, parseStoreMapReply } from './ecpay-logistics.ts';

const KEYS = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' };
const MERCHANT_ID = '2000933';
const STORES = new Set(['131386', '201001']);

/** A local ECPay Express/Create: CheckMacValue (MD5), merchant, store, amounts, one shipment per trade number. */
let fake: FastifyInstance;
let fakeUrl: string;
const tradeNumbers = new Set<string>();
let tamperAnswer = false;
let lastParams: Record<string, string> = {};

beforeAll(async () => {
  fake = Fastify();
  fake.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  fake.post('/Express/Create', async (request, reply) => {
    const p = request.body as Record<string, string>;
    lastParams = p;
    reply.type('text/plain');
    if (!isCheckMacValueValid(p, KEYS, 'md5')) return '0|CheckMacValue Error';
    if (p.MerchantID !== MERCHANT_ID) return '0|MerchantID Error';
    if (p.LogisticsType !== 'CVS' || p.LogisticsSubType !== 'UNIMARTC2C') return '0|LogisticsSubType Error';
    if (!STORES.has(p.ReceiverStoreID ?? '')) return '0|ReceiverStoreID Error';
    if (!/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/.test(p.MerchantTradeDate ?? ''))
      return '0|MerchantTradeDate Error';
    const collect = Number(p.CollectionAmount);
    if ((p.IsCollection === 'Y') !== collect > 0 || collect > Number(p.GoodsAmount))
      return '0|CollectionAmount Error';
    if (tradeNumbers.has(p.MerchantTradeNo ?? '')) return '0|MerchantTradeNo Duplicate';
    tradeNumbers.add(p.MerchantTradeNo ?? '');
    const answer: Record<string, string> = {
      MerchantID: MERCHANT_ID,
      MerchantTradeNo: p.MerchantTradeNo ?? '',
      RtnCode: '300',
      RtnMsg: '訂單處理中(已收到訂單資料)',
      AllPayLogisticsID: '1718546',
      CVSPaymentNo: 'C9766546',
      CVSValidationNo: '9953',
    };
    answer.CheckMacValue = tamperAnswer ? 'A'.repeat(32) : checkMacValue(answer, KEYS, 'md5');
    return `1|${new URLSearchParams(answer).toString()}`;
  });
  fakeUrl = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => fake?.close());
beforeEach(() => {
  tradeNumbers.clear();
  tamperAnswer = false;
});

const logistics = (overrides: Partial<typeof KEYS> = {}) =>
  createEcpayLogistics(
    {
      apiUrl: fakeUrl,
      merchantId: MERCHANT_ID,
      ...KEYS,
      ...overrides,
      senderName: '米瑞法',
      senderMobile: '0912000000',
      serverReplyUrl: 'https://shop.example.test/logistics/reply',
    },
    () => new Date('2026-11-24T02:05:09Z'),
  );
const shipment = {
  orderSn: 'MR261124-01Z0ZJNRVA',
  goodsAmount: 1780,
  collectAmount: 1780,
  goodsName: '米瑞法保養品',
  receiverName: '林小安',
  receiverMobile: '0912000000',
  storeId: '131386',
};

describe('ECPay CheckMacValue', () => {
  it("matches ECPay's documented example (SHA256)", () => {
    const params = {
      ChoosePayment: 'ALL',
      EncryptType: '1',
      ItemName: 'Apple iphone 15',
      MerchantID: '3002607',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      PaymentType: 'aio',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      TotalAmount: '30000',
      TradeDesc: '促銷方案',
    };
    expect(checkMacValue(params, { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' }, 'sha256')).toBe(
      '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840',
    );
  });

  it('changes with any parameter and ignores parameter order and the CheckMacValue field', () => {
    const a = checkMacValue({ B: '1', a: '2' }, KEYS, 'md5');
    expect(a).toMatch(/^[0-9A-F]{32}$/);
    expect(checkMacValue({ a: '2', B: '1', CheckMacValue: 'x' }, KEYS, 'md5')).toBe(a);
    expect(checkMacValue({ B: '1', a: '3' }, KEYS, 'md5')).not.toBe(a);
  });
});

describe('ECPay logistics adapter (7-ELEVEN 交貨便)', () => {
  it('creates a shipment with cash on pickup and answers the pickup number', async () => {
    expect(await logistics().createShipment(shipment)).toEqual({
      logisticsId: '1718546',
      pickupNumber: 'C97665469953',
    });
    expect(lastParams).toMatchObject({
      MerchantTradeNo: 'MR26112401Z0ZJNRVA',
      MerchantTradeDate: '2026/11/24 10:05:09',
      IsCollection: 'Y',
      CollectionAmount: '1780',
    });
  });

  it('refusals: wrong key, unknown store, duplicate order, and an answer with a forged CheckMacValue', async () => {
    await expect(logistics({ hashKey: 'XXXXXXXXXXXXXXXX' }).createShipment(shipment)).rejects.toThrow(
      /CheckMacValue Error/,
    );
    await expect(logistics().createShipment({ ...shipment, storeId: '999999' })).rejects.toThrow(
      /ReceiverStoreID/,
    );
    await logistics().createShipment({ ...shipment, collectAmount: 0 });
    expect(lastParams.IsCollection).toBe('N');
    await expect(logistics().createShipment(shipment)).rejects.toThrow(/Duplicate/);
    tamperAnswer = true;
    await expect(logistics().createShipment({ ...shipment, orderSn: 'MR2' })).rejects.toThrow(
      /failed its CheckMacValue/,
    );
  });

  it('store map form and the store posted back', () => {
    const form = logistics().storeMapForm({
      replyUrl: 'https://shop.example.test/map-reply',
      collect: true,
      state: 's1',
    });
    expect(form).toEqual({
      action: `${fakeUrl}/Express/map`,
      fields: {
        MerchantID: MERCHANT_ID,
        LogisticsType: 'CVS',
        LogisticsSubType: 'UNIMARTC2C',
        IsCollection: 'Y',
        ServerReplyURL: 'https://shop.example.test/map-reply',
        ExtraData: 's1',
        Device: '0',
      },
    });
    expect(
      parseStoreMapReply({
        CVSStoreID: '131386',
        CVSStoreName: '建盛門市',
        CVSAddress: '台北市內湖區',
        ExtraData: 's1',
      }),
    ).toEqual({ storeId: '131386', storeName: '建盛門市', address: '台北市內湖區', state: 's1' });
  });
});
