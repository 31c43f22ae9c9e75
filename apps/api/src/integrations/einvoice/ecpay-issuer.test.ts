import { isCitizenCertificate, isDonationCode, isMobileBarcode, isValidTaxNumber } from '@shop/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptEcpayData, encryptEcpayData, phpUrlEncode } from './ecpay-crypto.ts';
import { createEcpayIssuer } from './ecpay-issuer.ts';
import type { IssueInvoiceRequest } from './invoice-issuer.ts';

// Test keys: 16 characters each, as AES-128 takes them.
const KEYS = { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };
const MERCHANT_ID = '2000132';
const TIMESTAMP_TOLERANCE_S = 600;

interface Issued {
  amount: number;
  allowed: number;
  voided: boolean;
}

/** A local ECPay B2C e-invoice: decrypts Data, checks merchant, timestamp, amounts and carrier rules. */
let fake: FastifyInstance;
let fakeUrl: string;
const invoices = new Map<string, Issued>();
const relateNumbers = new Set<string>();
let lastIssueData: Record<string, unknown> = {};

function reply(data: Record<string, unknown>, transCode = 1) {
  return {
    PlatformID: '',
    MerchantID: MERCHANT_ID,
    RpHeader: { Timestamp: Math.floor(Date.now() / 1000) },
    TransCode: transCode,
    TransMsg: transCode === 1 ? 'Success' : 'Decrypt error',
    Data: transCode === 1 ? encryptEcpayData(data, KEYS) : '',
  };
}

/**
 * ECPay B2C e-invoice API, 開立發票 (/B2CInvoice/Issue): with a CustomerIdentifier (統一編號) and no carrier
 * the invoice is printed (Print=1), and a printed invoice needs CustomerName and CustomerAddr.
 */
function printError(d: Record<string, unknown>): string | null {
  if (d.Print !== '1') return null;
  if (!String(d.CustomerName ?? '').trim()) return 'CustomerName';
  return String(d.CustomerAddr ?? '').trim() ? null : 'CustomerAddr';
}

function carrierError(d: Record<string, unknown>): string | null {
  if (d.Donation === '1') return isDonationCode(String(d.LoveCode)) && d.Print === '0' ? null : 'LoveCode';
  if (d.CustomerIdentifier)
    return isValidTaxNumber(String(d.CustomerIdentifier)) && d.Print === '1' ? null : 'Identifier';
  if (d.CarrierType === '3') return isMobileBarcode(String(d.CarrierNum)) ? null : 'CarrierNum';
  if (d.CarrierType === '2') return isCitizenCertificate(String(d.CarrierNum)) ? null : 'CarrierNum';
  return d.CarrierType === '1' ? null : 'CarrierType';
}

