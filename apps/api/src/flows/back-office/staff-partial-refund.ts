// A partial refund by staff (issue 26; docs/decisions/105-partial-refunds-with-allowances.md): chosen
// lines or an amount goes back through the payment provider's refund call (LINE Pay refundAmount,
// TapPay amount, the sandbox), the e-invoice gets an allowance (折讓) of that amount and the order's
// earned points shrink in proportion. The order's status does not move (the money it keeps is less);
// a full refund stays the machine's cancel/refund (staff-order-actions.ts).
//
// Money: the amount is first reserved on the captured payment by one conditional UPDATE
// (refunded_amount + amount < amount paid, the payment still paid, the order still keeping money), in
// the transaction that writes the refund row and its audit row; only then is the provider called. Two
// refunds at once cannot together pass what was paid: the second UPDATE sees the first's reservation.
// A provider refusal gives the reservation back (the refund row failed); an ECPay ATM payment cannot
// be refunded by ECPay and is recorded manual for customer service's bank transfer.
import { staffMessages } from '@shop/contracts/back-stage';
import { ORDER_MONEY_KEEPING_STATUSES } from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import type { InvoiceLine } from '../../integrations/einvoice/index.ts';
import type { PaymentProviderId } from '../../integrations/payments/index.ts';
import type { AccountsContext } from '../../modules/accounts/index.ts';
import {
  confirmStaffPassword,
  cutOrderPoints,
  finishOrderRefund,
  insertOrderRefund,
  orderPointsForUpdate,
  paidPaymentOf,
  recordAllowance,
  refundedLineCounts,
  releaseReservation,
  requireOrder,
  reserveOnPayment,
  staffErrors,
  writeAudit,
} from '../../modules/back-office/index.ts';
import { liveInvoice, type OrderDeps, orderLines } from '../../modules/checkout/index.ts';
import { appendLedgerEntry, ledgerBalance } from '../../modules/ledgers/index.ts';
import type { StaffActor } from './staff-order-actions.ts';

/** The ledger reason of points taken back by a refund (packages/db checkout.ts ledgerTable). */
const REFUND_POINTS_REASON = 'refund';
/** The allowance line of a refund given as an amount (the items must add up to the allowance). */
export const PARTIAL_REFUND_LINE_NAME = '部分退款';

export interface PartialRefundInput {
  reason: string;
  password: string;
  amount?: number | undefined;
  lines?: { ordersub_id: number; quantity: number }[] | undefined;
}

/**
 * Points the order still earns after a refund of `amount` out of `left` (paid minus refunded before
 * it): the points keep their ratio to the money kept, rounded down (PROMOTIONS.md: points are earned
 * on the paid amount).
 */
export function pointsAfterRefund(points: number, left: number, amount: number): number {
  if (left <= 0 || points <= 0) return 0;
  return Math.floor((points * Math.max(0, left - amount)) / left);
}

/** The lines chosen, priced from the order (never from the request), within what was not refunded. */
async function pricedLines(
  db: Database,
  orderId: number,
  chosen: NonNullable<PartialRefundInput['lines']>,
): Promise<InvoiceLine[]> {
  const lines = await orderLines({ db }, orderId);
  const refundedCount = await refundedLineCounts(db, orderId);
  const wanted = new Map<number, number>();
  for (const c of chosen) wanted.set(c.ordersub_id, (wanted.get(c.ordersub_id) ?? 0) + c.quantity);
  const priced: InvoiceLine[] = [];
  for (const [lineId, quantity] of wanted) {
    const line = lines.find((l) => l.ordersub_id === lineId);
    const left = line ? line.ordersub_count - (refundedCount.get(lineId) ?? 0) : 0;
    if (!line || line.p_price <= 0 || quantity > left)
      throw staffErrors.conflict(staffMessages.partialRefundLine);
    priced.push({ name: line.p_name, quantity, price: line.p_price });
  }
  return priced;
}

/**
 * Takes the refund's share of the order's points: off the points still to be earned (one conditional
 * UPDATE while not credited), or — once credited — a ledger entry, never below the member's balance.
 */
async function reducePoints(tx: Database, orderId: number, left: number, amount: number): Promise<number> {
  const order = await orderPointsForUpdate(tx, orderId);
  if (!order || order.points <= 0) return 0;
  const cut = order.points - pointsAfterRefund(order.points, left, amount);
  if (cut <= 0) return 0;
  await cutOrderPoints(tx, orderId, cut);
  if (!order.ispoints) return cut;
  const taken = Math.min(cut, await ledgerBalance(tx, 'points', order.member_id));
  if (taken > 0)
    await appendLedgerEntry(tx, 'points', {
      memberId: order.member_id,
      delta: -taken,
      reason: REFUND_POINTS_REASON,
      orderId,
      note: '部分退款扣回點數',
    });
  return cut;
}

