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
} from '@shop/core';
import type { Database } from '@shop/db';
import type { z } from 'zod';
import { productName } from '../../modules/checkout/index.ts';
import { hasOpenGiftClaims } from '../../modules/gifts/index.ts';
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

/** Carts this step does not order yet (trail kits, skin tests, member gifts) are refused, not dropped. */
export async function checkOrderable(
  db: Database,
  carts: Body['carts'],
  summary: CartSummary,
  memberId: number,
): Promise<void> {
  const other = [carts.evergreenTrailCart, carts.onlineSkinTestCart, carts.memberGiftCart];
  if (other.some((list) => list.length > 0)) throw unprocessable({ carts: m.cartLineNotOrderable });
  // A point line of a product the zone no longer offers costs 0 points: refused, never given away.
  if (summary.pointCartWithDetails.some((item) => item.point <= 0))
    throw unprocessable({ carts: m.cartLineNotOrderable });
  if (!summary.pointsEnough) throw unprocessable({ pointCart: m.pointsNotEnough });
  const outOfStock = summary.unpriced.find((u) => u.reason === 'out_of_stock');
  if (outOfStock) {
    const name = await productName(db, outOfStock.productId);
    throw conflict(m.outOfStock(name ?? String(outOfStock.productId)));
  }
  if (summary.unpriced.length > 0) throw unprocessable({ carts: m.cartLineNotOrderable });
  const nothing =
    productLinesOf(summary).length + summary.routineKitList.length + summary.pointCartWithDetails.length ===
    0;
  // Claimed member gifts ship with a purchase; alone they make no order (docs "Gift claim zone").
  if (nothing && (await hasOpenGiftClaims(db, memberId)))
    throw unprocessable({ carts: m.memberGiftNeedsPurchase });
  if (nothing) throw unprocessable({ carts: m.cartEmpty });
}
