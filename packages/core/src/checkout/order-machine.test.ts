import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ATTEMPT_STATE as A,
  ATTEMPT_TRANSITIONS,
  afterCapture,
  attemptFromStates,
  IN_FLIGHT_ATTEMPT_STATES,
  isOrderPayable,
  nextAttemptState,
  nextOrderStatus,
  ORDER_MONEY_KEEPING_STATUSES,
  ORDER_TRANSITIONS,
  orderFromStatuses,
  type PaymentAttemptState,
} from './order-machine.ts';
import { ORDER_STATUS as S } from './order-status.ts';

describe('order machine transitions', () => {
  it('answers the from-states of a transition', () => {
    expect(orderFromStatuses('pay')).toEqual([0, 5]);
    expect(orderFromStatuses('cancel')).toEqual([0, 1, 2, 5, 10]);
    expect(orderFromStatuses('expire')).toEqual([0, 5]);
    expect(orderFromStatuses('collectCash')).toEqual([10, 3]);
    expect(orderFromStatuses('returnUncollected')).toEqual([10, 3]);
    expect(attemptFromStates('claim')).toEqual(['pending']);
    expect(attemptFromStates('capture')).toEqual(['capturing']);
    expect(attemptFromStates('abandon')).toEqual(['pending']);
  });

  it('refuses a transition from a state it does not start from', () => {
    expect(nextOrderStatus(S.expired, 'pay')).toBeNull();
    expect(nextOrderStatus(S.cancelled, 'pay')).toBeNull();
    expect(nextOrderStatus(S.paymentFailed, 'pay')).toBe(S.paid);
    expect(nextAttemptState('capturing', 'abandon')).toBeNull();
    expect(nextAttemptState('paid', 'refundCapture')).toBe('refunded');
  });

  it('a capture for an order no longer payable is refunded', () => {
    expect(afterCapture(S.awaitingPayment)).toBe('pay');
    expect(afterCapture(S.paymentFailed)).toBe('pay');
    for (const status of [S.cancelled, S.expired, S.paid, S.refunded])
      expect(afterCapture(status)).toBe('refundCapture');
  });

  it('an order past its deadline is not payable', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(isOrderPayable({ ordermain_status: 0, expires_at: new Date('2026-11-27T10:00:01Z') }, now)).toBe(
      true,
    );
    expect(isOrderPayable({ ordermain_status: 0, expires_at: now }, now)).toBe(false);
    expect(isOrderPayable({ ordermain_status: 4, expires_at: null }, now)).toBe(false);
  });

  it('every transition leads to a known state', () => {
    const codes = new Set<number>(Object.values(S));
    for (const t of Object.values(ORDER_TRANSITIONS)) expect(codes.has(t.to)).toBe(true);
    const states = new Set<string>(Object.values(A));
    for (const t of Object.values(ATTEMPT_TRANSITIONS)) expect(states.has(t.to)).toBe(true);
  });
});

// A model of the shop driven only through the machine, the way the API drives it: each event applies
// its transition when the machine allows it and does nothing otherwise (a conditional UPDATE that
// matched no row).
interface Attempt {
  state: PaymentAttemptState;
  amount: number;
}
interface Shop {
  status: number;
  total: number;
  expired: boolean;
  attempts: Attempt[];
}

type Event =
  | { kind: 'repay' | 'cancel' | 'expire' | 'deadline' | 'ship' | 'deliver' }
  | { kind: 'claim' | 'capture' | 'decline' | 'unclaim' | 'abandon'; attempt: number };

function orderMove(shop: Shop, transition: keyof typeof ORDER_TRANSITIONS): boolean {
  const next = nextOrderStatus(shop.status, transition);
  if (next === null) return false;
  shop.status = next;
  return true;
}

function attemptMove(attempt: Attempt | undefined, transition: keyof typeof ATTEMPT_TRANSITIONS): boolean {
  if (!attempt) return false;
  const next = nextAttemptState(attempt.state, transition);
  if (next === null) return false;
  attempt.state = next;
  return true;
}

