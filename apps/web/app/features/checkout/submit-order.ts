// Sending the /my_cartlist order (issue 12): one Idempotency-Key per form state, kept across retries and
// reloads of the same state; orderData kept as storefront.md §3 says; the bought lines leave the cart.
import {
  type CheckoutFormFields,
  type CreateOrderAnswer,
  type CreateOrderBody,
  checkoutCalls,
  type OrderDetailAnswer,
} from '@shop/contracts';
import { attemptFor, type CartItem, type SubmitAttempt } from '@shop/core';
import { browserApi } from '../../lib/api.client';
import { type BrowserStorage, LocalKey, SessionKey, storage } from '../../lib/storage';
import { readCart, readCartOf, removeOrderedFromCart } from '../cart/cart-store';

/** orderData of storefront.md §3. */
export interface OrderData {
  ordermain_id: number;
  ordermain_sn: string;
  ordermain_total: number;
  ordermain_mobile: string;
  ordermain_email: string;
  ordersubs: { p_id: number; p_name: string; p_price: number; ordersub_count: number }[];
}

/** The evergreen-trail and skin-test carts (the trial pack), ordered with the main cart (decision 095). */
export interface TrialCarts {
  evergreenTrailCart: readonly CartItem[] | null;
  onlineSkinTestCart: readonly CartItem[] | null;
}

/** Both trial carts, or nothing where there is no browser storage (server rendering). */
export function readTrialCarts(source: BrowserStorage = storage): TrialCarts {
  if (typeof window === 'undefined' && source === storage)
    return { evergreenTrailCart: null, onlineSkinTestCart: null };
  return {
    evergreenTrailCart: readCartOf(LocalKey.evergreenTrailCart, source),
    onlineSkinTestCart: readCartOf(LocalKey.onlineSkinTestCart, source),
  };
}

/** A trial line as create-order takes it: the server prices and names it (never the browser). */
const trialLine = ({ productId, quantity, activity_type, activity_id }: CartItem) => ({
  productId,
  quantity,
  ...(activity_type === undefined ? {} : { activity_type }),
  ...(activity_id === undefined ? {} : { activity_id }),
});

/**
 * The main cart, the chosen point-zone items (docs/decisions/058-point-items-in-the-main-order.md) and the
 * trial carts (docs/decisions/095) are ordered together.
 */
export function orderCarts(
  cart: readonly CartItem[] | null = readCart(),
  pointCart: readonly CartItem[] | null = readPointCart(),
  trials: TrialCarts = readTrialCarts(),
): CreateOrderBody['carts'] {
  return {
    cart: [...(cart ?? [])],
    pointCart: (pointCart ?? []).filter((item) => item.selected),
    evergreenTrailCart: (trials.evergreenTrailCart ?? []).map(trialLine),
    onlineSkinTestCart: (trials.onlineSkinTestCart ?? []).map(trialLine),
  };
}

/** The point cart, or nothing where there is no browser storage (server rendering). */
export function readPointCart(source: BrowserStorage = storage): CartItem[] | null {
  return typeof window === 'undefined' && source === storage ? null : readCartOf(LocalKey.pointCart, source);
}

/** The ordered point items leave the point cart; unchosen ones stay. */
export function removeOrderedPointItems(source: BrowserStorage = storage) {
  const items = readCartOf(LocalKey.pointCart, source);
  if (items === null || items.length === 0) return;
  source.set(
    LocalKey.pointCart,
    items.filter((item) => !item.selected),
  );
}

function storedAttempt(source: BrowserStorage): SubmitAttempt | null {
  try {
    const parsed = JSON.parse(
      source.getSession(SessionKey.checkoutAttempt) ?? 'null',
    ) as SubmitAttempt | null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The key of this submit: the previous one when nothing in the order changed (a retry), else a new one. A
 * card's prime is new on every try, so it is not part of what makes a retry the same order.
 */
export function idempotencyKeyFor(body: CreateOrderBody, source: BrowserStorage = storage): string {
  const { prime: _prime, ...order } = body;
  const attempt = attemptFor(storedAttempt(source), JSON.stringify(order), () => crypto.randomUUID());
  source.setSession(SessionKey.checkoutAttempt, JSON.stringify(attempt));
  return attempt.key;
}

export function orderDataOf(detail: OrderDetailAnswer, form: CheckoutFormFields): OrderData {
  return {
    ordermain_id: detail.ordermain_id,
    ordermain_sn: detail.ordermain_sn,
    ordermain_total: detail.ordermain_total,
    ordermain_mobile: form.recipient.mobile,
    ordermain_email: form.recipient.email ?? '',
    ordersubs: detail.lines.map(({ p_id, p_name, p_price, ordersub_count }) => ({
      p_id,
      p_name,
      p_price,
      ordersub_count,
    })),
  };
}

/**
 * Creates the order (with the card's one-time prime when paid by card); on success keeps orderData, empties the bought lines and answers where to pay. A
 * refusal throws the API error for the form to show.
 */
export async function submitOrder(
  form: CheckoutFormFields,
  prime?: string,
  instalment?: number,
): Promise<CreateOrderAnswer> {
  const body: CreateOrderBody = {
    ...form,
    carts: orderCarts(),
    ...(prime ? { prime } : {}),
    ...(instalment ? { instalment } : {}),
  };
  const api = browserApi();
  const created = await api.send(checkoutCalls.createOrder, {
    body,
    headers: { 'Idempotency-Key': idempotencyKeyFor(body) },
  });
  try {
    const detail = await api.send(checkoutCalls.getOrder, { params: { id: created.ordermain_id } });
    storage.set(LocalKey.orderData, orderDataOf(detail, form));
  } catch (error) {
    // The order exists and its payment has started: a failed read only leaves orderData out.
    console.error('[checkout] get-orders failed after create-order', error);
  }
  storage.removeSession(SessionKey.checkoutAttempt);
  removeOrderedFromCart();
  removeOrderedPointItems();
  storage.remove(LocalKey.evergreenTrailCart);
  storage.remove(LocalKey.onlineSkinTestCart);
  return created;
}