/** The allowance of the order's live invoice; null when there is none or the issuer refused (logged). */
async function issueAllowance(deps: OrderDeps, orderId: number, refundId: number, lines: InvoiceLine[]) {
  const amount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const invoice = await liveInvoice(deps.db, orderId);
  if (!invoice) return null;
  let allowanceNumber: string;
  try {
    allowanceNumber = await deps.issuer.allowance({
      invoiceNumber: invoice.invoice_number,
      issuedAt: invoice.issued_at,
      amount,
      lines,
    });
  } catch (error) {
    deps.log.error(
      { err: error, orderId, refundId },
      'ALERT: the refund is done but the e-invoice allowance was refused; issue it by hand',
    );
    return null;
  }
  await recordAllowance(deps.db, invoice.invoice_id, refundId, amount, allowanceNumber);
  return allowanceNumber;
}

export async function staffPartialRefund(
  deps: OrderDeps,
  accounts: AccountsContext,
  actor: StaffActor,
  orderId: number,
  body: PartialRefundInput,
) {
  await confirmStaffPassword(accounts, actor.staffId, body.password);
  const order = await requireOrder(deps.db, orderId);
  if (
    order.paid_at === null ||
    !(ORDER_MONEY_KEEPING_STATUSES as readonly number[]).includes(order.ordermain_status)
  )
    throw staffErrors.conflict(staffMessages.notRefundable);
  const lines = body.lines
    ? await pricedLines(deps.db, orderId, body.lines)
    : [{ name: PARTIAL_REFUND_LINE_NAME, quantity: 1, price: body.amount ?? 0 }];
  const amount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const payment = await paidPaymentOf(deps.db, orderId);
  if (!payment) throw staffErrors.conflict(staffMessages.notRefundable);
  const manual = (payment.provider as PaymentProviderId) === 'ecpay';

  const reserved = await deps.db.transaction(async (tx) => {
    const row = await reserveOnPayment(tx, orderId, payment.payment_id, amount);
    if (!row) return null;
    const refundId = await insertOrderRefund(tx, {
      ordermain_id: orderId,
      payment_id: payment.payment_id,
      staff_id: actor.staffId,
      amount,
      lines: body.lines ?? [],
      reason: body.reason,
      state: manual ? 'manual' : 'pending',
    });
    await writeAudit(tx, {
      staffId: actor.staffId,
      ip: actor.ip,
      at: deps.now(),
      action: 'order.partial_refund',
      subjectType: 'order',
      subjectId: orderId,
      before: { refunded_amount: row.refunded - amount, paid: row.paid },
      after: {
        refund_id: refundId,
        refunded_amount: row.refunded,
        amount,
        reason: body.reason,
        lines: body.lines ?? [],
        manual,
      },
    });
    return { refundId, refundedBefore: row.refunded - amount, paid: row.paid };
  });
  if (!reserved) throw staffErrors.conflict(staffMessages.partialRefundTooMuch);
  const { refundId } = reserved;

  if (!manual) {
    const provider = deps.providers.get(payment.provider as PaymentProviderId);
    try {
      if (!provider || !payment.provider_transaction_id) throw new Error('provider not configured');
      await provider.refund({
        paymentRef: payment.payment_ref,
        providerTransactionId: payment.provider_transaction_id,
        amount,
      });
    } catch (error) {
      await releaseReservation(
        deps.db,
        payment.payment_id,
        refundId,
        amount,
        String((error as Error).message),
      );
      deps.log.error({ err: error, orderId, refundId }, 'partial refund refused by the payment provider');
      throw new ApiError(502, ErrorCode.internal, staffMessages.refundFailed);
    }
  }
  const left = reserved.paid - reserved.refundedBefore;
  const pointsReduced = await deps.db.transaction(async (tx) => {
    const cut = await reducePoints(tx, orderId, left, amount);
    await finishOrderRefund(tx, refundId, manual ? 'manual' : 'refunded', cut);
    return cut;
  });
  const allowanceNumber = await issueAllowance(deps, orderId, refundId, lines);
  return {
    refund_id: refundId,
    amount,
    state: manual ? ('manual' as const) : ('refunded' as const),
    allowance_number: allowanceNumber,
    points_reduced: pointsReduced,
    refundable: left - amount,
  };
}
