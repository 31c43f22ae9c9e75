import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EcpayLogisticsFake, startEcpayLogisticsFake } from '../../../test/ecpay-logistics-fake.ts';
import { checkMacValue } from './check-mac-value.ts';
import { createEcpayLogistics } from './ecpay-logistics.ts';
import { readStoreMapReply } from './ecpay-store-map.ts';

const KEYS = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' };
const MERCHANT_ID = '2000933';

let fake: EcpayLogisticsFake;
let fakeUrl: string;
const lastParams = () => fake.requests.at(-1) ?? {};

beforeAll(async () => {
  fake = await startEcpayLogisticsFake({
    merchantId: MERCHANT_ID,
    ...KEYS,
    stores: ['131386', '201001', '006598', '2001'],
  });
  fakeUrl = fake.url;
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.tradeNumbers.clear();
  fake.tamperAnswer = false;
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
  merchantTradeNo: 'MR26112401Z0ZJNRVA',
  goodsAmount: 1780,
  collectAmount: 1780,
  goodsName: '米瑞法保養品',
  receiverName: '林小安',
  receiverMobile: '0912000000',
  chain: 'seven' as const,
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
    expect(lastParams()).toMatchObject({
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
    expect(lastParams().IsCollection).toBe('N');
    await expect(logistics().createShipment(shipment)).rejects.toThrow(/Duplicate/);
    fake.tamperAnswer = true;
    await expect(logistics().createShipment({ ...shipment, merchantTradeNo: 'MR2' })).rejects.toThrow(
      /failed its CheckMacValue/,
    );
  });

  it('a receiver name ECPay refuses (not 2–5 Chinese characters or 4–10 letters) makes no shipment', async () => {
    for (const receiverName of ['林', '林小安林小安', 'Amy', 'Amy Lin 2', '林Amy', '王 小明'])
      await expect(
        logistics().createShipment({ ...shipment, receiverName, merchantTradeNo: `N${receiverName.length}` }),
      ).rejects.toThrow(/ReceiverName Error/);
    await logistics().createShipment({ ...shipment, receiverName: 'Amy Lin', merchantTradeNo: 'NAMEOK' });
    expect(lastParams().ReceiverName).toBe('Amy Lin');
  });

  it('store map form and the store posted back', () => {
    const form = logistics().storeMapForm({
      chain: 'seven',
      replyUrl: 'https://shop.example.test/map-reply',
      collect: true,
      state: 'state-0001',
    });
    expect(form).toEqual({
      action: `${fakeUrl}/Express/map`,
      fields: {
        MerchantID: MERCHANT_ID,
        LogisticsType: 'CVS',
        LogisticsSubType: 'UNIMARTC2C',
        IsCollection: 'Y',
        ServerReplyURL: 'https://shop.example.test/map-reply',
        ExtraData: 'state-0001',
        Device: '0',
      },
    });
    const reply = {
      MerchantID: MERCHANT_ID,
      MerchantTradeNo: '',
      LogisticsSubType: 'UNIMARTC2C',
      CVSStoreID: '131386',
      CVSStoreName: '建盛門市',
      CVSAddress: '台北市內湖區',
      CVSTelephone: '',
      CVSOutSide: '0',
      ExtraData: 'state-0001',
    };
    expect(readStoreMapReply(reply, { merchantId: MERCHANT_ID })).toEqual({
      ok: true,
      choice: {
        chain: 'seven',
        storeId: '131386',
        storeName: '建盛門市',
        address: '台北市內湖區',
        state: 'state-0001',
      },
    });
    for (const [field, value] of [
      ['MerchantID', '2000132'],
      ['LogisticsSubType', 'UNIMART'],
      ['CVSStoreID', '13138'],
      ['CVSStoreName', ''],
      ['CVSAddress', ''],
      ['ExtraData', 'x'],
    ] as const)
      expect(readStoreMapReply({ ...reply, [field]: value }, { merchantId: MERCHANT_ID })).toEqual({
        ok: false,
        reason: field,
      });
  });
});

describe('ECPay logistics adapter (全家 and 萊爾富)', () => {
  it('creates FamilyMart and Hi-Life shipments with the sub-type of the contract, signed and checked', async () => {
    await logistics().createShipment({
      ...shipment,
      chain: 'family',
      storeId: '006598',
      merchantTradeNo: 'FAMI1',
    });
    expect(lastParams()).toMatchObject({
      LogisticsSubType: 'FAMIC2C',
      ReceiverStoreID: '006598',
      IsCollection: 'Y',
    });
    expect(lastParams().CheckMacValue).toBe(checkMacValue(lastParams(), KEYS, 'md5'));
    await logistics().createShipment({
      ...shipment,
      chain: 'hilife',
      storeId: '2001',
      merchantTradeNo: 'HILIFE1',
    });
    expect(lastParams()).toMatchObject({ LogisticsSubType: 'HILIFEC2C', ReceiverStoreID: '2001' });
    // ECPay's receiver-name rule holds for every chain.
    await expect(
      logistics().createShipment({ ...shipment, chain: 'family', storeId: '006598', receiverName: '林' }),
    ).rejects.toThrow(/ReceiverName Error/);
  });

  it("opens each chain's map and reads the chain back from the sub-type", () => {
    for (const [chain, subType] of [
      ['family', 'FAMIC2C'],
      ['hilife', 'HILIFEC2C'],
    ] as const) {
      const form = logistics().storeMapForm({
        chain,
        replyUrl: 'https://shop.example.test/r',
        collect: false,
        state: 'state-0002',
      });
      expect(form?.fields.LogisticsSubType).toBe(subType);
    }
    const reply = {
      MerchantID: MERCHANT_ID,
      LogisticsSubType: 'FAMIC2C',
      CVSStoreID: '006598',
      CVSStoreName: '全家米瑞店',
      CVSAddress: '台北市中正區',
      ExtraData: 'state-0002',
    };
    expect(readStoreMapReply(reply, { merchantId: MERCHANT_ID })).toMatchObject({
      ok: true,
      choice: { chain: 'family', storeId: '006598' },
    });
    expect(
      readStoreMapReply(
        { ...reply, LogisticsSubType: 'HILIFEC2C', CVSStoreID: '2001' },
        { merchantId: MERCHANT_ID },
      ),
    ).toMatchObject({ ok: true, choice: { chain: 'hilife', storeId: '2001' } });
    // A B2C sub-type is not of a 交貨便 merchant's contract; a Hi-Life id has 4 digits.
    expect(readStoreMapReply({ ...reply, LogisticsSubType: 'FAMI' }, { merchantId: MERCHANT_ID })).toEqual({
      ok: false,
      reason: 'LogisticsSubType',
    });
    expect(
      readStoreMapReply(
        { ...reply, LogisticsSubType: 'HILIFEC2C', CVSStoreID: '006598' },
        { merchantId: MERCHANT_ID },
      ),
    ).toEqual({ ok: false, reason: 'CVSStoreID' });
  });
});
