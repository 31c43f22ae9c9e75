// create-order refuses, beside the field, what the providers would refuse later (issue 22 §6;
// docs/decisions/055-what-providers-accept.md): ECPay's 7-ELEVEN receiver name, a zip code of another district,
// a card payment with no e-mail for TapPay, a printed company invoice with no address for ECPay.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { orderErrorMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';

const MOBILE = '0912000000';
let t: TestApp;
let token: string;
let memberId: number;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  memberId = await memberIdByMobile(t.db, MOBILE);
  token = await createSession(t.db, memberId);
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 100 }).where(eq(schema.products.p_id, productId));
});
afterAll(() => t?.close());

function body(overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  return {
    carts: { cart: [{ productId, quantity: 1 }] },
    ship_method: 'seven',
    recipient: { name: '林小安', mobile: MOBILE, store_id: '201001' },
    invoice: { invoice_type: 'member' },
    pay_method: 'sandbox',
    ...overrides,
  };
}

const submit = (payload: CreateOrderBody) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload,
  });

const orderRow = async (id: number) =>
  (await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id)))[0];

describe('create-order: what the providers accept', () => {
  it('a 7-ELEVEN receiver name ECPay refuses answers 422 beside the name; a valid one is ordered', async () => {
    for (const name of ['林', 'Amy', '林小安2']) {
      const res = await submit(body({ recipient: { name, mobile: MOBILE, store_id: '201001' } }));
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors['recipient.name']).toEqual([m.receiverNameForParcel]);
    }
    expect(
      (await submit(body({ recipient: { name: 'Amy Lin', mobile: MOBILE, store_id: '201001' } }))).statusCode,
    ).toBe(200);
  });

  it('a home-delivery zip code that is not the district’s answers 422 beside the zip code', async () => {
    const home = (zipcode: string) =>
      body({
        ship_method: 'home',
        recipient: {
          name: '林',
          mobile: MOBILE,
          zipcode,
          city: '臺北市',
          district: '中正區',
          address: '重慶南路一段1號',
        },
      });
    const res = await submit(home('ABC'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'recipient.zipcode': [m.zipcodeMismatch] });
    const ok = await submit(home('100'));
    expect(ok.statusCode).toBe(200);
    expect((await orderRow(ok.json().ordermain_id))?.zipcode).toBe('100');
  });

  it('without a recipient e-mail the order takes the member’s; a card payment with neither answers 422', async () => {
    const [member] = await t.db.select().from(schema.members).where(eq(schema.members.member_id, memberId));
    const own = 'providers-accept@example.com';
    await t.db
      .update(schema.members)
      .set({ member_account: own })
      .where(eq(schema.members.member_id, memberId));
    const ok = await submit(body());
    expect(ok.statusCode).toBe(200);
    // The old order row stored '' and TapPay would have been sent no cardholder e-mail.
    expect((await orderRow(ok.json().ordermain_id))?.ordermain_email).toBe(own);
    await t.db
      .update(schema.members)
      .set({ member_account: null })
      .where(eq(schema.members.member_id, memberId));
    try {
      const card = await submit(body({ pay_method: 'card' }));
      expect(card.statusCode).toBe(422);
      expect(card.json().errors['recipient.email']).toEqual([m.cardholderEmailRequired]);
    } finally {
      await t.db
        .update(schema.members)
        .set({ member_account: member?.member_account ?? null })
        .where(eq(schema.members.member_id, memberId));
    }
  });

  it('a company invoice on a pickup order needs the address its printed invoice is mailed to', async () => {
    const company = { invoice_type: 'company', tax_number: '53128701', invoice_title: '米瑞法生技' } as const;
    const res = await submit(body({ invoice: company }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'invoice.address': [m.invoiceAddressRequired] });
    const ok = await submit(body({ invoice: { ...company, address: '台北市大安區復興南路一段390號' } }));
    expect(ok.statusCode).toBe(200);
    expect((await orderRow(ok.json().ordermain_id))?.address).toBe('台北市大安區復興南路一段390號');
  });
});
