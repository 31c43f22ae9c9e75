import { type Database, schema } from '@shop/db';
import { eq } from 'drizzle-orm';

const { orders, payments } = schema;

export async function findPaymentByRef(db: Database, paymentRef: string) {
  const [row] = await db
    .select({
      payment_id: payments.payment_id,
      ordermain_id: payments.ordermain_id,
      provider: payments.provider,
      payment_ref: payments.payment_ref,
      provider_transaction_id: payments.provider_transaction_id,
      amount: payments.amount,
      state: payments.state,
      order_total: orders.ordermain_total,
      order_status: orders.ordermain_status,
      ordermain_sn: orders.ordermain_sn,
      member_id: orders.member_id,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.ordermain_id, payments.ordermain_id))
    .where(eq(payments.payment_ref, paymentRef));
  return row ?? null;
}
