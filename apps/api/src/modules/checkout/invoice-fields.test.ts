// Issue 23: an order keeps and shows only the fields of its chosen invoice type, whatever else the
// checkout form sent (its donation list preselects 919; a barcode typed before switching to company).
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile, orderableProduct } from '../../../test/checkout-orders.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../sessions/index.ts';

let t: TestApp;
let token: string;
let productId: number;

const EVERY_FIELD = {
  carrier_num: '/ABC1234',
  donate_code: '919',
  tax_number: '22099131',
  invoice_title: '米瑞法肌研所股份有限公司',
};

async function order(invoice: CreateOrderBody['invoice']) {
  const body: CreateOrderBody = {
    carts: { cart: [{ productId, quantity: 1 }] },
    ship_method: 'home',
    recipient: {
      name: '林小安',
      mobile: '0912000000',
      zipcode: '100',
      city: '臺北市',
      district: '中正區',
      address: '重慶南路一段122號',
    },
    invoice,
    pay_method: 'sandbox',
  } as CreateOrderBody;
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.createOrder)}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as { ordermain_id: number }).ordermain_id;
  const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.ordermain_id, id));
  const detail = await t.app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}/${pathOf(checkoutCalls.getOrder, { id })}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { row, shown: detail.json().invoice };
}

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  token = await createSession(t.db, await memberIdByMobile(t.db, '0912000000'));
  productId = await orderableProduct(t.app, t.db);
  await t.db.update(schema.products).set({ stock: 50 }).where(eq(schema.products.p_id, productId));
});
afterAll(async () => {
  await t?.close();
});

describe('create-order keeps only the chosen invoice type’s fields', () => {
  it('會員載具: no donation code, barcode or 統編 kept or shown', async () => {
    const { row, shown } = await order({ invoice_type: 'member', ...EVERY_FIELD });
    expect(row).toMatchObject({
      invoice_type: 'member',
      carrier_num: null,
      donate_code: null,
      tax_number: null,
      invoice_title: null,
    });
    expect(shown).toMatchObject({
      carrier_num: null,
      donate_code: null,
      tax_number: null,
      invoice_title: null,
    });
  });

  it('公司戶: the 統編 and 抬頭, not the barcode typed earlier nor the preselected 919', async () => {
    const { row, shown } = await order({ invoice_type: 'company', ...EVERY_FIELD });
    const own = {
      carrier_num: null,
      donate_code: null,
      tax_number: '22099131',
      invoice_title: EVERY_FIELD.invoice_title,
    };
    expect(row).toMatchObject({ invoice_type: 'company', ...own });
    expect(shown).toMatchObject(own);
  });

  it('手機條碼 keeps the barcode only; 捐贈 the donation code only', async () => {
    const mobile = await order({ invoice_type: 'mobile', ...EVERY_FIELD });
    expect(mobile.row).toMatchObject({ carrier_num: '/ABC1234', donate_code: null, tax_number: null });
    const donate = await order({ invoice_type: 'donate', ...EVERY_FIELD });
    expect(donate.row).toMatchObject({
      carrier_num: null,
      donate_code: '919',
      tax_number: null,
      invoice_title: null,
    });
  });
});
