// The default issuer: numbers invoices from a configured track (字軌) and range, per two-month period, in
// our own database. A number is taken by a conditional update of the track's counter, so two orders
// paid at once never share one, and a finished range is refused rather than reused.
import { randomInt } from 'node:crypto';
import { SHOP_TIME_ZONE } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, eq, lte, sql } from 'drizzle-orm';
import { type InvoiceIssuer, InvoiceIssuerError, type IssuedInvoice } from './invoice-issuer.ts';

const { invoices, invoiceTracks } = schema;
const RANDOM_NUMBER_LIMIT = 10_000;
const RANDOM_NUMBER_DIGITS = 4;
const INVOICE_NUMBER_DIGITS = 8;
const MONTHS_PER_PERIOD = 2;

export interface LocalIssuerConfig {
  /** Two capitals, e.g. AB. */
  track: string;
  start: number;
  end: number;
}

export const DEFAULT_LOCAL_TRACK: LocalIssuerConfig = { track: 'AB', start: 12_345_678, end: 12_399_999 };

/** The invoice period (YYYY-MM of its first month): Jan–Feb, Mar–Apr, … on the Taipei calendar. */
export function invoicePeriod(at: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number) as [number, number];
  const first = month - ((month - 1) % MONTHS_PER_PERIOD);
  return `${year}-${String(first).padStart(2, '0')}`;
}

export function createLocalIssuer(
  db: Database,
  config: LocalIssuerConfig,
  now: () => Date = () => new Date(),
): InvoiceIssuer {
  async function takeNumber(period: string): Promise<number> {
    await db
      .insert(invoiceTracks)
      .values({
        track: config.track,
        period,
        start_no: config.start,
        end_no: config.end,
        next_no: config.start,
      })
      .onConflictDoNothing();
    const [row] = await db
      .update(invoiceTracks)
      .set({ next_no: sql`${invoiceTracks.next_no} + 1` })
      .where(
        and(
          eq(invoiceTracks.track, config.track),
          eq(invoiceTracks.period, period),
          lte(invoiceTracks.next_no, invoiceTracks.end_no),
        ),
      )
      .returning({ taken: sql<number>`${invoiceTracks.next_no} - 1` });
    if (!row) throw new InvoiceIssuerError(`invoice track ${config.track} ${period} is used up`);
    return Number(row.taken);
  }

  return {
    id: 'local',
    async issue(): Promise<IssuedInvoice> {
      const issuedAt = now();
      const number = await takeNumber(invoicePeriod(issuedAt));
      return {
        invoiceNumber: `${config.track}${String(number).padStart(INVOICE_NUMBER_DIGITS, '0')}`,
        randomNumber: String(randomInt(RANDOM_NUMBER_LIMIT)).padStart(RANDOM_NUMBER_DIGITS, '0'),
        issuedAt,
      };
    },
    // The local issuer keeps its records in the invoices table; voiding is the state change there.
    async void() {},
    // What ECPay's B2C 折讓 (/B2CInvoice/Allowance) checks, against our invoices table: the invoice
    // exists and is not voided, the items add up to AllowanceAmount, and the amount is at most the
    // invoice's amount minus the allowances already issued.
    async allowance(invoice) {
      const [row] = await db
        .select({ amount: invoices.amount, allowed: invoices.allowance_amount, state: invoices.state })
        .from(invoices)
        .where(eq(invoices.invoice_number, invoice.invoiceNumber));
      if (!row || row.state === 'voided')
        throw new InvoiceIssuerError(`allowance refused: invoice ${invoice.invoiceNumber} is not live`);
      const items = invoice.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      if (!Number.isInteger(invoice.amount) || invoice.amount <= 0 || items !== invoice.amount)
        throw new InvoiceIssuerError('allowance refused: the items do not add up to the amount');
      if (invoice.amount > row.amount - row.allowed)
        throw new InvoiceIssuerError(
          `allowance refused: ${invoice.amount} is more than the ${row.amount - row.allowed} left on the invoice`,
        );
      return `${invoice.invoiceNumber}-A${now().getTime()}`;
    },
  };
}
