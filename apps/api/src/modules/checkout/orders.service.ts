// Order creation, the order detail and cancel (issue 12 part 2; docs/decisions.md "Orders (issue 12, part 2)").
// Prices come from the server's own cartSummary; stock, the coupon use, points and credit are taken in the
// order's one transaction and given back by releaseOrderHoldings (the same code the expiry uses).
import { randomBytes } from 'node:crypto';
import type { CreateOrderBody } from '@shop/contracts';
import {
  type CartSummary,
  canCancelOrder,
  canRepayOrder,
  checkoutErrorMessages,
  DEFAULT_POINT_RATES,
  earnedPoints,
  formatOrderNumber,
  freightFor,
  type InvoiceType,
  orderErrorMessages as m,
  ORDER_NUMBER_RANDOM_LENGTH,
  ORDER_STATUS,
  orderChoiceErrors,
  orderExpiresAt,
  orderStatusName,
  type PayMethod,
  type ShipMethod,
} from '@shop/core';
import type { Database } from '@shop/db';
import type { z } from 'zod';
import { ApiError, ErrorCode, notFound } from '../../errors.ts';
import type { PaymentProvider, PaymentProviderId } from '../../integrations/payments/index.ts';
import { PaymentProviderError, SANDBOX_PAGE_PATH } from '../../integrations/payments/index.ts';
import { memberHoldsClaim } from '../balances/index.ts';
import { cartSummary } from '../cart/index.ts';
import { hasOpenGiftClaims, takeGiftClaimsForOrder } from '../gifts/index.ts';
import { appendLedgerEntry } from '../ledgers/index.ts';
import { MEMBER_GIFT_LINE, releaseOrderHoldings } from './holdings.repository.ts';
import { voidOrderInvoice } from './invoices.service.ts';
import { keptStore } from './kept-stores.ts';
import {
  exchangePointsOf,
  kitOrderLines,
  pointOrderLines,
  takeExchangePoints,
  takeOfferStock,
} from './offer-lines.ts';
import { afterOrderPaid, type OrderEventDeps, sendOrderConfirmation } from './order-events.ts';
import * as repository from './orders.repository.ts';
import { markPaid } from './payments.repository.ts';
import { PROVIDER_OF_PAY_METHOD } from './reference.service.ts';

type Body = z.output<typeof CreateOrderBody>;
type Line = repository.OrderLineInsert;

export interface OrderDeps extends OrderEventDeps {
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>;
  apiPrefix: string;
  now: () => Date;
}

/** Bytes of the payment reference: 24 bytes make 32 base64url characters. */
const PAYMENT_REF_BYTES = 24;
export const ORDER_REASON = 'order';
export const CANCEL_REASON = 'order-cancel';
const PERCENT = 100;

function unprocessable(errors: Record<string, string>): ApiError {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  return new ApiError(422, ErrorCode.validationFailed, Object.values(errors)[0] ?? '', fields);
}

function conflict(message: string): ApiError {
  return new ApiError(409, ErrorCode.conflict, message);
}

