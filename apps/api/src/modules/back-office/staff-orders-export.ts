// The order list as a CSV file (decision 094): the list's own filters and keyset query (listOrders), read
// in batches of EXPORT_BATCH and written as they come, so memory stays flat whatever the number of orders.
// UTF-8 with a byte-order mark, CRLF lines (RFC 4180), so Excel opens the Chinese text as it is. The same
// rows, columns and formula guard as an .xlsx workbook (decision 106, xlsx-stream.ts).
import type { OrderListQuery } from '@shop/contracts/back-stage';
import { payMethodNames, shipMethodNames } from '@shop/core';
import type { Database } from '@shop/db';
import type { z } from 'zod';
import { listOrders } from './staff-orders.repository.ts';
import { type XlsxCell, xlsxStream } from './xlsx-stream.ts';

export const EXPORT_BATCH = 500;
const BOM = '\uFEFF';
const HEADER = ['訂單編號', '下單時間', '狀態', '收件人', '手機', '付款方式', '配送方式', '金額'];

/**
 * One CSV field (RFC 4180 §2): quoted when it holds a quote, comma or line break. A text starting with
 * =, +, -, @, tab or CR is prefixed with ' so a spreadsheet does not run it as a formula (OWASP CSV
 * injection); numbers are written as numbers.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading '. */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const line = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** "2026-12-02 09:30" in Taipei (UTC+8, no daylight saving). */
function taipeiTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

type Filters = Omit<z.output<typeof OrderListQuery>, 'after' | 'limit'>;

/** The orders of the filters, EXPORT_BATCH at a time by the list's keyset, as rows of cells. */
async function* orderRows(db: Database, filters: Filters): AsyncGenerator<(string | number)[][]> {
  let after: string | undefined;
  do {
    const page = await listOrders(db, { ...filters, limit: EXPORT_BATCH, ...(after ? { after } : {}) });
    yield page.orders.map((o) => [
      o.ordermain_sn,
      taipeiTime(o.ordermain_dt1),
      o.status_name,
      o.recipient_name,
      o.ordermain_mobile,
      (payMethodNames as Record<string, string>)[o.pay_method] ?? o.pay_method,
      (shipMethodNames as Record<string, string>)[o.ship_method] ?? o.ship_method,
      o.ordermain_total,
    ]);
    after = page.next_cursor ?? undefined;
  } while (after);
}

export async function* ordersCsv(db: Database, filters: Filters): AsyncGenerator<string> {
  yield BOM + line(HEADER);
  for await (const rows of orderRows(db, filters)) {
    const chunk = rows.map(line).join('');
    if (chunk) yield chunk;
  }
}

/** The same rows as an .xlsx workbook (one sheet 訂單), texts guarded as in the CSV. */
export function ordersXlsx(db: Database, filters: Filters): AsyncGenerator<Uint8Array> {
  async function* guarded(): AsyncGenerator<XlsxCell[][]> {
    for await (const rows of orderRows(db, filters))
      yield rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guardFormula(cell) : cell)));
  }
  return xlsxStream('訂單', HEADER, guarded());
}
