// The default payment provider: a hosted page on our own server where the shopper approves or declines
// (payment/sandbox/{ref}); confirm() then checks that record the way a real provider's API would: the
// decision, the amount, and that a payment is confirmed only once.
import { type Database, schema } from '@shop/db';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type ConfirmPaymentRequest,
  type ConfirmPaymentResult,
  type PaymentProvider,
  PaymentProviderError,
  type RefundPaymentRequest,
  type StartPaymentRequest,
  type StartPaymentResult,
  type StartWithOrder,
} from './payment-provider.ts';

const { sandboxPayments } = schema;

/** The hosted page, under the API prefix. */
export const SANDBOX_PAGE_PATH = '/payment/sandbox';

export function createSandboxProvider(db: Database, apiPrefix: string): PaymentProvider {
  const redirect = (request: StartPaymentRequest) => ({
    kind: 'redirect' as const,
    url: `${apiPrefix}${SANDBOX_PAGE_PATH}/${request.paymentRef}`,
    providerTransactionId: `SBX-${request.paymentRef}`,
  });
  return {
    id: 'sandbox',
    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      await db.execute(sandboxRecord(request));
      return redirect(request);
    },
    startWithOrder(request: StartPaymentRequest): StartWithOrder {
      return { record: sandboxRecord(request), result: redirect(request) };
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

/** The payment's record on the hosted page: what confirm() later checks the decision and the amount against. */
function sandboxRecord(request: StartPaymentRequest): SQL {
  return sql`insert into sandbox_payments (payment_ref, order_sn, amount, confirm_url, cancel_url)
    values (${request.paymentRef}, ${request.orderSn}, ${request.amount}::int, ${request.confirmUrl}, ${request.cancelUrl})`;
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