/** Field errors of the delivery, recipient, invoice and payment choice, before anything is read. */
function checkChoices(body: Body, providers: OrderDeps['providers']): void {
  const errors = orderChoiceErrors(body);
  if (!errors.pay_method && !providers.has(PROVIDER_OF_PAY_METHOD[body.pay_method]))
    errors.pay_method = checkoutErrorMessages.paymentProviderNotConfigured;
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** Every priced product line: regular ones and those of sale-event and match-pair groups. */
function productLinesOf(summary: CartSummary) {
  return [
    ...summary.ps.products,
    ...summary.saleEventList.flatMap((g) => g.matchedItems),
    ...summary.matchPairList.flatMap((g) => [...g.matchedProducts.a, ...g.matchedProducts.b]),
  ];
}

/** The order's lines from the server's pricing: product lines, kits' products, add-ons and gifts (at 0). */
function linesOf(summary: CartSummary): Line[] {
  const regular = productLinesOf(summary).map((l) => ({
    p_id: l.productId,
    p_name: l.p_name,
    p_price: l.unitPrice,
    list_price: l.p_price,
    ordersub_count: l.quantity,
    line_kind: 'regular',
    offer_ref: l.offer.kind === 'regular' ? null : offerRef(l.offer),
  }));
  const addons = summary.addMoneyList.map((a) => ({
    p_id: a.p_id,
    p_name: a.product.p_name,
    p_price: a.addmoney_money,
    list_price: a.addmoney_money,
    ordersub_count: a.quantity,
    line_kind: 'addon',
    offer_ref: `addmoney:${a.addmoney_id}`,
  }));
  const gifts = [
    ...summary.giftList.map((g) => ({ ...giftLine(g), offer_ref: `${g.activity_type}:${g.activity_id}` })),
    ...summary.memberGiftPerk.map((g) => ({ ...giftLine(g), offer_ref: 'member-gift-perk' })),
  ];
  const kits = summary.routineKitList.flatMap(kitOrderLines);
  return [...regular, ...kits, ...addons, ...gifts, ...pointOrderLines(summary)];
}

function giftLine(g: { p_id: number; p_name: string; quantity: number }) {
  return {
    p_id: g.p_id,
    p_name: g.p_name,
    p_price: 0,
    list_price: 0,
    ordersub_count: g.quantity,
    line_kind: 'gift',
  };
}

function offerRef(offer: CartSummary['ps']['products'][number]['offer']): string {
  if (offer.kind === 'sale_event') return `saleevent:${offer.saleevent_id}`;
  if (offer.kind === 'match_pair') return `matchpair:${offer.matchpair_id}`;
  return 'regular';
}

/** Carts this step does not order yet (trail kits, skin tests, member gifts) are refused, not dropped. */
async function checkOrderable(
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
    const name = await repository.productName(db, outOfStock.productId);
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

async function couponFor(db: Database, code: string | undefined, memberId: number, base: number, now: Date) {
  if (!code) return null;
  const coupon = await repository.findCouponByCode(db, code);
  if (!coupon) throw unprocessable({ coupon_code: m.couponNotFound });
  const usable =
    repository.couponOpenAt(coupon, now) &&
    (coupon.member_id === null || coupon.member_id === memberId) &&
    base >= coupon.min_spend &&
    // A claimable coupon works only from the member's wallet (claimed once, docs "Member balances").
    (!coupon.claimable || (await memberHoldsClaim(db, memberId, coupon.coupon_id)));
  if (!usable) throw unprocessable({ coupon_code: m.couponNotUsable });
  const discount =
    coupon.coupon_kind === 'amount'
      ? Math.min(coupon.coupon_value, base)
      : Math.round((base * coupon.coupon_value) / PERCENT);
  return { coupon, discount };
}

export async function createOrder(deps: OrderDeps, memberId: number, key: string | undefined, body: Body) {
  if (!key) throw unprocessable({ 'Idempotency-Key': m.idempotencyKeyRequired });
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(deps, memberId, key, body);
  } catch (error) {
    // A repeated submit answers with the first one's order, even when this one could no longer be placed
    // (the last unit went to the first, or its order row hit the key's unique index): looked up only when
    // placing fails, so a new order costs no query for it.
    const first = await repository.findOrderByKey(deps.db, memberId, key).catch(() => null);
    if (!first) throw error;
    return answerOf(deps, first);
  }
  return startPayment(deps, placed.order, placed.lines, body.prime);
}

/** Prices, checks and commits a new order; a key used before fails on the order row's unique index. */
async function placeOrder(deps: OrderDeps, memberId: number, key: string, body: Body) {
  const { db } = deps;
  const now = deps.now();
  // The reads do not depend on each other: one round trip of waiting instead of three.
  const [summary, store, storedRate] = await Promise.all([
    cartSummary(db, body.carts, 'TWD', memberId, now, 'fresh'),
    body.ship_method === 'seven' ? keptStore(db, body.recipient.store_id ?? '') : null,
    repository.memberPointRate(db, memberId),
  ]);
  checkChoices(body, deps.providers);
  await checkOrderable(db, body.carts, summary, memberId);
  const lines = linesOf(summary);
  const base = summary.grandTotalPrice;
  const coupon = await couponFor(db, body.coupon_code, memberId, base, now);
  const couponDiscount = coupon?.discount ?? 0;
  // Kits are merchandise too: they count toward free shipping and the order's merchandise total.
  const merchandise = summary.merchandiseSubtotal + summary.routineKitTotal;
  const freight = freightFor(body.ship_method, merchandise);
  const due = base - couponDiscount + freight;
  if (body.points + body.credit > due) throw unprocessable({ points: m.balanceExceedsTotal });
  const total = due - body.points - body.credit;
  const ratePercent = storedRate ?? DEFAULT_POINT_RATES[0]!;
  const order: repository.OrderInsert = {
    ordermain_sn: formatOrderNumber(now, randomBytes(ORDER_NUMBER_RANDOM_LENGTH)),
    member_id: memberId,
    ordermain_status: total === 0 ? ORDER_STATUS.paid : ORDER_STATUS.awaitingPayment,
    ordermain_dt1: now,
    merchandise_total: merchandise,
    discount_total: summary.thresholdDiscount,
    coupon_discount: couponDiscount,
    addon_total: summary.addMoneyTotal,
    freight,
    points_used: body.points,
    credit_used: body.credit,
    ordermain_total: total,
    // Earned on the goods paid for, credited by the tier job after the appreciation period.
    points: earnedPoints({ total, freight, ratePercent }),
    coupon_id: coupon?.coupon.coupon_id ?? null,
    ...deliveryFields(body, store),
    ...invoiceFields(body.invoice),
    pay_method: body.pay_method,
    idempotency_key: key,
    // The product stock of its lines is taken when the transaction commits (orders.repository.ts, shortOfStock).
    takes_stock: true,
    expires_at: orderExpiresAt(now),
    paid_at: total === 0 ? now : null,
    updated_at: now,
  };
  let created: Awaited<ReturnType<typeof repository.insertOrder>>;
  try {
    created = await db.transaction(async (tx) => {
      const row = await writeOrder(tx, order, lines, coupon?.coupon ?? null);
      const short = await takeOfferStock(tx, summary.routineKitList, lines);
      if (short !== null) throw conflict(m.outOfStock(short));
      if (!(await takeExchangePoints(tx, row, exchangePointsOf(lines)))) throw conflict(m.pointsNotEnough);
      lines.push(...(await addMemberGiftLines(tx, row)));
      return row;
    });
  } catch (error) {
    const short = repository.shortOfStock(error);
    if (short !== null)
      throw conflict(m.outOfStock(lines.find((l) => l.p_id === short)?.p_name ?? String(short)));
    throw error;
  }
  return { order: created, lines };
}

/** The member's claimed gifts join the order at NT$0, read from the server's gift cart, never the browser's. */
async function addMemberGiftLines(tx: Database, row: { ordermain_id: number; member_id: number }) {
  const claimed = await takeGiftClaimsForOrder(tx, row.member_id, row.ordermain_id);
  const lines: Line[] = claimed.map((g) => ({
    ...giftLine(g),
    line_kind: MEMBER_GIFT_LINE,
    offer_ref: `member-gift:${g.gift3_id}`,
  }));
  await repository.insertOrderLines(tx, row.ordermain_id, lines);
  return lines;
}

type Store = Awaited<ReturnType<typeof repository.findStore>>;

/** Recipient and delivery columns; a 7-ELEVEN store must be one we know, and its name is ours, not the browser's. */
function deliveryFields(body: Body, store: Store) {
  const r = body.recipient;
  const common = {
    ship_method: body.ship_method,
    recipient_name: r.name,
    ordermain_mobile: r.mobile,
    ordermain_email: r.email ?? '',
  };
  if (body.ship_method === 'seven') {
    if (!store) throw unprocessable({ 'recipient.store_id': checkoutErrorMessages.storeNotFound });
    return { ...common, store_id: store.store_id, store_name: store.store_name };
  }
  if (body.ship_method === 'hk') return { ...common, address: r.address ?? '' };
  return {
    ...common,
    zipcode: r.zipcode ?? '',
    city: r.city ?? '',
    district: r.district ?? '',
    address: r.address ?? '',
  };
}

function invoiceFields(invoice: Body['invoice']) {
  return {
    invoice_type: invoice.invoice_type,
    carrier_num: invoice.carrier_num || null,
    donate_code: invoice.donate_code || null,
    tax_number: invoice.tax_number || null,
    invoice_title: invoice.invoice_title || null,
  };
}

/**
 * The order's one transaction; the order row goes first, so a duplicate key stops before anything is taken.
 * Product stock is taken by the database at COMMIT (takes_stock), after everything written here.
 */
async function writeOrder(
  tx: Database,
  order: repository.OrderInsert,
  lines: readonly Line[],
  coupon: { coupon_id: number; per_member_limit: number } | null,
) {
  const row = await repository.insertOrder(tx, order, lines);
  if (coupon && !(await repository.takeCouponUse(tx, coupon, row.member_id, row.ordermain_id)))
    throw conflict(m.couponUsedUp);
  const entry = { memberId: row.member_id, reason: ORDER_REASON, orderId: row.ordermain_id };
  if (
    row.points_used > 0 &&
    (await appendLedgerEntry(tx, 'points', { ...entry, delta: -row.points_used })) === null
  )
    throw conflict(m.pointsNotEnough);
  if (
    row.credit_used > 0 &&
    (await appendLedgerEntry(tx, 'credit', { ...entry, delta: -row.credit_used })) === null
  )
    throw conflict(m.creditNotEnough);
  return row;
}

type OrderRow = Awaited<ReturnType<typeof repository.insertOrder>>;

function payFinishUrl(deps: OrderDeps, sn: string): string {
  return `${deps.siteOrigin}/pay-finish/${sn}`;
}

/** Where each provider sends the shopper back: LINE Pay to its return page, which confirms (storefront.md §2.2). */
function returnUrls(deps: OrderDeps, providerId: PaymentProviderId, finish: string, paymentRef: string) {
  if (providerId === 'linepay')
    return { confirmUrl: `${deps.siteOrigin}/payment/linepay_success`, cancelUrl: `${finish}?cancelled=1` };
  return { confirmUrl: `${finish}?ref=${paymentRef}`, cancelUrl: `${finish}?ref=${paymentRef}&cancelled=1` };
}

type PaidLine = Pick<Line, 'p_name' | 'p_price' | 'ordersub_count' | 'line_kind'>;

/** Starts the payment after the order is committed; a provider failure leaves the order to pay again. */
async function startPayment(deps: OrderDeps, order: OrderRow, lines: readonly PaidLine[], prime?: string) {
  const finish = payFinishUrl(deps, order.ordermain_sn);
  if (order.ordermain_total === 0) {
    await afterOrderPaid(deps, order.ordermain_id);
    return answer(order, finish);
  }
  const providerId = PROVIDER_OF_PAY_METHOD[order.pay_method as PayMethod];
  const provider = deps.providers.get(providerId);
  if (!provider) return answer(order, finish);
  const paymentRef = randomBytes(PAYMENT_REF_BYTES).toString('base64url');
  const paymentId = await repository.insertPayment(deps.db, {
    ordermain_id: order.ordermain_id,
    provider: providerId,
    payment_ref: paymentRef,
    amount: order.ordermain_total,
  });
  const result = await startAtProvider(provider, {
    paymentRef,
    orderSn: order.ordermain_sn,
    amount: order.ordermain_total,
    lines: lines
      .filter((l) => l.p_price > 0 && l.line_kind !== 'point')
      .map((l) => ({ name: l.p_name, quantity: l.ordersub_count, price: l.p_price })),
    ...returnUrls(deps, providerId, finish, paymentRef),
    prime,
    buyer: { name: order.recipient_name, mobile: order.ordermain_mobile, email: order.ordermain_email },
  });
  return answer(order, await followPaymentStart(deps, order, { paymentId, paymentRef }, result, finish));
}

/** An unreachable provider fails this payment only: the order is committed and may be paid again. */
async function startAtProvider(
  provider: PaymentProvider,
  request: Parameters<PaymentProvider['start']>[0],
): ReturnType<PaymentProvider['start']> {
  try {
    return await provider.start(request);
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'failed', reason: error.message };
    throw error;
  }
}

