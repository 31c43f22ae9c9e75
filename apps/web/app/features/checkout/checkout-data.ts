// What /my_cartlist reads: the member, the reference lists of checkout (delivery, payment, zip codes,
// donations, Hong Kong freight) and the price of the main cart from the server (never browser prices).
import {
  cartCalls,
  checkoutCalls,
  type DonateListAnswer,
  type HkFreightAnswer,
  logisticsCalls,
  type Member,
  type PayMethodsAnswer,
  type ShipMethodsAnswer,
  type ZipcodeListAnswer,
} from '@shop/contracts';
import { type CartSummary, isWalletPayMethod, type PayMethod } from '@shop/core';
import { browserApi } from '../../lib/api.client';
import { loadMemberData } from '../accounts/session';
import { readCart } from '../cart/cart-store';
import { orderCarts } from './submit-order';
import { offeredWallets } from './wallet-pay';

export interface CheckoutReference {
  shipMethods: ShipMethodsAnswer['shipMethods'];
  payMethods: PayMethodsAnswer['payMethods'];
  counties: ZipcodeListAnswer['counties'];
  donates: DonateListAnswer['donates'];
  hkFreight: HkFreightAnswer;
  /** The TapPay SDK's public keys and address (and the wallets' settings); null when cards are not configured. */
  tappay: PayMethodsAnswer['tappay'];
  /** The 7-ELEVEN picker opens the logistics provider's store map (ECPay) instead of searching the shop's list. */
  storeMap: boolean;
}

export interface CheckoutPageData {
  member: Member | null;
  reference: CheckoutReference | null;
}

function hasSdkKeys(pay: PayMethod, keys: PayMethodsAnswer['tappay']): boolean {
  if (pay === 'card') return keys !== null;
  if (isWalletPayMethod(pay)) return offeredWallets(keys).includes(pay);
  return true;
}

async function loadReference(): Promise<CheckoutReference | null> {
  const api = browserApi();
  try {
    const [ship, pay, zip, donate, hkFreight, storeMap] = await Promise.all([
      api.send(checkoutCalls.shipMethods),
      api.send(checkoutCalls.payMethods),
      api.send(checkoutCalls.zipcodes),
      api.send(checkoutCalls.donates),
      api.send(checkoutCalls.hkFreight),
      api.send(logisticsCalls.storeMap),
    ]);
    return {
      shipMethods: ship.shipMethods,
      // A card or a wallet is offered only with the SDK's keys (and the wallet's own settings).
      payMethods: pay.payMethods.filter((method) => hasSdkKeys(method.pay_id, pay.tappay)),
      counties: zip.counties,
      donates: donate.donates,
      hkFreight,
      tappay: pay.tappay,
      storeMap: storeMap.form !== null,
    };
  } catch (error) {
    console.error('[checkout] reference lists failed', error);
    return null;
  }
}

export async function loadCheckoutPage(): Promise<CheckoutPageData> {
  const [member, reference] = await Promise.all([loadMemberData(), loadReference()]);
  return { member, reference };
}

/** What a coupon takes off the main cart, by create-order's pricing and rules (422 beside coupon_code). */
export async function checkCoupon(code: string): Promise<number> {
  const answer = await browserApi().send(checkoutCalls.checkCoupon, {
    body: { carts: orderCarts(readCart()), coupon_code: code },
  });
  return answer.coupon_discount;
}

/** The main cart priced by get-cart-summary, the same pricing create-order uses. */
export async function loadCheckoutSummary(): Promise<CartSummary> {
  const answer = await browserApi().send(cartCalls.cartSummary, {
    body: { carts: orderCarts(readCart()), currency: 'TWD' },
  });
  return answer.summary as CartSummary;
}
