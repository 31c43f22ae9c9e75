// The order's figures from its priced cart: what the checkout page and the wallet's sheet show, what
// check-coupon answers and what create-order stores all come from here, so they cannot differ
// (issue 22 point 4; docs/decisions/053-quote-order-and-place-order-flow.md).
import type { CartSummary } from '../pricing/types.ts';
import { type CouponTerms, couponDiscountOf } from './coupon.ts';
import { freightFor, type ShipMethod } from './delivery.ts';

/** The cart's totals as packages/core pricing produced them (cartSummary / get-cart-summary). */
export type QuotedCart = Pick<
  CartSummary,
  'merchandiseSubtotal' | 'routineKitTotal' | 'thresholdDiscount' | 'addMoneyTotal' | 'grandTotalPrice'
> &
  Partial<Pick<CartSummary, 'trialHandlingFee'>>;

/** A coupon by its terms (create-order) or by the discount check-coupon answered (the browser). */
export type QuotedCoupon = Pick<CouponTerms, 'coupon_kind' | 'coupon_value'> | { discount: number };

export interface OrderQuoteInput {
  cart: QuotedCart;
  ship: ShipMethod;
  coupon?: QuotedCoupon | null;
  /** Points and shopping credit used (1 = NT$1). */
  points?: number;
  credit?: number;
}

export interface OrderQuote {
  /** Product lines after item offers, and routine kits: kits are merchandise (free shipping counts them). */
  merchandise: number;
  /** Threshold discounts. */
  discount: number;
  coupon: number;
  addons: number;
  freight: number;
  /** The trial pack's handling fee (CartSummary.trialHandlingFee). */
  handlingFee: number;
  /** What the order costs before points and credit. */
  beforeBalances: number;
  points: number;
  credit: number;
  /** What is left to pay, never below 0. */
  amountDue: number;
  /** Points and credit together exceed beforeBalances: create-order refuses such an order. */
  balancesExceed: boolean;
}

function couponDiscount(coupon: QuotedCoupon | null | undefined, base: number): number {
  if (!coupon) return 0;
  const discount = 'discount' in coupon ? coupon.discount : couponDiscountOf(coupon, base);
  return Math.min(Math.max(0, discount), base);
}

export function quoteOrder(input: OrderQuoteInput): OrderQuote {
  const { cart } = input;
  const merchandise = cart.merchandiseSubtotal + cart.routineKitTotal;
  const coupon = couponDiscount(input.coupon, cart.grandTotalPrice);
  const freight = freightFor(input.ship, merchandise);
  const handlingFee = cart.trialHandlingFee ?? 0;
  const beforeBalances = cart.grandTotalPrice - coupon + freight + handlingFee;
  const points = input.points ?? 0;
  const credit = input.credit ?? 0;
  return {
    merchandise,
    discount: cart.thresholdDiscount,
    coupon,
    addons: cart.addMoneyTotal,
    freight,
    handlingFee,
    beforeBalances,
    points,
    credit,
    amountDue: Math.max(0, beforeBalances - points - credit),
    balancesExceed: points + credit > beforeBalances,
  };
}