async function followPaymentStart(
  deps: OrderDeps,
  order: OrderRow,
  { paymentId, paymentRef }: { paymentId: number; paymentRef: string },
  result: Awaited<ReturnType<PaymentProvider['start']>>,
  finish: string,
): Promise<string> {
  switch (result.kind) {
    case 'redirect':
      if (result.providerTransactionId)
        await repository.updatePayment(deps.db, paymentRef, {
          provider_transaction_id: result.providerTransactionId,
        });
      return result.url;
    case 'offline':
      await repository.updatePayment(deps.db, paymentRef, { state: 'cancelled' });
      if (await repository.markCashOnPickup(deps.db, order.ordermain_id, deps.now()))
        await sendOrderConfirmation(deps, order.ordermain_id);
      return finish;
    case 'paid':
      if (await markPaid(deps.db, paymentId, order.ordermain_id, result.providerTransactionId))
        await afterOrderPaid(deps, order.ordermain_id);
      return finish;
    case 'failed':
      await repository.updatePayment(deps.db, paymentRef, { state: 'failed', failure_reason: result.reason });
      return finish;
  }
}

function answer(order: OrderRow, redirectUrl: string) {
  return {
    ordermain_id: order.ordermain_id,
    ordermain_sn: order.ordermain_sn,
    payment: { redirect_url: redirectUrl },
  };
}

