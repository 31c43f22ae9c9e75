// create-order and check-coupon (storefront.md §7.5) as a flow of named steps (issue 22 point 3;
// docs/decisions/053-quote-order-and-place-order-flow.md): price → check → hold → write → start payment.
// Prices come from the server's own cartSummary and the figures from quoteOrder, the rule the checkout page
// and the wallet's sheet show. The holdings and the order's rows share one transaction, so their undo is
// its rollback; once written, an order is never undone here: the payment may already be under way, and an
// unpaid order gives everything back when it expires or is cancelled (releaseOrderHoldings).
import type { CheckCouponBody, CreateOrderBody } from '@shop/contracts';
import {
  type CartSummary,
  isStorePickup,
  orderErrorMessages as m,
  type OrderQuote,
  quoteOrder,
} from '@shop/core';
import type { z } from 'zod';
import { SANDBOX_PAGE_PATH } from '../../integrations/payments/index.ts';
import { cartSummary } from '../../modules/cart/index.ts';
import {
  type FirstPayment,
  findOrderByKey,
  isKnownZipcode,
  keptStore,
  latestPayment,
  type OrderDeps,
  type OrderInsert,
  type OrderLineInsert,
  type OrderRow,
  openCashOnPickupOrders,
  orderMember,
} from '../../modules/checkout/index.ts';
import type { Referral } from '../../modules/conversions/index.ts';
import { type FlowStep, runFlow } from '../flow.ts';
import { payFinishUrl, paymentAnswer, startPayment, startWithOrder } from '../start-payment.ts';
import { couponFor, type FoundCoupon } from './coupon-for.ts';
import { type Holding, holdingsOf, writeOrder } from './hold-and-write.ts';
import { linesOf } from './order-lines.ts';
import { firstPayment, orderRowOf, type Store } from './order-row.ts';
import { checkChoices, checkOrderable } from './orderable.ts';
import { conflict, unprocessable } from './refusals.ts';

type Body = z.output<typeof CreateOrderBody>;
type Answer = ReturnType<typeof paymentAnswer>;

export interface PlaceOrderDeps extends OrderDeps {
  /** At most this many of a member's cash-on-pickup orders wait for collection at once. */
  cashOnPickupOpenOrdersMax: number;
}

interface PlaceOrderContext {
  readonly deps: PlaceOrderDeps;
  readonly memberId: number;
  readonly key: string;
  readonly body: Body;
  readonly now: Date;
  /** The shopping-referral click the request carried (decision 098), recorded with the order. */
  readonly referral: Referral | null;
  summary?: CartSummary;
  store?: Store;
  pointRate?: number | null;
  memberEmail?: string | null;
  openCashOnPickup?: number;
  coupon?: FoundCoupon | null;
  quote?: OrderQuote;
  lines?: OrderLineInsert[];
  order?: OrderInsert;
  payment?: FirstPayment | null;
  /** Where the shopper goes when the payment started with the order (the sandbox's page). */
  startedRedirect?: string;
  holdings?: Holding[];
  written?: { ordermain_id: number; payment_id: number | null };
  answer?: Answer;
}

/** A step's input that an earlier step set (the steps run in order, so it is there). */
function given<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('place-order: a step ran before the one it follows');
  return value;
}

