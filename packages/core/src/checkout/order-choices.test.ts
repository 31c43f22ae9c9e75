import { describe, expect, it } from 'vitest';
import { checkoutValidationMessages, orderErrorMessages } from '../messages/checkout.ts';
import { attemptFor, type OrderChoices, orderChoiceErrors, usableBalance } from './order-choices.ts';

const seven: OrderChoices = {
  ship_method: 'seven',
  recipient: { mobile: '0912345678', store_id: '241234' },
  invoice: { invoice_type: 'member' },
  pay_method: 'sandbox',
};

describe('orderChoiceErrors', () => {
  it('accepts a complete 7-ELEVEN pickup with the member carrier', () => {
    expect(orderChoiceErrors(seven)).toEqual({});
  });

  it('keys each error by the body path the form field has', () => {
    expect(
      orderChoiceErrors({
        ship_method: 'home',
        recipient: { mobile: '0212345678', city: '臺北市', district: '中正區', zipcode: '100', address: ' ' },
        invoice: { invoice_type: 'mobile', carrier_num: '/abc1234' },
        pay_method: 'cod',
      }),
    ).toEqual({
      'recipient.mobile': '請輸入正確的收件人手機號碼',
      'recipient.address': '請填寫完整的收件地址',
      'invoice.carrier_num': checkoutValidationMessages.mobileBarcodeInvalid,
      pay_method: '此付款方式不適用於所選的配送方式',
    });
  });

  it('asks for a store on pickup, an address in Hong Kong, and takes any phone there', () => {
    expect(orderChoiceErrors({ ...seven, recipient: { mobile: '0912345678' } })).toEqual({
      'recipient.store_id': orderErrorMessages.storeRequired,
    });
    expect(
      orderChoiceErrors({
        ...seven,
        ship_method: 'hk',
        recipient: { mobile: '+852 9123 4567', address: '' },
      }),
    ).toEqual({ 'recipient.address': orderErrorMessages.addressRequired });
  });

  it('checks the company invoice with the 統一編號 checksum', () => {
    const company = (tax_number: string) =>
      orderChoiceErrors({
        ...seven,
        // A printed company invoice on a pickup order is mailed to this address (what-providers-accept.md).
        invoice: { invoice_type: 'company', tax_number, invoice_title: '米瑞法', address: '台北市大安區1號' },
      });
    expect(company('04595257')).toEqual({});
    expect(company('04595258')).toEqual({
      'invoice.tax_number': '統一編號格式錯誤，請確認 8 碼數字是否正確',
    });
  });
});

describe('usableBalance', () => {
  it('is bounded by the balance and by what is left after the other deduction', () => {
    expect(usableBalance(680, 1200, 0)).toBe(680);
    expect(usableBalance(680, 1200, 900)).toBe(300);
    expect(usableBalance(null, 1200, 0)).toBe(0);
    expect(usableBalance(100, 50, 80)).toBe(0);
  });
});

describe('attemptFor', () => {
  it('keeps the key while the form state is the same and makes a new one when it changes', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = attemptFor(null, 'a', newKey);
    expect(first).toEqual({ fingerprint: 'a', key: 'key-1' });
    expect(attemptFor(first, 'a', newKey)).toBe(first);
    expect(attemptFor(first, 'b', newKey)).toEqual({ fingerprint: 'b', key: 'key-2' });
  });
});
