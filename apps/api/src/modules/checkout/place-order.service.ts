// What the place-order flow (apps/api/src/flows/place-order/) reads and writes of orders: the checkout
// module's own rows (orders, lines, coupon uses, kit, gift and exchange stock, the shipment queue) behind
// the names the flow's steps use, so the flow reaches the module only through its index.ts.
import { CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT } from '@shop/core';

export { openCashOnPickupOrders } from './cash-on-pickup.repository.ts';
export { keptStore } from './kept-stores.ts';
export {
  exchangePointsOf,
  kitOrderLines,
  pointOrderLines,
  takeExchangePoints,
  takeOfferStock,
} from './offer-lines.ts';
export {
  type FirstPayment,
  findCouponByCode,
  findOrderByKey,
  type InsertedOrder,
  insertOrder,
  latestPayment,
  memberCouponUses,
  type OrderInsert,
  type OrderLineInsert,
  type OrderMember,
  type OrderRow,
  orderMember,
  productName,
  shortOfStock,
  takeCouponUse,
} from './orders.repository.ts';
export { queueShipment } from './shipments.repository.ts';
export { isKnownZipcode } from './zipcodes.ts';

/** The reason of the ledger entries an order's points and credit are taken with (releaseOrderHoldings gives them back). */
export const ORDER_REASON = 'order';

/** CASH_ON_PICKUP_OPEN_ORDERS_MAX: a whole number of at least 1, else the default. */
export function readCashOnPickupOpenOrdersMax(env: Record<string, string | undefined>): number {
  const value = Number(env.CASH_ON_PICKUP_OPEN_ORDERS_MAX);
  return Number.isInteger(value) && value >= 1 ? value : CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT;
}
