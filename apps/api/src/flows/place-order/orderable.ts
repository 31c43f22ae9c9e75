// The check step: the delivery, recipient, invoice and payment choice, then whether the priced carts make
// an order at all.
import type { CreateOrderBody } from '@shop/contracts';
import {
  type CartSummary,
  checkoutErrorMessages,
  instalmentMessages,
  orderErrorMessages as m,
  type OrderChoiceContext,
  orderChoiceErrors,
  type PayMethod,
  skinTestMessages,
} from '@shop/core';
import type { Database } from '@shop/db';
import type { z } from 'zod';
import { evergreenOrderCheck } from '../../modules/activities/index.ts';
import { productName } from '../../modules/checkout/index.ts';
import { hasOpenGiftClaims } from '../../modules/gifts/index.ts';
import { trialOrderRefusal } from '../../modules/skin-tests/index.ts';
import { productLinesOf } from './order-lines.ts';
import { conflict, unprocessable } from './refusals.ts';

type Body = z.output<typeof CreateOrderBody>;

/** Field errors of the delivery, recipient, invoice and payment choice, before anything is read. */
export function checkChoices(
  body: Body,
  offered: ReadonlySet<PayMethod>,
  context: OrderChoiceContext = {},
  instalments: readonly number[] = [],
): void {
  const errors = orderChoiceErrors(body, context);
  if (!errors.pay_method && !offered.has(body.pay_method))
    errors.pay_method = checkoutErrorMessages.paymentProviderNotConfigured;
  const instalmentError = instalmentRefusal(body.pay_method, body.instalment, instalments);
  if (instalmentError) errors.instalment = instalmentError;
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** Installments only by card, and only those the merchant has (TAPPAY_INSTALMENTS). */
export function instalmentRefusal(
  payMethod: string,
  instalment: number | undefined,
  instalments: readonly number[],
): string | null {
  if (!instalment) return null;
  return payMethod === 'card' && instalments.includes(instalment) ? null : instalmentMessages.notOffered;
}

/**
 * The priced carts make an order this member may place now. The evergreen-trail and skin-test carts are
 * ordered only as the server's own records entitle her (docs/decisions/095): anything else is refused with
 * its reason, never dropped. Answers the evergreen lines' offer_ref (null without such lines).
 */
export async function checkOrderable(
  db: Database,
  body: Pick<Body, 'carts' | 'ship_method'>,
  summary: CartSummary,
  memberId: number,
  now: Date,
): Promise<{ evergreenRef: string | null }> {
  const { carts } = body;
  if (carts.memberGiftCart.length > 0) throw unprocessable({ carts: m.cartLineNotOrderable });
  const [trialRefusal, evergreen] = await Promise.all([
    trialOrderRefusal(db, memberId, carts.onlineSkinTestCart, body.ship_method),
    carts.evergreenTrailCart.length > 0
      ? evergreenOrderCheck(db, memberId, carts.evergreenTrailCart, now)
      : null,
  ]);
  if (trialRefusal) throw unprocessable({ onlineSkinTestCart: trialRefusal });
  if (evergreen && 'refusal' in evergreen) throw unprocessable({ evergreenTrailCart: evergreen.refusal });
  // A point line of a product the zone no longer offers costs 0 points: refused, never given away.
  if (summary.pointCartWithDetails.some((item) => item.point <= 0))
    throw unprocessable({ carts: m.cartLineNotOrderable });
  if (!summary.pointsEnough)
    throw unprocessable(
      summary.pointCartWithDetails.length > 0
        ? { pointCart: m.pointsNotEnough }
        : { evergreenTrailCart: skinTestMessages.evergreen.pointsNotEnough },
    );
  const outOfStock = summary.unpriced.find((u) => u.reason === 'out_of_stock');
  if (outOfStock) {
    const name = await productName(db, outOfStock.productId);
    throw conflict(m.outOfStock(name ?? String(outOfStock.productId)));
  }
  if (summary.unpriced.length > 0) throw unprocessable({ carts: m.cartLineNotOrderable });
  const nothing =
    productLinesOf(summary).length +
      summary.routineKitList.length +
      summary.pointCartWithDetails.length +
      summary.evergreenTrailCartWithDetails.length +
      summary.onlineSkinTestCartWithDetails.length ===
    0;
  // Claimed member gifts ship with a purchase; alone they make no order (docs "Gift claim zone").
  if (nothing && (await hasOpenGiftClaims(db, memberId)))
    throw unprocessable({ carts: m.memberGiftNeedsPurchase });
  if (nothing) throw unprocessable({ carts: m.cartEmpty });
  return { evergreenRef: evergreen && 'offerRef' in evergreen ? evergreen.offerRef : null };
}