const PLACE_ORDER_STEPS: readonly FlowStep<PlaceOrderContext>[] = [
  {
    name: 'price the carts',
    run: async (flow) => {
      const { db } = flow.deps;
      const { body } = flow;
      // The member once, for the pricing and for the order (her level's point rate, and her e-mail as
      // the cardholder's when the recipient gives none: TapPay requires one); the reads do not depend on
      // each other, so they are one round trip of waiting.
      const member = orderMember(db, flow.memberId);
      const [summary, store, ordering, openCashOnPickup] = await Promise.all([
        cartSummary(db, body.carts, 'TWD', flow.memberId, flow.now, 'fresh', member),
        isStorePickup(body.ship_method)
          ? keptStore(db, body.ship_method, body.recipient.store_id ?? '')
          : null,
        member,
        body.pay_method === 'cod' ? openCashOnPickupOrders(db, flow.memberId) : 0,
      ]);
      flow.summary = summary;
      flow.store = store;
      flow.pointRate = ordering?.point_rate ?? null;
      flow.memberEmail = body.recipient.email ? null : (ordering?.email ?? null);
      flow.openCashOnPickup = openCashOnPickup;
    },
  },
  {
    name: 'check the order',
    run: async (flow) => {
      const { deps, body } = flow;
      const summary = given(flow.summary);
      checkChoices(
        body,
        deps.offered,
        { memberEmail: flow.memberEmail, zipcodeMatches: isKnownZipcode },
        deps.instalments,
      );
      const most = deps.cashOnPickupOpenOrdersMax;
      if ((flow.openCashOnPickup ?? 0) >= most) throw conflict(m.tooManyOpenCashOnPickup(most));
      const { evergreenRef } = await checkOrderable(deps.db, body, summary, flow.memberId, flow.now);
      // Points pay for the point-cart and evergreen-trail items first; only what is left can be taken off
      // the amount due.
      const exchanged = summary.pointCartTotalPoint + summary.evergreenTrailTotalPoint;
      const pointsLeft = (summary.pointBalance ?? 0) - exchanged;
      if (body.points > 0 && exchanged > 0 && body.points > pointsLeft)
        throw unprocessable({ points: m.pointsLeftAfterExchange(Math.max(0, pointsLeft)) });
      flow.coupon = await couponFor(
        deps.db,
        body.coupon_code,
        flow.memberId,
        summary.grandTotalPrice,
        flow.now,
      );
      const quote = quoteOrder({
        cart: summary,
        ship: body.ship_method,
        coupon: flow.coupon,
        points: body.points,
        credit: body.credit,
      });
      if (quote.balancesExceed) throw unprocessable({ points: m.balanceExceedsTotal });
      flow.quote = quote;
      flow.lines = linesOf(summary, evergreenRef);
      flow.order = orderRowOf({
        memberId: flow.memberId,
        key: flow.key,
        body,
        quote,
        couponId: flow.coupon?.coupon_id ?? null,
        store: flow.store ?? null,
        pointRate: flow.pointRate ?? null,
        memberEmail: flow.memberEmail ?? null,
        now: flow.now,
      });
      flow.payment = firstPayment(deps, flow.order);
      // The sandbox's start is written by the order's statement (no round trips after the commit).
      const early = flow.payment && startWithOrder(deps, flow.order, flow.lines, flow.payment);
      if (early && flow.payment) {
        flow.payment.started = early.started;
        flow.startedRedirect = early.redirectUrl;
      }
    },
  },
  {
    // Taken by the write step's transaction: its rollback gives them back, so no undo of their own.
    name: 'hold the coupon use, points, credit and offer stock',
    run: async (flow) => {
      flow.holdings = holdingsOf(
        given(flow.order),
        flow.coupon ?? null,
        given(flow.summary),
        given(flow.lines),
        flow.now,
        flow.referral,
      );
    },
  },
  {
    name: 'write the order',
    run: async (flow) => {
      const created = await writeOrder(
        flow.deps.db,
        given(flow.order),
        given(flow.lines),
        flow.payment ?? null,
        given(flow.holdings),
      );
      flow.written = created;
    },
  },
  {
    name: 'start the payment',
    run: async (flow) => {
      const order = { ...given(flow.order), ordermain_id: given(flow.written).ordermain_id };
      if (flow.startedRedirect !== undefined) {
        flow.answer = paymentAnswer(order, flow.startedRedirect);
        return;
      }
      const { payment } = flow;
      const paymentId = flow.written?.payment_id ?? null;
      const attempt = payment && paymentId !== null ? { paymentId, paymentRef: payment.payment_ref } : null;
      flow.answer = await startPayment(
        flow.deps,
        order,
        given(flow.lines),
        flow.body.prime,
        attempt,
        flow.body.instalment,
      );
    },
  },
];

/** create-order: the order placed and its payment started; a repeated submit answers with the first one's order. */
export async function createOrder(
  deps: PlaceOrderDeps,
  memberId: number,
  key: string | undefined,
  body: Body,
  referral: Referral | null = null,
): Promise<Answer> {
  if (!key) throw unprocessable({ 'Idempotency-Key': m.idempotencyKeyRequired });
  const context: PlaceOrderContext = { deps, memberId, key, body, referral, now: deps.now() };
  try {
    await runFlow('place-order', PLACE_ORDER_STEPS, context, deps.log);
  } catch (error) {
    if (context.written) throw error;
    // A repeated submit answers with the first one's order, even when this one could no longer be placed
    // (the last unit went to the first, or its order row hit the key's unique index): looked up only when
    // placing fails, so a new order costs no query for it.
    const first = await findOrderByKey(deps.db, memberId, key).catch(() => null);
    if (!first) throw error;
    return answerOf(deps, first);
  }
  return given(context.answer);
}

/** A repeated submit: the same order, and the way to its pending payment when one is waiting. */
async function answerOf(deps: OrderDeps, order: OrderRow): Promise<Answer> {
  const payment = await latestPayment(deps.db, order.ordermain_id);
  const url =
    payment?.state === 'pending' && payment.provider === 'sandbox'
      ? `${deps.apiPrefix}${SANDBOX_PAGE_PATH}/${payment.payment_ref}`
      : payFinishUrl(deps, order.ordermain_sn);
  return paymentAnswer(order, url);
}

/**
 * check-coupon: what a coupon takes off the member's carts before the order is sent (the checkout's
 * breakdown and a wallet's payment sheet show it), priced and quoted as create-order prices and quotes.
 */
export async function checkCoupon(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  memberId: number,
  body: z.output<typeof CheckCouponBody>,
) {
  const now = deps.now();
  const summary = await cartSummary(deps.db, body.carts, 'TWD', memberId, now, 'fresh');
  const coupon = await couponFor(deps.db, body.coupon_code, memberId, summary.grandTotalPrice, now);
  // The ship method does not change a coupon's discount (it is taken off the total before freight).
  const quote = quoteOrder({ cart: summary, ship: 'home', coupon });
  return { coupon_code: body.coupon_code, coupon_discount: quote.coupon };
}