const payable = (shop: Shop) => !shop.expired && nextOrderStatus(shop.status, 'pay') !== null;
const inFlight = (shop: Shop) =>
  shop.attempts.filter((a) => (IN_FLIGHT_ATTEMPT_STATES as readonly string[]).includes(a.state));

function apply(shop: Shop, event: Event): void {
  const attempt =
    'attempt' in event ? shop.attempts[event.attempt % Math.max(1, shop.attempts.length)] : undefined;
  switch (event.kind) {
    case 'repay':
      // The partial unique index refuses a second open attempt; the order must be payable.
      if (!payable(shop) || inFlight(shop).length > 0) return;
      orderMove(shop, 'reopen');
      shop.attempts.push({ state: A.pending, amount: shop.total });
      return;
    case 'claim':
      if (payable(shop)) attemptMove(attempt, 'claim');
      return;
    case 'capture': {
      // The provider takes the money only for a claimed attempt; then one transaction settles it.
      if (!attemptMove(attempt, 'capture')) return;
      if (afterCapture(shop.status) === 'pay' && !shop.expired) orderMove(shop, 'pay');
      else attemptMove(attempt, 'refundCapture');
      return;
    }
    case 'decline':
      if (attemptMove(attempt, 'decline')) orderMove(shop, 'failPayment');
      return;
    case 'unclaim':
      attemptMove(attempt, 'unclaim');
      return;
    case 'abandon':
      attemptMove(attempt, 'abandon');
      return;
    case 'cancel':
      if (!orderMove(shop, 'cancel')) return;
      for (const a of shop.attempts) attemptMove(a, 'abandon') || attemptMove(a, 'refundCapture');
      return;
    case 'deadline':
      shop.expired = true;
      return;
    case 'expire':
      if (!shop.expired || !orderMove(shop, 'expire')) return;
      for (const a of shop.attempts) attemptMove(a, 'abandon');
      return;
    case 'ship':
      orderMove(shop, 'ship');
      return;
    case 'deliver':
      orderMove(shop, 'deliver');
      return;
  }
}

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.constantFrom<Event>(
    { kind: 'repay' },
    { kind: 'cancel' },
    { kind: 'expire' },
    { kind: 'deadline' },
    { kind: 'ship' },
    { kind: 'deliver' },
  ),
  fc.record({
    kind: fc.constantFrom(
      'claim' as const,
      'capture' as const,
      'decline' as const,
      'unclaim' as const,
      'abandon' as const,
    ),
    attempt: fc.nat(5),
  }),
);

describe('order machine properties', () => {
  const run = (events: Event[], total: number) => {
    const shop: Shop = {
      status: S.awaitingPayment,
      total,
      expired: false,
      attempts: [{ state: A.pending, amount: total }],
    };
    const seen: Shop[] = [];
    for (const event of events) {
      apply(shop, event);
      seen.push(structuredClone(shop));
    }
    return seen;
  };

  it('no sequence of events leaves money captured on an order that is not paid (or later)', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 60 }),
        fc.integer({ min: 1, max: 100_000 }),
        (events, total) => {
          for (const shop of run(events, total)) {
            const captured = shop.attempts.filter((a) => a.state === A.captured);
            if (captured.length > 0)
              expect((ORDER_MONEY_KEEPING_STATUSES as readonly number[]).includes(shop.status)).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('at most one attempt in flight, and a paid order holds exactly one capture of its total', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 60 }),
        fc.integer({ min: 1, max: 100_000 }),
        (events, total) => {
          for (const shop of run(events, total)) {
            expect(inFlight(shop).length).toBeLessThanOrEqual(1);
            const captured = shop.attempts.filter((a) => a.state === A.captured);
            if ((ORDER_MONEY_KEEPING_STATUSES as readonly number[]).includes(shop.status)) {
              expect(captured.length).toBe(1);
              expect(captured[0]?.amount).toBe(shop.total);
            } else expect(captured.length).toBe(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
