// Cash on 7-ELEVEN pickup (取貨付款) collected: the store reports the parcel picked up and paid (ECPay's
// logistics notification, or the local simulator); the order becomes 已送達 and paid, and its e-invoice is
// issued then — once, however often the report comes (docs/decisions/035-card-payments-cash-collected-at-pickup-sms-to.md).
// A parcel reported not collected is returned and its stock given back, also once.
import { ORDER_NUMBER_PATTERN } from '@shop/core';
import { issueOrderInvoice } from './invoices.service.ts';
import type { OrderEventDeps } from './order-events.ts';
import { collectCash, returnUncollected } from './order-lifecycle.service.ts';
import * as repository from './orders.repository.ts';

export type PickupOutcome = 'collected' | 'returned' | 'unchanged' | 'unknown_order' | 'mismatch';

export interface PickupReport {
  orderSn: string;
  /** The provider's shipment id, checked against ours when we stored one. */
  logisticsId?: string;
  /** What the store collected, when the provider says; must be the order's total. */
  collected?: number;
}

const ORDER_SN_DATE_LENGTH = 8;

/** ECPay's MerchantTradeNo is our order number without its dash (MR261124-7K3QX9PD2M → MR2611247K3QX9PD2M). */
export function orderSnOfTradeNo(tradeNo: string): string | null {
  const sn = `${tradeNo.slice(0, ORDER_SN_DATE_LENGTH)}-${tradeNo.slice(ORDER_SN_DATE_LENGTH)}`;
  return ORDER_NUMBER_PATTERN.test(sn) ? sn : null;
}

/** The order the report is about, or why it is not believed. */
async function reportedOrder(deps: OrderEventDeps, report: PickupReport) {
  const order = await repository.findOrderBySn(deps.db, report.orderSn);
  if (!order) return 'unknown_order' as const;
  const otherShipment = order.logistics_id !== null && report.logisticsId !== undefined;
  if (
    (otherShipment && order.logistics_id !== report.logisticsId) ||
    (report.collected !== undefined && report.collected !== order.ordermain_total)
  ) {
    deps.log.warn({ report, orderId: order.ordermain_id }, 'pickup report does not match the order');
    return 'mismatch' as const;
  }
  return order;
}

export async function recordCashCollected(
  deps: OrderEventDeps & { now: () => Date },
  report: PickupReport,
): Promise<PickupOutcome> {
  const order = await reportedOrder(deps, report);
  if (typeof order === 'string') return order;
  if (!(await collectCash(deps, order.ordermain_id))) return 'unchanged';
  try {
    await issueOrderInvoice(deps.db, deps.issuer, order.ordermain_id);
  } catch (error) {
    deps.log.error({ err: error, orderId: order.ordermain_id }, 'e-invoice not issued for a collected order');
  }
  return 'collected';
}

/**
 * The provider reports the parcel not collected: the same `returnUncollected` (with the stock given back)
 * the hourly job makes, so whichever comes first ends the order and the other changes nothing.
 */
export async function recordNotCollected(
  deps: OrderEventDeps & { now: () => Date },
  report: PickupReport,
): Promise<PickupOutcome> {
  const order = await reportedOrder(deps, report);
  if (typeof order === 'string') return order;
  return (await returnUncollected(deps, order.ordermain_id)) ? 'returned' : 'unchanged';
}