beforeAll(async () => {
  fake = Fastify();
  fake.addHook('preHandler', async (request) => {
    const body = request.body as { MerchantID: string; RqHeader: { Timestamp: number }; Data: string };
    let data: Record<string, unknown>;
    try {
      data = decryptEcpayData(body.Data, KEYS) as Record<string, unknown>;
    } catch {
      return reply({}, 0);
    }
    if (body.MerchantID !== MERCHANT_ID || data.MerchantID !== MERCHANT_ID) return reply({}, 0);
    if (Math.abs(body.RqHeader.Timestamp - Date.now() / 1000) > TIMESTAMP_TOLERANCE_S) return reply({}, 0);
    (request as unknown as { data: Record<string, unknown> }).data = data;
  });
  const dataOf = (request: unknown) => (request as { data: Record<string, unknown> }).data;
  fake.post('/B2CInvoice/Issue', async (request) => {
    const d = dataOf(request);
    lastIssueData = d;
    const items = d.Items as { ItemAmount: number; ItemPrice: number; ItemCount: number }[];
    if (items.some((i) => i.ItemAmount !== i.ItemPrice * i.ItemCount))
      return reply({ RtnCode: 1200, RtnMsg: 'ItemAmount' });
    if (items.reduce((s, i) => s + i.ItemAmount, 0) !== d.SalesAmount)
      return reply({ RtnCode: 1200, RtnMsg: 'SalesAmount' });
    const error = carrierError(d) ?? printError(d);
    if (error) return reply({ RtnCode: 1200, RtnMsg: error });
    if (relateNumbers.has(String(d.RelateNumber)))
      return reply({ RtnCode: 4000003, RtnMsg: 'RelateNumber exists' });
    relateNumbers.add(String(d.RelateNumber));
    const invoiceNo = `UV${String(10_000_000 + invoices.size)}`;
    invoices.set(invoiceNo, { amount: Number(d.SalesAmount), allowed: 0, voided: false });
    return reply({
      RtnCode: 1,
      RtnMsg: '開立發票成功',
      InvoiceNo: invoiceNo,
      InvoiceDate: '2026-11-24 10:00:00',
      RandomNumber: '6868',
    });
  });
  fake.post('/B2CInvoice/Invalid', async (request) => {
    const d = dataOf(request);
    const invoice = invoices.get(String(d.InvoiceNo));
    if (!invoice || invoice.voided || !d.Reason) return reply({ RtnCode: 1600003, RtnMsg: 'cannot void' });
    invoice.voided = true;
    return reply({ RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: d.InvoiceNo });
  });
  // ECPay B2C e-invoice API, 開立折讓 (/B2CInvoice/Allowance): InvoiceNo, InvoiceDate (yyyy-MM-dd),
  // AllowanceNotify (S, E, A or N), AllowanceAmount and Items whose ItemAmount = ItemPrice × ItemCount
  // add up to it; at most the invoice's amount minus the allowances already issued.
  fake.post('/B2CInvoice/Allowance', async (request) => {
    const d = dataOf(request);
    const invoice = invoices.get(String(d.InvoiceNo));
    const amount = Number(d.AllowanceAmount);
    const items = (d.Items ?? []) as {
      ItemName?: string;
      ItemAmount: number;
      ItemPrice: number;
      ItemCount: number;
    }[];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(d.InvoiceDate ?? '')))
      return reply({ RtnCode: 1200, RtnMsg: 'InvoiceDate' });
    if (!['S', 'E', 'A', 'N'].includes(String(d.AllowanceNotify)))
      return reply({ RtnCode: 1200, RtnMsg: 'AllowanceNotify' });
    if (
      items.length === 0 ||
      items.some((i) => !i.ItemName || i.ItemAmount !== i.ItemPrice * i.ItemCount) ||
      items.reduce((sum, i) => sum + i.ItemAmount, 0) !== amount
    )
      return reply({ RtnCode: 1200, RtnMsg: 'Items' });
    if (!invoice || invoice.voided || invoice.allowed + amount > invoice.amount)
      return reply({ RtnCode: 2000034, RtnMsg: 'allowance refused' });
    invoice.allowed += amount;
    return reply({
      RtnCode: 1,
      RtnMsg: '成功',
      IA_Allow_No: `2026112400000${invoice.allowed}`,
      IA_Invoice_No: d.InvoiceNo,
    });
  });
  fakeUrl = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => fake?.close());
beforeEach(() => {
  invoices.clear();
  relateNumbers.clear();
});

const issuer = (overrides: Partial<typeof KEYS & { merchantId: string }> = {}) =>
  createEcpayIssuer({ apiUrl: fakeUrl, merchantId: MERCHANT_ID, ...KEYS, ...overrides });

const request = (
  buyer: Partial<IssueInvoiceRequest['buyer']>,
  orderSn = 'MR261124-01Z0ZJNRVA',
): IssueInvoiceRequest => ({
  orderSn,
  amount: 1780,
  lines: [
    { name: '煥膚精華 30ml', quantity: 2, price: 640 },
    { name: '保濕乳', quantity: 1, price: 500 },
  ],
  buyer: {
    invoiceType: 'member',
    name: '林小安',
    email: 'a@example.com',
    mobile: '0912000000',
    address: '',
    ...buyer,
  },
});

