// Order creation, the order detail and cancel (issue 12 part 2; docs/decisions.md "Orders (issue 12, part 2)").
// Prices come from the server's own cartSummary; stock, the coupon use, points and credit are taken in the
// order's one transaction and given back by releaseOrderHoldings (the same code the expiry uses).
import { randomBytes } from 'node:crypto';
import type { CheckCouponBody, CreateOrderBody } from '@shop/contracts';
import {
  type CartSummary,
  canCancelOrder,
  canRepayOrder,
  checkoutErrorMessages,
  couponDiscountOf,
  couponRefusal,
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
import { hasOpenGiftClaims } from '../gifts/index.ts';
import { appendLedgerEntry } from '../ledgers/index.ts';
import { releaseOrderHoldings } from './holdings.repository.ts';
import { voidOrderInvoice } from './invoices.service.ts';
import { keptStore } from './kept-stores.ts';
import {
  exchangePointsOf,
  kitOrderLines,
  pointOrderLines,
  takeExchangePoints,
  takeOfferStock,
} from './offer-lines.ts';
import { afterCashOrderPlaced, afterOrderPaid, type OrderEventDeps } from './order-events.ts';
import * as repository from './orders.repository.ts';
import { markPaid } from './payments.repository.ts';
import { PROVIDER_OF_PAY_METHOD } from './reference.service.ts';
import { findShipment, queueShipment, skipShipment } from './shipments.repository.ts';

type Body = z.output<typeof CreateOrderBody>;
type Line = repository.OrderLineInsert;

export interface OrderDeps extends OrderEventDeps {
  providers: ReadonlyMap<PaymentProviderId, PaymentProvider>;
  /** The pay methods checkout offers (a wallet needs its own setting beside its provider). */
  offered: ReadonlySet<PayMethod>;
  apiPrefix: string;
}

/** Bytes of the payment reference: 24 bytes make 32 base64url characters. */
const PAYMENT_REF_BYTES = 24;
export const ORDER_REASON = 'order';
export const CANCEL_REASON = 'order-cancel';

function unprocessable(errors: Record<string, string>): ApiError {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  return new ApiError(422, ErrorCode.validationFailed, Object.values(errors)[0] ?? '', fields);
}

function conflict(message: string): ApiError {
  return new ApiError(409, ErrorCode.conflict, message);
}

/** Field errors of the delivery, recipient, invoice and payment choice, before anything is read. */
function checkChoices(body: Body, offered: OrderDeps['offered']): void {
  const errors = orderChoiceErrors(body);
  if (!errors.pay_method && !offered.has(body.pay_method))
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

/**
 * What a coupon takes off the member's carts before the order is sent (the checkout's breakdown and a
 * wallet's payment sheet show it), by the same rules and the same pricing create-order applies.
 */
export async function checkCoupon(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  memberId: number,
  body: z.output<typeof CheckCouponBody>,
) {
  const now = deps.now();
  const summary = await cartSummary(deps.db, body.carts, 'TWD', memberId, now, 'fresh');
  const coupon = await couponFor(deps.db, body.coupon_code, memberId, summary.grandTotalPrice, now);
  return { coupon_code: body.coupon_code, coupon_discount: coupon?.discount ?? 0 };
}

async function couponFor(db: Database, code: string | undefined, memberId: number, base: number, now: Date) {
  if (!code) return null;
  const coupon = await repository.findCouponByCode(db, code);
  if (!coupon) throw unprocessable({ coupon_code: m.couponNotFound });
  const [memberUses, holdsClaim] = await Promise.all([
    repository.memberCouponUses(db, coupon.coupon_id, memberId),
    // A claimable coupon works only from the member's wallet (claimed once, docs "Member balances").
    coupon.claimable ? memberHoldsClaim(db, memberId, coupon.coupon_id) : false,
  ]);
  const refusal = couponRefusal(coupon, { memberId, base, now, memberUses, holdsClaim });
  if (refusal !== null)
    throw unprocessable({ coupon_code: refusal === 'used_up' ? m.couponUsedUp : m.couponNotUsable });
  return { coupon, discount: couponDiscountOf(coupon, base) };
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
  return startPayment(deps, placed.order, placed.lines, body.prime, placed.payment);
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
  checkChoices(body, deps.offered);
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
  const payment = firstPayment(deps, order);
  let created: repository.InsertedOrder;
  try {
    const steps = holdingSteps(order, coupon?.coupon ?? null, summary, lines);
    // Paid in full with points and credit: ready to ship now, queued in the order's transaction.
    const status = order.ordermain_status;
    if (status === ORDER_STATUS.paid)
      steps.push((tx, row) =>
        queueShipment(tx, { ...order, ordermain_status: status, ordermain_id: row.ordermain_id }, now),
      );
    created = await writeOrder(db, order, lines, payment, steps);
  } catch (error) {
    const short = repository.shortOfStock(error);
    if (short !== null)
      throw conflict(m.outOfStock(lines.find((l) => l.p_id === short)?.p_name ?? String(short)));
    throw error;
  }
  return {
    order: { ...order, ordermain_id: created.ordermain_id },
    lines,
    payment:
      payment && created.payment_id !== null
        ? { paymentId: created.payment_id, paymentRef: payment.payment_ref }
        : null,
  };
}

/** The payment row an order is written with: when it has something to pay online (not NT$0). */
function firstPayment(deps: OrderDeps, order: repository.OrderInsert): repository.FirstPayment | null {
  const providerId = PROVIDER_OF_PAY_METHOD[order.pay_method as PayMethod];
  if (order.ordermain_total === 0 || !deps.providers.has(providerId)) return null;
  return {
    provider: providerId,
    payment_ref: randomBytes(PAYMENT_REF_BYTES).toString('base64url'),
    amount: order.ordermain_total,
  };
}

type HoldingStep = (tx: Database, order: { ordermain_id: number; member_id: number }) => Promise<void>;

/**
 * What the order takes besides its rows and product stock, in a fixed order so concurrent orders never
 * wait crosswise: the coupon use, points and credit (the ledgers refuse a balance below 0), kit and gift
 * stock, exchange points. Each step refuses with a 409 that rolls the whole order back.
 */
function holdingSteps(
  order: repository.OrderInsert,
  coupon: { coupon_id: number; per_member_limit: number } | null,
  summary: CartSummary,
  lines: readonly Line[],
): HoldingStep[] {
  const steps: HoldingStep[] = [];
  if (coupon)
    steps.push(async (tx, row) => {
      if (!(await repository.takeCouponUse(tx, coupon, row.member_id, row.ordermain_id)))
        throw conflict(m.couponUsedUp);
    });
  const debit = (ledger: 'points' | 'credit', amount: number, refusal: string) => {
    if (amount <= 0) return;
    steps.push(async (tx, row) => {
      const entry = { memberId: row.member_id, reason: ORDER_REASON, orderId: row.ordermain_id };
      if ((await appendLedgerEntry(tx, ledger, { ...entry, delta: -amount })) === null)
        throw conflict(refusal);
    });
  };
  debit('points', order.points_used ?? 0, m.pointsNotEnough);
  debit('credit', order.credit_used ?? 0, m.creditNotEnough);
  if (summary.routineKitList.length > 0 || lines.some((l) => l.line_kind === 'gift'))
    steps.push(async (tx) => {
      const short = await takeOfferStock(tx, summary.routineKitList, lines);
      if (short !== null) throw conflict(m.outOfStock(short));
    });
  const exchangePoints = exchangePointsOf(lines);
  if (exchangePoints > 0)
    steps.push(async (tx, row) => {
      if (!(await takeExchangePoints(tx, row, exchangePoints))) throw conflict(m.pointsNotEnough);
    });
  return steps;
}

/**
 * The order's one statement (rows, claimed gifts, first payment; product stock at its COMMIT), alone
 * when the order takes nothing else, else first in one transaction with the holding steps.
 */
async function writeOrder(
  db: Database,
  order: repository.OrderInsert,
  lines: readonly Line[],
  payment: repository.FirstPayment | null,
  steps: readonly HoldingStep[],
): Promise<repository.InsertedOrder> {
  if (steps.length === 0) return repository.insertOrder(db, order, lines, payment);
  return db.transaction(async (tx) => {
    const created = await repository.insertOrder(tx, order, lines, payment);
    const row = { ordermain_id: created.ordermain_id, member_id: order.member_id };
    for (const step of steps) await step(tx, row);
    return created;
  });
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

type OrderRow = repository.OrderRow;
/** What starting a payment reads of an order. */
type PayableOrder = Pick<
  OrderRow,
  'ordermain_id' | 'ordermain_sn' | 'ordermain_total' | 'pay_method' | 'recipient_name' | 'ordermain_mobile'
> & { ordermain_email?: string };
interface PaymentRow {
  paymentId: number;
  paymentRef: string;
}

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

/**
 * Starts the payment after the order is committed, on the payment row written with the order or (re-pay)
 * a new one; a provider failure leaves the order to pay again.
 */
async function startPayment(
  deps: OrderDeps,
  order: PayableOrder,
  lines: readonly PaidLine[],
  prime?: string,
  written?: PaymentRow | null,
) {
  const finish = payFinishUrl(deps, order.ordermain_sn);
  if (order.ordermain_total === 0) {
    await afterOrderPaid(deps, order.ordermain_id);
    return answer(order, finish);
  }
  const providerId = PROVIDER_OF_PAY_METHOD[order.pay_method as PayMethod];
  const provider = deps.providers.get(providerId);
  if (!provider) return answer(order, finish);
  const { paymentId, paymentRef } = written ?? (await newPayment(deps, order, providerId));
  const result = await startAtProvider(provider, {
    paymentRef,
    orderSn: order.ordermain_sn,
    amount: order.ordermain_total,
    lines: lines
      .filter((l) => l.p_price > 0 && l.line_kind !== 'point')
      .map((l) => ({ name: l.p_name, quantity: l.ordersub_count, price: l.p_price })),
    ...returnUrls(deps, providerId, finish, paymentRef),
    prime,
    buyer: { name: order.recipient_name, mobile: order.ordermain_mobile, email: order.ordermain_email ?? '' },
  });
  return answer(order, await followPaymentStart(deps, order, { paymentId, paymentRef }, result, finish));
}

async function newPayment(
  deps: OrderDeps,
  order: PayableOrder,
  providerId: PaymentProviderId,
): Promise<PaymentRow> {
  const paymentRef = randomBytes(PAYMENT_REF_BYTES).toString('base64url');
  const paymentId = await repository.insertPayment(deps.db, {
    ordermain_id: order.ordermain_id,
    provider: providerId,
    payment_ref: paymentRef,
    amount: order.ordermain_total,
  });
  return { paymentId, paymentRef };
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
  order: PayableOrder,
  { paymentId, paymentRef }: PaymentRow,
  result: Awaited<ReturnType<PaymentProvider['start']>>,
  finish: string,
): Promise<string> {
  switch (result.kind) {
    case 'redirect':
      if (result.providerTransactionId)
        await repository.setProviderTransactionId(deps.db, paymentRef, result.providerTransactionId);
      return result.url;
    case 'offline':
      await repository.updatePayment(deps.db, paymentRef, { state: 'cancelled' });
      if (await repository.markCashOnPickup(deps.db, order.ordermain_id, deps.now()))
        await afterCashOrderPlaced(deps, order.ordermain_id);
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

function answer(order: PayableOrder, redirectUrl: string) {
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
      pickup_number: order.pickup_number,
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
  await settleShipmentOfCancelled(deps, orderId);
  const refunded = await refundPaid(deps, orderId);
  await voidOrderInvoice(db, deps.issuer, orderId, CANCEL_REASON);
  return {
    ordermain_id: orderId,
    ordermain_status: cancelled.ordermain_status,
    status_name: orderStatusName(cancelled.ordermain_status) ?? '',
    refunded,
  };
}

/**
 * A pending shipment step ends unused. A shipment already created stays (ECPay's C2C cancel is not wired):
 * the order keeps its pickup number and customer service is told to cancel it at the provider.
 */
async function settleShipmentOfCancelled(deps: OrderDeps, orderId: number): Promise<void> {
  await skipShipment(deps.db, orderId, deps.now());
  const shipment = await findShipment(deps.db, orderId);
  if (shipment?.shipment_state === 'created')
    deps.log.warn({ orderId }, 'cancelled order has a shipment: cancel it with the logistics provider');
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
  if (!deps.offered.has(order.pay_method as PayMethod))
    throw unprocessable({ pay_method: checkoutErrorMessages.paymentProviderNotConfigured });
  await repository.cancelPendingPayments(db, orderId);
  await repository.reopenForPayment(db, orderId, deps.now());
  return startPayment(deps, order, await repository.orderLinesOf(db, orderId), prime);
}
