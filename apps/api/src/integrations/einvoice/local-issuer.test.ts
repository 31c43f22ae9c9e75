import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { INVOICE_NUMBER_PATTERN } from './invoice-issuer.ts';
import { createLocalIssuer, invoicePeriod } from './local-issuer.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const request = {
  orderSn: 'MR261124-01Z0ZJNRVA',
  amount: 100,
  lines: [{ name: '煥膚精華', quantity: 1, price: 100 }],
  buyer: { invoiceType: 'member' as const, name: '林小安', email: '', mobile: '0912000000', address: '' },
};

describe('local invoice issuer', () => {
  it('two-month periods on the Taipei calendar', () => {
    expect(invoicePeriod(new Date('2026-01-15T00:00:00+08:00'))).toBe('2026-01');
    expect(invoicePeriod(new Date('2026-02-28T23:59:00+08:00'))).toBe('2026-01');
    // 2026-02-28 16:30 UTC is already 1 March in Taipei.
    expect(invoicePeriod(new Date('2026-02-28T16:30:00Z'))).toBe('2026-03');
    expect(invoicePeriod(new Date('2026-12-01T00:00:00+08:00'))).toBe('2026-11');
  });

  it(`40 invoices issued at once get 40 different consecutive numbers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const issuer = createLocalIssuer(
      database.db,
      { track: 'AB', start: 12_345_678, end: 12_399_999 },
      () => new Date('2026-11-24T10:00:00+08:00'),
    );
    const issued = await Promise.all(Array.from({ length: 40 }, () => issuer.issue(request)));
    const numbers = issued.map((i) => i.invoiceNumber).sort();
    expect(new Set(numbers).size).toBe(40);
    expect(numbers[0]).toBe('AB12345678');
    expect(numbers[39]).toBe('AB12345717');
    for (const i of issued) {
      expect(i.invoiceNumber).toMatch(INVOICE_NUMBER_PATTERN);
      expect(i.randomNumber).toMatch(/^\d{4}$/);
    }
  });

  it('a used-up range is refused, never reused; a new period starts the range again', async () => {
    let now = new Date('2026-05-10T10:00:00+08:00');
    const issuer = createLocalIssuer(database.db, { track: 'CD', start: 10, end: 11 }, () => now);
    expect((await issuer.issue(request)).invoiceNumber).toBe('CD00000010');
    expect((await issuer.issue(request)).invoiceNumber).toBe('CD00000011');
    await expect(issuer.issue(request)).rejects.toThrow(/used up/);
    now = new Date('2026-07-01T10:00:00+08:00');
    expect((await issuer.issue(request)).invoiceNumber).toBe('CD00000010');
  });

  it('an allowance (折讓) is refused past the amount left, for items not adding up, or on a voided invoice', async () => {
    const seeded = await openTestDatabase('seeded');
    try {
      const [order] = await seeded.db.select().from(schema.orders).limit(1);
      expect(order).toBeDefined();
      const issuer = createLocalIssuer(seeded.db, { track: 'EF', start: 1, end: 99 }, () => new Date());
      const issued = await issuer.issue(request);
      const [row] = await seeded.db
        .insert(schema.invoices)
        .values({
          ordermain_id: order?.ordermain_id ?? 0,
          provider: 'local',
          invoice_number: issued.invoiceNumber,
          track: 'EF',
          random_number: issued.randomNumber,
          amount: 1000,
          allowance_amount: 700,
        })
        .returning();
      const part = (amount: number, price = amount) => ({
        invoiceNumber: issued.invoiceNumber,
        issuedAt: issued.issuedAt,
        amount,
        lines: [{ name: '部分退款', quantity: 1, price }],
      });
      expect(await issuer.allowance(part(300))).toMatch(/^EF00000001-A\d+$/);
      await expect(issuer.allowance(part(301))).rejects.toThrow(/301 is more than the 300 left/);
      await expect(issuer.allowance(part(100, 90))).rejects.toThrow(/do not add up/);
      await expect(issuer.allowance({ ...part(1), invoiceNumber: 'EF99999999' })).rejects.toThrow(/not live/);
      await seeded.db.update(schema.invoices).set({ state: 'voided' });
      await expect(issuer.allowance(part(10))).rejects.toThrow(/not live/);
      expect(row?.amount).toBe(1000);
    } finally {
      await seeded.close();
    }
  });
});
