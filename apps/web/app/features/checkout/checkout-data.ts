// What /my_cartlist reads: the member, the reference lists of checkout (delivery, payment, zip codes,
// donations, Hong Kong freight) and the price of the main cart from the server (never browser prices).
import {
  cartCalls,
  checkoutCalls,
  type DonateListAnswer,
  type HkFreightAnswer,
  type Member,
  type PayMethodsAnswer,
  type ShipMethodsAnswer,
  type ZipcodeListAnswer,
} from '@shop/contracts';
import type { CartSummary } from '@shop/core';
import { browserApi } from '../../lib/api.client';
import { loadMemberData } from '../accounts/session';
import { readCart } from '../cart/cart-store';
import { orderCarts } from './submit-order';

export interface CheckoutReference {
  shipMethods: ShipMethodsAnswer['shipMethods'];
  payMethods: PayMethodsAnswer['payMethods'];
  counties: ZipcodeListAnswer['counties'];
  donates: DonateListAnswer['donates'];
  hkFreight: HkFreightAnswer;
  /** The card SDK's public keys and address; null when cards are not configured. */
  tappay: PayMethodsAnswer['tappay'];
}

export interface CheckoutPageData {
  member: Member | null;
  reference: CheckoutReference | null;
}

async function loadReference(): Promise<CheckoutReference | null> {
  const api = browserApi();
  try {
    const [ship, pay, zip, donate, hkFreight] = await Promise.all([
      api.send(checkoutCalls.shipMethods),
      api.send(checkoutCalls.payMethods),
      api.send(checkoutCalls.zipcodes),
      api.send(checkoutCalls.donates),
      api.send(checkoutCalls.hkFreight),
    ]);
    return {
      shipMethods: ship.shipMethods,
      // A card is offered only with the SDK's keys to make its fields.
      payMethods: pay.payMethods.filter((method) => method.pay_id !== 'card' || pay.tappay !== null),
      counties: zip.counties,
      donates: donate.donates,
      hkFreight,
      tappay: pay.tappay,
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

/** The main cart priced by get-cart-summary, the same pricing create-order uses. */
export async function loadCheckoutSummary(): Promise<CartSummary> {
  const answer = await browserApi().send(cartCalls.cartSummary, {
    body: { carts: orderCarts(readCart()), currency: 'TWD' },
  });
  return answer.summary as CartSummary;
}
