// Delivery and payment methods offered at checkout, and the dates that follow from them.
import { APPRECIATION_DAYS_HOME_DELIVERY, APPRECIATION_DAYS_STORE_PICKUP } from '../constants.ts';
import { taipeiDate } from '../dates/taipei.ts';

/** home: home delivery in Taiwan; seven, family, hilife: 7-ELEVEN, 全家, 萊爾富 pickup; hk: delivery to Hong Kong. */
export const SHIP_METHODS = ['home', 'seven', 'family', 'hilife', 'hk'] as const;
export type ShipMethod = (typeof SHIP_METHODS)[number];
/** Convenience-store pickup; the method's name is also the store chain (seven_eleven_stores.chain). */
export const STORE_PICKUP_METHODS = ['seven', 'family', 'hilife'] as const satisfies readonly ShipMethod[];
export type StorePickupMethod = (typeof STORE_PICKUP_METHODS)[number];
export function isStorePickup(ship: string): ship is StorePickupMethod {
  return (STORE_PICKUP_METHODS as readonly string[]).includes(ship);
}

/**
 * sandbox: the shop's own test page; card, applepay, googlepay: TapPay pay-by-prime; linepay: LINE Pay v3;
 * cod: cash on convenience-store pickup; atm: a transfer to a virtual account ECPay gives (paid later);
 * jkopay: JKO Pay (街口支付) through TapPay, approved on JKO's page.
 */
export const PAY_METHODS = [
  'sandbox',
  'card',
  'applepay',
  'googlepay',
  'linepay',
  'jkopay',
  'atm',
  'cod',
] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** The pay methods whose prime comes from a wallet's sheet (TapPay's Payment Request API and Google Pay). */
export const WALLET_PAY_METHODS = ['applepay', 'googlepay'] as const satisfies readonly PayMethod[];
export type WalletPayMethod = (typeof WALLET_PAY_METHODS)[number];
export function isWalletPayMethod(pay: string): pay is WalletPayMethod {
  return (WALLET_PAY_METHODS as readonly string[]).includes(pay);
}

/**
 * Cash on pickup exists only with convenience-store pickup; Hong Kong orders pay online, but not by a
 * transfer to a Taiwanese virtual account (ATM) nor with JKO Pay, a Taiwanese wallet.
 */
export function isPayMethodAllowed(pay: PayMethod, ship: ShipMethod): boolean {
  if (pay === 'atm' || pay === 'jkopay') return ship !== 'hk';
  return pay !== 'cod' || isStorePickup(ship);
}

/** Days after shipping before an order's amount and points count (storefront.md §9). */
export function appreciationDays(ship: ShipMethod): number {
  return isStorePickup(ship) ? APPRECIATION_DAYS_STORE_PICKUP : APPRECIATION_DAYS_HOME_DELIVERY;
}

const DAY_MS = 86_400_000;

/** The last calendar day (YYYY-MM-DD, Asia/Taipei) of a shipment's appreciation period: 14 or 21 full days after the shipping day. */
export function appreciationEndsOn(shippedAt: Date, ship: ShipMethod): string {
  const shippedOn = taipeiDate(shippedAt);
  const end = new Date(Date.parse(`${shippedOn}T00:00:00Z`) + appreciationDays(ship) * DAY_MS);
  return end.toISOString().slice(0, 10);
}

/** True from the first minute (Taipei) after the last day of the appreciation period. */
export function isAppreciationOver(shippedAt: Date, ship: ShipMethod, now: Date = new Date()): boolean {
  return taipeiDate(now) > appreciationEndsOn(shippedAt, ship);
}

/** Unpaid orders release their stock, coupon and balances after this long (a setting may override it). */
export const UNPAID_ORDER_EXPIRY_MINUTES = 30;
const MINUTE_MS = 60_000;

export function orderExpiresAt(createdAt: Date, minutes: number = UNPAID_ORDER_EXPIRY_MINUTES): Date {
  return new Date(createdAt.getTime() + minutes * MINUTE_MS);
}

/** Hong Kong freight (get-hk-freight): a flat fee, waived from a merchandise total. */
export const HK_FREIGHT_TWD = 380;
export const HK_FREE_FREIGHT_FROM_TWD = 3000;
/** Taiwan: free shipping from one item (footer promise 單件免運). */
export const TAIWAN_FREIGHT_TWD = 0;

export function freightFor(ship: ShipMethod, merchandiseTotal: number): number {
  if (ship !== 'hk') return TAIWAN_FREIGHT_TWD;
  return merchandiseTotal >= HK_FREE_FREIGHT_FROM_TWD ? 0 : HK_FREIGHT_TWD;
}

/**
 * Cash on pickup: at most this many of a member's cash-on-pickup orders may wait for collection at once
 * (setting CASH_ON_PICKUP_OPEN_ORDERS_MAX), so one member cannot hold stock with parcels nobody collects.
 */
export const CASH_ON_PICKUP_OPEN_ORDERS_MAX_DEFAULT = 3;
