import { ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { insertTestOrder, memberIdByMobile } from '../../../test/checkout-orders.ts';
import { createLocalIssuer, type InvoiceIssuer } from '../../integrations/einvoice/index.ts';
import { issueOrderInvoice, voidOrderInvoice } from './invoices.service.ts';

let database: TestDatabase;
let issuer: InvoiceIssuer;
let memberId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoShop(database.db);
  issuer = createLocalIssuer(database.db, { track: 'EF', start: 20_000_000, end: 20_999_999 });
  memberId = await memberIdByMobile(database.db, '0912000000');
});
afterAll(async () => {
  await database?.close();
});

describe('order invoices', () => {
  it('issues no invoice for an order that is not paid', async () => {
    const order = await insertTestOrder(database.db, memberId, {
      invoice_type: 'donate',
      donate_code: '8585',
    });
    expect(await issueOrderInvoice(database.db, issuer, order.ordermain_id)).toBeNull();
  });

  it('issues once per order, even when asked twice at the same time; a void frees the order for a new invoice', async () => {
    const order = await insertTestOrder(database.db, memberId, {
      ordermain_status: ORDER_STATUS.paid,
      paid_at: new Date(),
      invoice_type: 'donate',
      donate_code: '8585',
    });
    const [a, b] = await Promise.all([
      issueOrderInvoice(database.db, issuer, order.ordermain_id),
      issueOrderInvoice(database.db, issuer, order.ordermain_id),
    ]);
    expect(a?.invoice_number).toBe(b?.invoice_number);
    expect(a).toMatchObject({ provider: 'local', track: 'EF', amount: 1780, state: 'issued' });
    expect(a?.invoice_number).toMatch(/^EF2\d{7}$/);

    const voided = await voidOrderInvoice(database.db, issuer, order.ordermain_id, '訂單取消');
    expect(voided?.state).toBe('voided');
    expect(await voidOrderInvoice(database.db, issuer, order.ordermain_id, '訂單取消')).toBeNull();

    const again = await issueOrderInvoice(database.db, issuer, order.ordermain_id);
    expect(again?.invoice_number).not.toBe(a?.invoice_number);
    const rows = await database.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.ordermain_id, order.ordermain_id));
    expect(rows.map((r) => r.state).sort()).toEqual(['issued', 'voided']);
  });
});
