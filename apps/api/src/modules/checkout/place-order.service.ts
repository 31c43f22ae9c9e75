// What the place-order flow (apps/api/src/flows/place-order/) reads and writes of orders: the checkout
// module's own rows (orders, lines, coupon uses, kit, gift and exchange stock, the shipment queue) behind
// the names the flow's steps use, so the flow reaches the module only through its index.ts.
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
  memberPointRate,
  type OrderInsert,
  type OrderLineInsert,
  type OrderRow,
  productName,
  shortOfStock,
  takeCouponUse,
} from './orders.repository.ts';
export { queueShipment } from './shipments.repository.ts';
export { isKnownZipcode } from './zipcodes.ts';

/** The reason of the ledger entries an order's points and credit are taken with (releaseOrderHoldings gives them back). */
export const ORDER_REASON = 'order';
