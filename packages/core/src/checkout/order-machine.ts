// The order-and-payment state machine (issue 22; docs/decisions/052-order-payment-state-machine.md): every
// order status and payment-attempt state, and every allowed transition by name with the states it may
// start from. The API makes each transition one conditional UPDATE … WHERE state IN (fromStates) RETURNING,
// so two processes never both win one.
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';

const S = ORDER_STATUS;

/** Each named order transition: the statuses it may start from and the status it leads to. */
export const ORDER_TRANSITIONS = {
  /** An attempt was captured for the order's exact amount (or nothing was left to pay). */
  pay: { from: [S.awaitingPayment, S.paymentFailed], to: S.paid },
  /** The provider said the shopper declined; the order may still be paid again until it expires. */
  failPayment: { from: [S.awaitingPayment], to: S.paymentFailed },
  /** 重新付款 on a failed order: back to waiting while the new attempt is open. */
  reopen: { from: [S.paymentFailed], to: S.awaitingPayment },
  /** Cash on 7-ELEVEN pickup: confirmed without paying online. */
  confirmCashOnPickup: { from: [S.awaitingPayment], to: S.cashOnPickupConfirmed },
  /** The member cancels while nothing has left the warehouse (and shipped_at is null). */
  cancel: {
    from: [S.awaitingPayment, S.paid, S.preparing, S.paymentFailed, S.cashOnPickupConfirmed],
    to: S.cancelled,
  },
  /** Unpaid past expires_at (the expiry job). */
  expire: { from: [S.awaitingPayment, S.paymentFailed], to: S.expired },
  prepare: { from: [S.paid], to: S.preparing },
  ship: { from: [S.paid, S.preparing, S.cashOnPickupConfirmed], to: S.shipped },
  deliver: { from: [S.shipped], to: S.delivered },
  /** Cash on pickup collected at the store: delivered and paid at once. */
  collectCash: { from: [S.cashOnPickupConfirmed, S.shipped], to: S.delivered },
  /** A cash-on-pickup parcel nobody collected: the provider returned it, or it waited too long. */
  returnUncollected: { from: [S.cashOnPickupConfirmed, S.shipped], to: S.pickupNotCollected },
  complete: { from: [S.delivered], to: S.completed },
  /** 申請退貨 within the period after shipment (a parcel shipped is taken as arrived: nothing marks delivery yet). */
  requestReturn: { from: [S.shipped, S.delivered, S.completed], to: S.returnRequested },
  /** The shop turned a return request down: the order is the delivered order it was. */
  declineReturn: { from: [S.returnRequested], to: S.delivered },
  /** A returned order's money went back. */
  refund: { from: [S.returnRequested, S.delivered, S.completed], to: S.refunded },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** The statuses a new order is written in: waiting for payment, or paid when nothing is left to pay. */
export const ORDER_INITIAL_STATUSES: readonly OrderStatus[] = [S.awaitingPayment, S.paid];

/** Statuses in which the order holds money captured for it (paid, or later on the paid road). */
export const ORDER_MONEY_KEEPING_STATUSES: readonly OrderStatus[] = [
  S.paid,
  S.preparing,
  S.shipped,
  S.delivered,
  S.completed,
  S.returnRequested,
  S.partiallyReturned,
];

/** Where an order may still take a capture: the from-states of `pay` (and expires_at in the future). */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ORDER_TRANSITIONS.pay.from;

export const PAYMENT_ATTEMPT_STATE = {
  /** Started at the provider; the shopper may still approve it. */
  pending: 'pending',
  /** Claimed for capture: we are asking the provider to take the money now. */
  capturing: 'capturing',
  /** Captured: the money is taken (stored as 'paid'). */
  captured: 'paid',
  failed: 'failed',
  /** Given up before any capture (re-pay, cancel, expiry, cash on pickup). */
  abandoned: 'cancelled',
  refunded: 'refunded',
  /** The automatic refund was refused: customer service must act (logged at error level). */
  refundFailed: 'refund_failed',
} as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATE)[keyof typeof PAYMENT_ATTEMPT_STATE];

const A = PAYMENT_ATTEMPT_STATE;

/** Each named attempt transition. `start` has no from-state: it is the attempt's insert. */
export const ATTEMPT_TRANSITIONS = {
  start: { from: [], to: A.pending },
  /** Pay-by-prime captures inside start: the attempt is inserted already claimed. */
  startCapturing: { from: [], to: A.capturing },
  /** Before asking the provider to capture; requires the order to be payable in the same statement. */
  claim: { from: [A.pending], to: A.capturing },
  /** The provider would not confirm (not a decline): the claim is given back, the attempt stays open. */
  unclaim: { from: [A.capturing], to: A.pending },
  capture: { from: [A.capturing], to: A.captured },
  decline: { from: [A.pending, A.capturing], to: A.failed },
  abandon: { from: [A.pending], to: A.abandoned },
  /**
   * Money came in for an attempt already given up (a wallet paid on the provider's page after its order
   * expired or was re-paid): it is owed back at once, so it waits in refundFailed until `refundCapture`.
   */
  lateCapture: { from: [A.abandoned], to: A.refundFailed },
  refundCapture: { from: [A.captured, A.refundFailed], to: A.refunded },
  failRefund: { from: [A.captured], to: A.refundFailed },
} as const satisfies Record<string, { from: readonly PaymentAttemptState[]; to: PaymentAttemptState }>;

export type AttemptTransition = keyof typeof ATTEMPT_TRANSITIONS;

/** Attempts that may still take money: at most one per order (a partial unique index enforces it). */
export const IN_FLIGHT_ATTEMPT_STATES: readonly PaymentAttemptState[] = [A.pending, A.capturing];

/** The statuses an order transition may start from. */
export function orderFromStatuses(transition: OrderTransition): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[transition].from;
}

/** The states an attempt transition may start from. */
export function attemptFromStates(transition: AttemptTransition): readonly PaymentAttemptState[] {
  return ATTEMPT_TRANSITIONS[transition].from;
}

/** The order's status after the transition, or null when the transition is not allowed from `status`. */
export function nextOrderStatus(status: number, transition: OrderTransition): OrderStatus | null {
  const t = ORDER_TRANSITIONS[transition];
  return (t.from as readonly number[]).includes(status) ? t.to : null;
}

export function nextAttemptState(state: string, transition: AttemptTransition): PaymentAttemptState | null {
  const t = ATTEMPT_TRANSITIONS[transition];
  return (t.from as readonly string[]).includes(state) ? t.to : null;
}

/** An order may take a capture now: a payable status and its deadline not passed. */
export function isOrderPayable(order: { ordermain_status: number; expires_at: Date | null }, now: Date) {
  return (
    (PAYABLE_ORDER_STATUSES as readonly number[]).includes(order.ordermain_status) &&
    (order.expires_at === null || order.expires_at > now)
  );
}

/**
 * What follows a capture: the order becomes paid when it still may (`pay`), otherwise the money goes
 * back (`refundCapture`): a capture is never kept for an order that is not paid.
 */
export function afterCapture(orderStatus: number): 'pay' | 'refundCapture' {
  return nextOrderStatus(orderStatus, 'pay') === null ? 'refundCapture' : 'pay';
}

/**
 * Days after a cash-on-pickup order is placed before an uncollected parcel is taken as returned and its
 * stock given back (7-ELEVEN keeps a parcel 7 days at the store; the rest covers the way there and back).
 */
export const UNCOLLECTED_PICKUP_DAYS = 14;