describe('ECPay B2C e-invoice adapter', () => {
  it('encrypts as ECPay does: PHP urlencode, AES-128-CBC, base64; decrypts back', () => {
    expect(phpUrlEncode("a b!'()*~/中")).toBe('a+b%21%27%28%29%2A%7E%2F%E4%B8%AD');
    const data = { InvoiceNo: 'UV10000000', Reason: '訂單取消 (customer)' };
    expect(decryptEcpayData(encryptEcpayData(data, KEYS), KEYS)).toEqual(data);
  });

  it('issues with the member carrier, then voids', async () => {
    const issued = await issuer().issue(request({}));
    expect(issued).toEqual({
      invoiceNumber: 'UV10000000',
      randomNumber: '6868',
      issuedAt: new Date('2026-11-24T10:00:00+08:00'),
    });
    expect(lastIssueData).toMatchObject({
      RelateNumber: 'MR26112401Z0ZJNRVA',
      CarrierType: '1',
      Print: '0',
      SalesAmount: 1780,
    });
    await issuer().void({ ...issued, reason: '訂單取消' });
    expect(invoices.get('UV10000000')?.voided).toBe(true);
    await expect(issuer().void({ ...issued, reason: '訂單取消' })).rejects.toThrow(/1600003/);
  });

  it('mobile barcode, donation and company buyers are sent the way ECPay checks them', async () => {
    await issuer().issue(request({ invoiceType: 'mobile', carrierNum: '/ABC+1.-' }, 'MR1'));
    expect(lastIssueData).toMatchObject({ CarrierType: '3', CarrierNum: '/ABC+1.-' });
    await issuer().issue(request({ invoiceType: 'donate', donateCode: '8585' }, 'MR2'));
    expect(lastIssueData).toMatchObject({ Donation: '1', LoveCode: '8585', CarrierType: '' });
    const company = {
      invoiceType: 'company',
      taxNumber: '53128701',
      title: '米瑞法生技股份有限公司',
    } as const;
    // A printed invoice without an address was sent before and ECPay refuses it.
    await expect(issuer().issue(request(company, 'MR3'))).rejects.toThrow(/1200 CustomerAddr/);
    await issuer().issue(request({ ...company, address: '106台北市大安區復興南路一段390號' }, 'MR5'));
    expect(lastIssueData).toMatchObject({
      CustomerIdentifier: '53128701',
      CustomerName: '米瑞法生技股份有限公司',
      CustomerAddr: '106台北市大安區復興南路一段390號',
      Print: '1',
    });
    await expect(
      issuer().issue(request({ invoiceType: 'mobile', carrierNum: '/abc' }, 'MR4')),
    ).rejects.toThrow(/CarrierNum/);
  });

  it('an allowance whose items do not add up to its amount is refused', async () => {
    const issued = await issuer().issue(request({ invoiceType: 'member' }));
    await expect(
      issuer().allowance({ ...issued, amount: 500, lines: [{ name: '部分退款', quantity: 1, price: 400 }] }),
    ).rejects.toThrow(/1200 Items/);
    await expect(issuer().allowance({ ...issued, amount: 0, lines: [] })).rejects.toThrow(/1200 Items/);
  });

  it('one invoice per order number; allowances up to the amount', async () => {
    const issued = await issuer().issue(request({}));
    await expect(issuer().issue(request({}))).rejects.toThrow(/4000003/);
    const lines = [{ name: '保濕乳', quantity: 1, price: 500 }];
    expect(await issuer().allowance({ ...issued, amount: 500, lines })).toBe('2026112400000500');
    await expect(
      issuer().allowance({ ...issued, amount: 1281, lines: [{ name: '保濕乳', quantity: 1, price: 1281 }] }),
    ).rejects.toThrow(/2000034/);
  });

  it('wrong keys or merchant are refused before anything is issued', async () => {
    await expect(issuer({ hashKey: 'AAAAAAAAAAAAAAAA' }).issue(request({}))).rejects.toThrow(
      /refused the request/,
    );
    await expect(issuer({ merchantId: '3002607' }).issue(request({}))).rejects.toThrow(/refused the request/);
    expect(invoices.size).toBe(0);
  });
});