/** A repeated submit: the same order, and the way to its pending payment when one is waiting. */
async function answerOf(deps: OrderDeps, order: OrderRow) {
  const payment = await repository.latestPayment(deps.db, order.ordermain_id);
  const url =
    payment?.state === 'pending' && payment.provider === 'sandbox'
      ? `${deps.apiPrefix}${SANDBOX_PAGE_PATH}/${payment.payment_ref}`
      : payFinishUrl(deps, order.ordermain_sn);
  return answer(order, url);
}

export async function orderDetail(deps: OrderDeps, memberId: number, orderId: number) {
  const order = await repository.findMemberOrder(deps.db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  return detailOf(deps, order);
}

/** The same detail by order number, for /pay-finish/{ordersn}; another member's number is 404. */
export async function orderDetailBySn(deps: OrderDeps, memberId: number, sn: string) {
  const order = await repository.findMemberOrderBySn(deps.db, memberId, sn);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  return detailOf(deps, order);
}

async function detailOf(deps: OrderDeps, order: OrderRow) {
  const { db } = deps;
  const orderId = order.ordermain_id;
  const [lines, payment, invoice] = await Promise.all([
    repository.orderLinesOf(db, orderId),
    repository.latestPayment(db, orderId),
    repository.latestInvoiceOf(db, orderId),
  ]);
  return {
    ordermain_id: order.ordermain_id,
    ordermain_sn: order.ordermain_sn,
    ordermain_status: order.ordermain_status,
    status_name: orderStatusName(order.ordermain_status) ?? '',
    ordermain_dt1: order.ordermain_dt1.toISOString(),
    expires_at: order.expires_at?.toISOString() ?? null,
    merchandise_total: order.merchandise_total,
    discount_total: order.discount_total,
    coupon_discount: order.coupon_discount,
    addon_total: order.addon_total,
    freight: order.freight,
    points_used: order.points_used,
    credit_used: order.credit_used,
    ordermain_total: order.ordermain_total,
    ship_method: order.ship_method as ShipMethod,
    pay_method: order.pay_method as PayMethod,
    invoice_type: order.invoice_type as InvoiceType,
    recipient_name: order.recipient_name,
    shipped_at: order.shipped_at?.toISOString() ?? null,
    delivery: {
      zipcode: order.zipcode,
      city: order.city,
      district: order.district,
      address: order.address,
      store_id: order.store_id,
      store_name: order.store_name,
    },
    invoice: {
      carrier_num: order.carrier_num,
      donate_code: order.donate_code,
      tax_number: order.tax_number,
      invoice_title: order.invoice_title,
      invoice_number: invoice?.invoice_number ?? null,
      invoice_state: invoice?.state ?? null,
    },
    can_cancel: canCancelOrder(order),
    can_repay: canRepayOrder(order, deps.now()),
    lines: lines.map((l) => ({
      p_id: l.p_id,
      p_name: l.p_name,
      p_price: l.p_price,
      list_price: l.list_price,
      ordersub_count: l.ordersub_count,
      line_kind: l.line_kind,
    })),
    payment: payment && { provider: payment.provider, state: payment.state, amount: payment.amount },
  };
}

/**
 * Cancels before shipment: the status change and the give-back share one transaction (the expiry's
 * releaseOrderHoldings); a paid payment is then refunded through its provider and the invoice voided.
 */
export async function cancelOrder(deps: OrderDeps, memberId: number, orderId: number) {
  const { db } = deps;
  const order = await repository.findMemberOrder(db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  const cancelled = await db.transaction(async (tx) => {
    const row = await repository.markCancelled(tx, orderId, deps.now());
    if (row) await releaseOrderHoldings(tx, row, CANCEL_REASON);
    return row;
  });
  if (!cancelled) throw conflict(m.orderNotCancellable);
  const refunded = await refundPaid(deps, orderId);
  await voidOrderInvoice(db, deps.issuer, orderId, CANCEL_REASON);
  return {
    ordermain_id: orderId,
    ordermain_status: cancelled.ordermain_status,
    status_name: orderStatusName(cancelled.ordermain_status) ?? '',
    refunded,
  };
}

async function refundPaid(deps: OrderDeps, orderId: number): Promise<boolean> {
  const payment = await repository.latestPayment(deps.db, orderId);
  if (payment?.state === 'pending') {
    await repository.updatePayment(deps.db, payment.payment_ref, { state: 'cancelled' });
    return false;
  }
  if (payment?.state !== 'paid' || !payment.provider_transaction_id) return false;
  const provider = deps.providers.get(payment.provider as PaymentProviderId);
  try {
    if (!provider) throw new Error('provider not configured');
    await provider.refund({
      paymentRef: payment.payment_ref,
      providerTransactionId: payment.provider_transaction_id,
      amount: payment.amount,
    });
  } catch {
    throw new ApiError(502, ErrorCode.internal, m.refundFailed);
  }
  await repository.updatePayment(deps.db, payment.payment_ref, {
    state: 'refunded',
    refunded_amount: payment.amount,
  });
  return true;
}

/**
 * payment/re-pay: a new payment for the member's own order while it is 待付款 or 付款失敗 and not expired
 * (docs/decisions.md "Checkout: payment returns"). Earlier pending payments are given up first, so an old
 * return can no longer be confirmed; the amount is the order's, from the database.
 */
export async function repayOrder(deps: OrderDeps, memberId: number, orderId: number, prime?: string) {
  const { db } = deps;
  const order = await repository.findMemberOrder(db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  if (!canRepayOrder(order, deps.now())) throw conflict(m.orderNotRepayable);
  const providerId = PROVIDER_OF_PAY_METHOD[order.pay_method as PayMethod];
  if (!deps.providers.has(providerId))
    throw unprocessable({ pay_method: checkoutErrorMessages.paymentProviderNotConfigured });
  await repository.cancelPendingPayments(db, orderId);
  await repository.reopenForPayment(db, orderId, deps.now());
  return startPayment(deps, order, await repository.orderLinesOf(db, orderId), prime);
}
