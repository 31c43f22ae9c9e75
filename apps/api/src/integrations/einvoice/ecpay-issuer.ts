// ECPay B2C e-invoice (v3 JSON API): Issue, Invalid and Allowance, each a POST of
// { MerchantID, RqHeader: { Timestamp }, Data: encrypted } answered with { TransCode, Data: encrypted }.
import type { InvoiceType } from '@shop/core';
import { decryptEcpayData, type EcpayKeys, encryptEcpayData } from './ecpay-crypto.ts';
import {
  type InvoiceIssuer,
  InvoiceIssuerError,
  type InvoiceLine,
  type IssuedInvoice,
  type IssueInvoiceRequest,
} from './invoice-issuer.ts';

export const ECPAY_EINVOICE_STAGE_URL = 'https://einvoice-stage.ecpay.com.tw';
const ECPAY_TIMEOUT_MS = 20_000;
const TRANS_SUCCESS = 1;
const RTN_SUCCESS = 1;
const MS_PER_SECOND = 1000;

export interface EcpayInvoiceConfig extends EcpayKeys {
  apiUrl: string;
  merchantId: string;
}

/** ECPay CarrierType: '' none (paper or donation), 1 ECPay's member carrier, 2 citizen certificate, 3 mobile barcode. */
const CARRIER_TYPE: Record<InvoiceType, string> = {
  member: '1',
  citizen: '2',
  mobile: '3',
  donate: '',
  company: '',
};

function items(lines: readonly InvoiceLine[]) {
  return lines.map((line, i) => ({
    ItemSeq: i + 1,
    ItemName: line.name,
    ItemCount: line.quantity,
    ItemWord: '件',
    ItemPrice: line.price,
    ItemTaxType: '1',
    ItemAmount: line.price * line.quantity,
  }));
}

/** InvoiceDate as ECPay writes it: yyyy-MM-dd HH:mm:ss in Taipei time. */
function ecpayDate(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(at);
}

export function issueData(merchantId: string, request: IssueInvoiceRequest) {
  const { buyer } = request;
  const company = buyer.invoiceType === 'company';
  const donate = buyer.invoiceType === 'donate';
  return {
    MerchantID: merchantId,
    RelateNumber: request.orderSn.replace(/[^0-9A-Za-z]/g, ''),
    CustomerID: '',
    CustomerIdentifier: company ? (buyer.taxNumber ?? '') : '',
    CustomerName: company ? (buyer.title ?? '') : buyer.name,
    CustomerAddr: buyer.address,
    CustomerPhone: buyer.mobile,
    CustomerEmail: buyer.email,
    ClearanceMark: '',
    Print: company ? '1' : '0',
    Donation: donate ? '1' : '0',
    LoveCode: donate ? (buyer.donateCode ?? '') : '',
    CarrierType: CARRIER_TYPE[buyer.invoiceType],
    CarrierNum:
      buyer.invoiceType === 'mobile' || buyer.invoiceType === 'citizen' ? (buyer.carrierNum ?? '') : '',
    TaxType: '1',
    SalesAmount: request.amount,
    InvoiceRemark: '',
    InvType: '07',
    vat: '1',
    Items: items(request.lines),
  };
}

export function createEcpayIssuer(
  config: EcpayInvoiceConfig,
  now: () => Date = () => new Date(),
): InvoiceIssuer {
  async function call(path: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    let answer: Record<string, unknown>;
    try {
      const response = await fetch(new URL(path, config.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          MerchantID: config.merchantId,
          RqHeader: { Timestamp: Math.floor(now().getTime() / MS_PER_SECOND) },
          Data: encryptEcpayData({ MerchantID: config.merchantId, ...data }, config),
        }),
        signal: AbortSignal.timeout(ECPAY_TIMEOUT_MS),
      });
      answer = (await response.json()) as Record<string, unknown>;
    } catch (cause) {
      throw new InvoiceIssuerError('ECPay e-invoice unreachable or answered no JSON', { cause });
    }
    if (answer.TransCode !== TRANS_SUCCESS || typeof answer.Data !== 'string')
      throw new InvoiceIssuerError(`ECPay e-invoice refused the request: ${String(answer.TransMsg)}`);
    const result = decryptEcpayData(answer.Data, config) as Record<string, unknown>;
    if (result.RtnCode !== RTN_SUCCESS)
      throw new InvoiceIssuerError(`ECPay e-invoice: ${String(result.RtnCode)} ${String(result.RtnMsg)}`);
    return result;
  }

  return {
    id: 'ecpay',
    async issue(request): Promise<IssuedInvoice> {
      const { MerchantID: _, ...data } = issueData(config.merchantId, request);
      const result = await call('/B2CInvoice/Issue', data);
      return {
        invoiceNumber: String(result.InvoiceNo),
        randomNumber: String(result.RandomNumber),
        issuedAt: new Date(`${String(result.InvoiceDate).replace(' ', 'T')}+08:00`),
      };
    },
    async void(invoice) {
      await call('/B2CInvoice/Invalid', {
        InvoiceNo: invoice.invoiceNumber,
        InvoiceDate: ecpayDate(invoice.issuedAt).slice(0, 10),
        Reason: invoice.reason,
      });
    },
    async allowance(invoice) {
      const result = await call('/B2CInvoice/Allowance', {
        InvoiceNo: invoice.invoiceNumber,
        InvoiceDate: ecpayDate(invoice.issuedAt).slice(0, 10),
        AllowanceNotify: 'N',
        AllowanceAmount: invoice.amount,
        Items: items(invoice.lines),
      });
      return String(result.IA_Allow_No);
    },
  };
}
