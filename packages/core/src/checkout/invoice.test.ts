import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutValidationMessages as m } from '../messages/checkout.ts';
import {
  invoiceFactsOf,
  isCitizenCertificate,
  isDonationCode,
  isMobileBarcode,
  isValidTaxNumber,
  validateInvoiceChoice,
} from './invoice.ts';

const digit = fc.integer({ min: 0, max: 9 });
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const validCount = (prefix: string) =>
  Array.from({ length: 10 }, (_, d) => `${prefix}${d}`).filter(isValidTaxNumber).length;

describe('統一編號 checksum', () => {
  it('accepts known numbers, including ones valid only through the seventh-digit-7 rule', () => {
    // 04595257: sum 20. 10458575: sum 29, seventh digit 7, valid through (sum + 1) % 5.
    for (const n of ['04595257', '22099131', '10458575', '10458574', '12345675'])
      expect(isValidTaxNumber(n)).toBe(true);
  });

  it('refuses wrong checksums and non-8-digit values', () => {
    for (const n of ['04595258', '22099132', '12345678', '1234567', '123456789', 'A2345675', '', ' 4595257'])
      expect(isValidTaxNumber(n)).toBe(false);
  });

  it('property: with a seventh digit other than 7, exactly two last digits complete a valid number', () => {
    fc.assert(
      fc.property(
        digits(6),
        digit.filter((d) => d !== 7),
        (head, seventh) => {
          expect(validCount(`${head}${seventh}`)).toBe(2);
        },
      ),
    );
  });

  it('property: with a seventh digit of 7, exactly four last digits are valid (sum or sum + 1)', () => {
    fc.assert(
      fc.property(digits(6), (head) => {
        expect(validCount(`${head}7`)).toBe(4);
      }),
    );
  });

  it('property: the weighted digit-sum definition holds for every 8-digit string', () => {
    const weights = [1, 2, 1, 2, 1, 2, 4, 1];
    fc.assert(
      fc.property(digits(8), (n) => {
        const sum = [...n].reduce((s, c, i) => {
          const p = Number(c) * (weights[i] ?? 0);
          return s + Math.floor(p / 10) + (p % 10);
        }, 0);
        const expected = sum % 5 === 0 || (n[6] === '7' && (sum + 1) % 5 === 0);
        expect(isValidTaxNumber(n)).toBe(expected);
      }),
    );
  });

  it('property: anything that is not eight digits is refused', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d{8}$/.test(s)),
        (s) => !isValidTaxNumber(s),
      ),
    );
  });
});

describe('carrier and donation formats', () => {
  it('mobile barcode: slash and seven of 0-9 A-Z . + -', () => {
    expect(isMobileBarcode('/ABC+1.-')).toBe(true);
    expect(isMobileBarcode('/AB12345')).toBe(true);
    expect(isMobileBarcode('/ab12345')).toBe(false);
    expect(isMobileBarcode('AB123456')).toBe(false);
    expect(isMobileBarcode('/AB1234')).toBe(false);
    expect(isMobileBarcode('/AB123456')).toBe(false);
  });

  it('citizen certificate: two capitals and fourteen digits', () => {
    expect(isCitizenCertificate('AB12345678901234')).toBe(true);
    expect(isCitizenCertificate('Ab12345678901234')).toBe(false);
    expect(isCitizenCertificate('AB1234567890123')).toBe(false);
  });

  it('donation code: three to seven digits', () => {
    expect(isDonationCode('123')).toBe(true);
    expect(isDonationCode('8585')).toBe(true);
    expect(isDonationCode('1234567')).toBe(true);
    expect(isDonationCode('12')).toBe(false);
    expect(isDonationCode('12345678')).toBe(false);
    expect(isDonationCode('12a4')).toBe(false);
  });
});

describe('validateInvoiceChoice', () => {
  it('member carrier needs nothing', () => {
    expect(validateInvoiceChoice({ invoice_type: 'member' })).toEqual({});
  });

  it('puts each message on its field', () => {
    expect(validateInvoiceChoice({ invoice_type: 'mobile', carrier_num: '/abc' })).toEqual({
      carrier_num: m.mobileBarcodeInvalid,
    });
    expect(validateInvoiceChoice({ invoice_type: 'citizen', carrier_num: 'A1' })).toEqual({
      carrier_num: m.citizenCertificateInvalid,
    });
    expect(validateInvoiceChoice({ invoice_type: 'donate', donate_code: '1' })).toEqual({
      donate_code: m.donationCodeInvalid,
    });
    expect(validateInvoiceChoice({ invoice_type: 'company' })).toEqual({
      tax_number: m.taxNumberRequired,
      invoice_title: m.invoiceTitleRequired,
    });
    expect(
      validateInvoiceChoice({ invoice_type: 'company', tax_number: '12345678', invoice_title: '米瑞法' }),
    ).toEqual({
      tax_number: m.taxNumberInvalid,
    });
  });

  it('accepts a company with a valid number and title', () => {
    expect(
      validateInvoiceChoice({ invoice_type: 'company', tax_number: '22099131', invoice_title: '台積電' }),
    ).toEqual({});
  });

  it('the wording is the catalogue text', () => {
    expect(m.donationCodeInvalid).toBe('捐贈碼格式錯誤，請輸入 3 至 7 碼數字');
    expect(m.taxNumberInvalid).toBe('統一編號格式錯誤，請確認 8 碼數字是否正確');
  });
});

describe('invoiceFactsOf: the type and only its own fields', () => {
  const every = {
    carrier_num: '/ABC1234',
    donate_code: '919',
    tax_number: '22099131',
    invoice_title: '米瑞',
  };
  it('會員載具 shows no 919 nor a barcode', () => {
    expect(invoiceFactsOf('member', every)).toEqual([['發票類型', '會員載具']]);
  });
  it('公司戶 shows its 統一編號 and 抬頭, not the barcode typed earlier', () => {
    expect(invoiceFactsOf('company', every)).toEqual([
      ['發票類型', '公司戶發票（統一編號）'],
      ['統一編號', '22099131'],
      ['發票抬頭', '米瑞'],
    ]);
  });
  it('手機條碼 and 捐贈 show their own code', () => {
    expect(invoiceFactsOf('mobile', every)).toEqual([
      ['發票類型', '手機條碼載具'],
      ['手機條碼', '/ABC1234'],
    ]);
    expect(invoiceFactsOf('donate', every)).toEqual([
      ['發票類型', '捐贈發票'],
      ['愛心碼', '919'],
    ]);
  });
});
