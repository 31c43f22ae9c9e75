import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardholderRefusal, startTapPayFake, type TapPayFake } from '../../../test/tappay-fake.ts';
import { cardholderOf, createTapPayProvider } from './tappay.ts';

const PARTNER_KEY = 'partner_6ID1DoDlaPrfHw6HBZsULfTYtDmWs0q0ZZGKMBpp4YICWBxgK97eK3RM';
const MERCHANT_ID = 'mireva_CTBC';

let fake: TapPayFake;
let fakeUrl: string;
let trades: TapPayFake['trades'];

beforeAll(async () => {
  fake = await startTapPayFake(PARTNER_KEY, MERCHANT_ID, { instalments: [3, 6] });
  fakeUrl = fake.url;
  trades = fake.trades;
});
afterAll(() => fake?.close());
beforeEach(() => {
  trades.clear();
});

const config = {
  apiUrl: '',
  partnerKey: PARTNER_KEY,
  merchantId: MERCHANT_ID,
  appId: '11327',
  appKey: 'app_key',
  sdkUrl: 'https://js.tappaysdk.com/sdk/tpdirect/v5.19.2',
  applePay: null,
  googlePay: null,
  instalments: [3, 6] as readonly number[],
  jkoMerchantId: null,
};
const provider = (overrides: Partial<typeof config> = {}) =>
  createTapPayProvider({ ...config, apiUrl: fakeUrl, ...overrides });
const request = (prime: string) => ({
  paymentRef: 'PAYREF9',
  orderSn: 'MR261124-01Z0ZJNRVA',
  amount: 1280,
  lines: [{ name: '煥膚精華', quantity: 2, price: 640 }],
  confirmUrl: 'https://shop.example.test/x',
  cancelUrl: 'https://shop.example.test/y',
  prime,
  buyer: { name: '林小安', mobile: '0912000000', email: 'tier0@demo.example.com' },
});

describe('TapPay card installments', () => {
  it('sends the installments the merchant has; the fake refuses one its bank has not enabled', async () => {
    const paid = await provider().start({ ...request('test_prime_i3'), instalment: 3 });
    expect(paid.kind).toBe('paid');
    const id = paid.kind === 'paid' ? paid.providerTransactionId : '';
    expect(trades.get(id)).toMatchObject({ amount: 1280, instalment: 3 });
    // Not in the shop's setting: not even sent.
    expect(await provider().start({ ...request('test_prime_i12'), instalment: 12 })).toEqual({
      kind: 'failed',
      reason: 'instalment 12 not offered',
    });
    // The shop lists 12 but the bank did not enable it: TapPay refuses.
    expect(
      await provider({ instalments: [3, 6, 12] }).start({ ...request('test_prime_i12b'), instalment: 12 }),
    ).toEqual({ kind: 'failed', reason: '10010 Instalment not enabled for this merchant' });
    // At once: instalment 0, stored as nothing.
    const once = await provider().start(request('test_prime_i0'));
    expect(trades.get(once.kind === 'paid' ? once.providerTransactionId : '')?.instalment).toBeUndefined();
  });
});

describe('TapPay pay-by-prime adapter', () => {
  it('pays with a prime, confirms the trade and amount, refunds it', async () => {
    const paid = await provider().start(request('test_prime_1'));
    expect(paid).toEqual({ kind: 'paid', providerTransactionId: 'D0000000000000000001' });
    expect(trades.get('D0000000000000000001')).toEqual({
      amount: 1280,
      refunded: 0,
      order_number: 'PAYREF9',
      record_status: 1,
    });
    const confirm = (amount: number) =>
      provider().confirm({ paymentRef: 'PAYREF9', providerTransactionId: 'D0000000000000000001', amount });
    expect(await confirm(1280)).toEqual({ ok: true, providerTransactionId: 'D0000000000000000001' });
    expect(await confirm(1)).toEqual({ ok: false, reason: 'amount differs' });
    // TapPay's record of another order's trade does not pay this one (the card path once took any trade).
    expect(
      await provider().confirm({
        paymentRef: 'PAYREF-OTHER',
        providerTransactionId: 'D0000000000000000001',
        amount: 1280,
      }),
    ).toEqual({ ok: false, reason: 'another order number' });
    await provider().refund({
      paymentRef: 'PAYREF9',
      providerTransactionId: 'D0000000000000000001',
      amount: 1280,
    });
    expect(trades.get('D0000000000000000001')?.refunded).toBe(1280);
    await expect(
      provider().refund({ paymentRef: 'PAYREF9', providerTransactionId: 'D0000000000000000001', amount: 1 }),
    ).rejects.toThrow(/10021/);
  });

  it('a prime works once; a wrong partner key or no prime pays nothing', async () => {
    expect((await provider().start(request('test_prime_2'))).kind).toBe('paid');
    expect(await provider().start(request('test_prime_2'))).toEqual({
      kind: 'failed',
      reason: '121 Invalid prime',
    });
    expect(await provider({ partnerKey: 'partner_wrong' }).start(request('test_prime_3'))).toEqual({
      kind: 'failed',
      reason: '4 Partner key error',
    });
    expect(await provider().start({ ...request(''), prime: undefined })).toEqual({
      kind: 'failed',
      reason: 'no prime',
    });
    expect(trades.size).toBe(1);
  });

  it('a prime of a declined card pays nothing and says why', async () => {
    expect(await provider().start(request('test_declined_1'))).toEqual({
      kind: 'failed',
      reason: '10003 Card Error',
    });
    expect(trades.size).toBe(0);
  });

  it('serves the browser SDK fake with the TPDirect surface the checkout uses', async () => {
    const res = await fetch(`${fakeUrl}/sdk.js`);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const source = await res.text();
    for (const name of ['setupSDK', 'setup(', 'onUpdate', 'getTappayFieldsStatus', 'getPrime'])
      expect(source).toContain(name);
  });

  it('sends the cardholder phone in E.164 (Taiwan +886, Hong Kong +852), as TapPay requires', async () => {
    // The old adapter sent '0912000000' and the fake refuses it like TapPay.
    expect((await provider().start(request('test_prime_e164'))).kind).toBe('paid');
    expect(cardholderOf({ name: 'Amy Chan', mobile: '9123 4567', email: 'a@b.example' }).phone_number).toBe(
      '+85291234567',
    );
    expect(cardholderOf({ name: '林小安', mobile: '0912000000', email: 'a@b.example' })).toEqual({
      phone_number: '+886912000000',
      name: '林小安',
      email: 'a@b.example',
    });
  });

  it('the fake refuses a cardholder without e-mail, name or an E.164 phone, and nothing is charged', async () => {
    const buyer = { name: '林小安', mobile: '0912000000', email: '' };
    expect(await provider().start({ ...request('test_prime_noemail'), buyer })).toEqual({
      kind: 'failed',
      reason: '2 Invalid arguments : cardholder.email',
    });
    expect(cardholderRefusal({ phone_number: '0912000000', name: 'x', email: 'a@b.example' })).toEqual({
      status: 2,
      msg: 'Invalid arguments : cardholder.phone_number',
    });
    expect(cardholderRefusal({ phone_number: '+886912000000', name: ' ', email: 'a@b.example' })?.msg).toBe(
      'Invalid arguments : cardholder.name',
    );
    expect(trades.size).toBe(0);
  });

  it('a forged trade id is not confirmed', async () => {
    expect(
      await provider().confirm({ paymentRef: 'x', providerTransactionId: 'D999', amount: 1280 }),
    ).toEqual({
      ok: false,
      reason: 'trade not found',
    });
  });
});
