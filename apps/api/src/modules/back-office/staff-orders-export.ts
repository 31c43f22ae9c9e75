// The order list as a CSV file (decision 094): the list's own filters and keyset query (listOrders), read
// in batches of EXPORT_BATCH and written as they come, so memory stays flat whatever the number of orders.
// UTF-8 with a byte-order mark, CRLF lines (RFC 4180), so Excel opens the Chinese text as it is.
import type { OrderListQuery } from '@shop/contracts/back-stage';
import { payMethodNames, shipMethodNames } from '@shop/core';
import type { Database } from '@shop/db';
import type { z } from 'zod';
import { listOrders } from './staff-orders.repository.ts';

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
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** "2026-12-02 09:30" in Taipei (UTC+8, no daylight saving). */
function taipeiTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

type Filters = Omit<z.output<typeof OrderListQuery>, 'after' | 'limit'>;

export async function* ordersCsv(db: Database, filters: Filters): AsyncGenerator<string> {
  yield BOM + line(HEADER);
  let after: string | undefined;
  do {
    const page = await listOrders(db, { ...filters, limit: EXPORT_BATCH, ...(after ? { after } : {}) });
    let chunk = '';
    for (const o of page.orders) {
      chunk += line([
        o.ordermain_sn,
        taipeiTime(o.ordermain_dt1),
        o.status_name,
        o.recipient_name,
        o.ordermain_mobile,
        (payMethodNames as Record<string, string>)[o.pay_method] ?? o.pay_method,
        (shipMethodNames as Record<string, string>)[o.ship_method] ?? o.ship_method,
        o.ordermain_total,
      ]);
    }
    if (chunk) yield chunk;
    after = page.next_cursor ?? undefined;
  } while (after);
}
