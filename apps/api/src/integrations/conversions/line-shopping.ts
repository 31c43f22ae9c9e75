// The shopping-referral program's order reports (storefront.md §3 "Referral cookie lineshipping" and
// "Referral cart product mapping", §4.8; docs/decisions/098-referred-orders.md). The program's order API is
// given to partner shops only and its document is not public: the addresses come from the settings, and
// the contract below is what we assumed and what the local fake (apps/api/test/line-shopping-fake.ts)
// checks. A report is one JSON POST signed with the shop's key:
//   X-Shop-Id: {shop id}; X-Timestamp: Unix seconds (the program refuses one more than 300 s off);
//   X-Signature: base64 of HMAC-SHA256(key, "{timestamp}.{raw body}").
// Body: { ecid, order_id (the order number), order_time and click_time (Unix seconds), currency 'TWD',
// order_amount (whole NT$, the goods paid for, no shipping), products[] in the referral cart mapping
// {product_name, product_type 'normal', product_id, product_amount (unit price, or 0), quantity} };
// the final report adds status ('completed' or 'cancelled') and the final order_amount (0 when cancelled).
import { createHmac } from 'node:crypto';
import { answerText, CONVERSION_TIMEOUT_MS, ConversionRefused } from './purchase.ts';

export interface LineShoppingConfig {
  shopId: string;
  key: string;
  /** The program's address for new referred orders. */
  orderUrl: string;
  /** The program's address for an order's final amount. */
  finalUrl: string;
}

export interface ReferralProduct {
  product_name: string;
  product_type: 'normal';
  product_id: string;
  product_amount: number;
  quantity: number;
}

export interface ReferredOrderReport {
  ecid: string;
  orderNumber: string;
  orderedAt: Date;
  clickedAt: Date;
  /** Whole NT$ of goods paid for (shipping left out). */
  amount: number;
  products: ReferralProduct[];
}

export type ReferredOrderFinal = ReferredOrderReport & { status: 'completed' | 'cancelled' };

export interface ReferralOrderReporter {
  created(report: ReferredOrderReport): Promise<void>;
  final(report: ReferredOrderFinal): Promise<void>;
}

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function referredOrderBody(report: ReferredOrderReport) {
  return {
    ecid: report.ecid,
    order_id: report.orderNumber,
    order_time: unixSeconds(report.orderedAt),
    click_time: unixSeconds(report.clickedAt),
    currency: 'TWD' as const,
    order_amount: report.amount,
    products: report.products,
  };
}

/** The signature the program checks: base64 HMAC-SHA256 of "{timestamp}.{raw body}" under the shop's key. */
export function lineShoppingSignature(key: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${rawBody}`, 'utf8').digest('base64');
}

export function createLineShoppingReporter(
  config: LineShoppingConfig,
  now: () => Date = () => new Date(),
): ReferralOrderReporter {
  async function post(url: string, body: unknown) {
    const raw = JSON.stringify(body);
    const timestamp = String(unixSeconds(now()));
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-id': config.shopId,
        'x-timestamp': timestamp,
        'x-signature': lineShoppingSignature(config.key, timestamp, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(CONVERSION_TIMEOUT_MS),
    });
    if (!answer.ok) throw new ConversionRefused('line_shopping', answer.status, await answerText(answer));
  }
  return {
    created: (report) => post(config.orderUrl, referredOrderBody(report)),
    final: (report) => post(config.finalUrl, { ...referredOrderBody(report), status: report.status }),
  };
}
