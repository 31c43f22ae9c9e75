// E-invoices of orders: issued when an order is paid, voided when it is cancelled or refunded
// (docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md). The issuer is local or ECPay; our invoices table is the record.
import { type InvoiceType, invoiceLineNames, ORDER_MONEY_KEEPING_STATUSES } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, eq, ne } from 'drizzle-orm';
import type { InvoiceIssuer } from '../../integrations/einvoice/index.ts';
import { uniqueViolation } from '../accounts/index.ts';

const { invoices, orderLines, orders } = schema;
const TRACK_LENGTH = 2;
/** The allowance line of the rest of an invoice refunded in full after partial refunds. */
const REFUND_LINE_NAME = '退款';

/** The order's invoice that is not voided, or null. */
export async function liveInvoice(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.ordermain_id, orderId), ne(invoices.state, 'voided')));
  return row ?? null;
}

/** Issues the order's invoice once; a repeated call answers the invoice already issued. */
export async function issueOrderInvoice(db: Database, issuer: InvoiceIssuer, orderId: number) {
  const existing = await liveInvoice(db, orderId);
  if (existing) return existing;
  const [order] = await db.select().from(orders).where(eq(orders.ordermain_id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  // Only a paid order gets an invoice: a capture refunded because its order closed meanwhile gets none.
  if (!order.paid_at || !(ORDER_MONEY_KEEPING_STATUSES as readonly number[]).includes(order.ordermain_status))
    return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.ordermain_id, orderId));
  const issued = await issuer.issue({
    orderSn: order.ordermain_sn,
    amount: order.ordermain_total,
    lines: invoiceLines(order, lines),
    buyer: {
      invoiceType: order.invoice_type as InvoiceType,
      carrierNum: order.carrier_num,
      donateCode: order.donate_code,
      taxNumber: order.tax_number,
      title: order.invoice_title,
      name: order.recipient_name,
      email: order.ordermain_email,
      mobile: order.ordermain_mobile,
      address: `${order.zipcode}${order.city}${order.district}${order.address}`,
    },
  });
  try {
    const [row] = await db
      .insert(invoices)
      .values({
        ordermain_id: orderId,
        provider: issuer.id,
        invoice_number: issued.invoiceNumber,
        track: issued.invoiceNumber.slice(0, TRACK_LENGTH),
        random_number: issued.randomNumber,
        amount: order.ordermain_total,
        issued_at: issued.issuedAt,
      })
      .returning();
    return row;
  } catch (error) {
    // Another request issued it first: answer that one. (The local number taken here stays unused, as a
    // paper invoice spoilt in the printer would.)
    if (uniqueViolation(error) === null) throw error;
    return liveInvoice(db, orderId);
  }
}

/**
 * The invoice shows what was paid: the lines at their paid prices, and one adjustment line when
 * discounts, points or credit make the total differ from the lines' sum.
 */
function invoiceLines(
  order: typeof orders.$inferSelect,
  lines: (typeof orderLines.$inferSelect)[],
): { name: string; quantity: number; price: number }[] {
  const paid = lines
    .filter((line) => line.p_price > 0)
    .map((line) => ({ name: line.p_name, quantity: line.ordersub_count, price: line.p_price }));
  const freight =
    order.freight > 0 ? [{ name: invoiceLineNames.freight, quantity: 1, price: order.freight }] : [];
  const sum = [...paid, ...freight].reduce((total, line) => total + line.price * line.quantity, 0);
  const adjustment = order.ordermain_total - sum;
  return adjustment === 0
    ? [...paid, ...freight]
    : [...paid, ...freight, { name: invoiceLineNames.discount, quantity: 1, price: adjustment }];
}

/**
 * Voids the order's live invoice (cancel or full refund); does nothing when there is none. An invoice
 * with allowances (partial refunds, decision 105) cannot be voided (ECPay B2C 作廢發票 refuses an invoice
 * with 折讓): the rest of its amount becomes one more allowance instead.
 */
export async function voidOrderInvoice(db: Database, issuer: InvoiceIssuer, orderId: number, reason: string) {
  const invoice = await liveInvoice(db, orderId);
  if (!invoice) return null;
  if (invoice.allowance_amount > 0) {
    const rest = invoice.amount - invoice.allowance_amount;
    if (rest > 0)
      await issuer.allowance({
        invoiceNumber: invoice.invoice_number,
        issuedAt: invoice.issued_at,
        amount: rest,
        lines: [{ name: REFUND_LINE_NAME, quantity: 1, price: rest }],
      });
    const [row] = await db
      .update(invoices)
      .set({ state: 'allowance', allowance_amount: invoice.amount })
      .where(
        and(
          eq(invoices.invoice_id, invoice.invoice_id),
          eq(invoices.allowance_amount, invoice.allowance_amount),
        ),
      )
      .returning();
    return row ?? null;
  }
  await issuer.void({ invoiceNumber: invoice.invoice_number, issuedAt: invoice.issued_at, reason });
  const [row] = await db
    .update(invoices)
    .set({ state: 'voided', voided_at: new Date() })
    .where(and(eq(invoices.invoice_id, invoice.invoice_id), ne(invoices.state, 'voided')))
    .returning();
  return row ?? null;
}
