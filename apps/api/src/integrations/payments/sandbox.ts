// The default payment provider: a hosted page on our own server where the shopper approves or declines
// (payment/sandbox/{ref}); confirm() then checks that record the way a real provider's API would: the
// decision, the amount, and that a payment is confirmed only once.
import { type Database, schema } from '@shop/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ConfirmPaymentRequest,
  type ConfirmPaymentResult,
  type PaymentProvider,
  PaymentProviderError,
  type RefundPaymentRequest,
  type StartPaymentRequest,
  type StartPaymentResult,
} from './payment-provider.ts';

const { sandboxPayments } = schema;

/** The hosted page, under the API prefix. */
export const SANDBOX_PAGE_PATH = '/payment/sandbox';

export function createSandboxProvider(db: Database, apiPrefix: string): PaymentProvider {
  return {
    id: 'sandbox',
    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      await db.insert(sandboxPayments).values({
        payment_ref: request.paymentRef,
        order_sn: request.orderSn,
        amount: request.amount,
        confirm_url: request.confirmUrl,
        cancel_url: request.cancelUrl,
      });
      return {
        kind: 'redirect',
        url: `${apiPrefix}${SANDBOX_PAGE_PATH}/${request.paymentRef}`,
        providerTransactionId: `SBX-${request.paymentRef}`,
      };
    },
    async confirm(request: ConfirmPaymentRequest): Promise<ConfirmPaymentResult> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ confirmed_at: sql`now()` })
        .where(
          and(
            eq(sandboxPayments.payment_ref, request.paymentRef),
            eq(sandboxPayments.decision, 'approve'),
            eq(sandboxPayments.amount, request.amount),
            isNull(sandboxPayments.confirmed_at),
          ),
        )
        .returning({ ref: sandboxPayments.payment_ref });
      if (!row) {
        const [record] = await db
          .select({ decision: sandboxPayments.decision })
          .from(sandboxPayments)
          .where(eq(sandboxPayments.payment_ref, request.paymentRef));
        if (record?.decision === 'decline') return { ok: false, reason: 'declined', declined: true };
        return { ok: false, reason: 'not approved, amount differs or already confirmed' };
      }
      return { ok: true, providerTransactionId: `SBX-${row.ref}` };
    },
    async refund(request: RefundPaymentRequest): Promise<void> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ refunded_amount: sql`${sandboxPayments.refunded_amount} + ${request.amount}` })
        .where(
          and(
            eq(sandboxPayments.payment_ref, request.paymentRef),
            sql`${sandboxPayments.confirmed_at} is not null`,
            sql`${sandboxPayments.refunded_amount} + ${request.amount} <= ${sandboxPayments.amount}`,
          ),
        )
        .returning({ ref: sandboxPayments.payment_ref });
      if (!row) throw new PaymentProviderError('sandbox refund refused: not paid or more than paid');
    },
  };
}

export type SandboxDecision = 'approve' | 'decline';

/** Records the shopper's choice on the hosted page once; answers where to send the shopper next. */
export async function decideSandboxPayment(
  db: Database,
  paymentRef: string,
  decision: SandboxDecision,
): Promise<string | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ decision, decided_at: sql`now()` })
    .where(and(eq(sandboxPayments.payment_ref, paymentRef), isNull(sandboxPayments.decision)))
    .returning({ confirm_url: sandboxPayments.confirm_url, cancel_url: sandboxPayments.cancel_url });
  if (!row) return null;
  return decision === 'approve' ? row.confirm_url : row.cancel_url;
}

export async function findSandboxPayment(db: Database, paymentRef: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.payment_ref, paymentRef));
  return row ?? null;
}
