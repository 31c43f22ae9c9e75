// The Hong Kong + routine kit case of issue 22: NT$2,000-odd of products and a kit that together reach the
// free-shipping threshold. The order stores no freight, and quoteOrder (what the checkout page and the
// wallet sheet show) gives the very amount the order stores.
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, type CreateOrderBody, checkoutCalls, pathOf } from '@shop/contracts';
import { CART_LINE_KIND, type CartSummary, HK_FREE_FREIGHT_FROM_TWD, quoteOrder } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { memberIdByMobile } from '../../../test/checkout-orders.ts';
import { type DemoOffers, loadDemoOffers } from '../../../test/promo-offers.ts';
import { readPaymentsConfig } from '../../integrations/payments/index.ts';
import { createSession } from '../../modules/sessions/index.ts';

let t: TestApp;
let token: string;
let kit: DemoOffers['kit'];

const url = (path: string) => `${API_BASE_PATH}/${path}`;
type Cart = CreateOrderBody['carts']['cart'];

async function summaryOf(cart: Cart): Promise<CartSummary> {
  const res = await t.app.inject({
    method: 'POST',
    url: url('get-cart-summary'),
    payload: { carts: { cart } },
  });
  return res.json().summary;
}

const kitLine = () => ({
  productId: kit.routinekit_id,
  quantity: 1,
  activity_type: CART_LINE_KIND.ROUTINE_KIT,
  activity_id: kit.routinekit_id,
});

/** Products below the threshold on their own that the kit lifts to it or above. */
async function cartReachingThresholdWithKit(): Promise<{ cart: Cart; summary: CartSummary }> {
  const products = await t.db.select({ p_id: schema.products.p_id }).from(schema.products);
  for (const { p_id } of products)
    for (let quantity = 1; quantity <= 4; quantity++) {
      const cart = [{ productId: p_id, quantity }, kitLine()];
      const summary = await summaryOf(cart);
      const products = summary.merchandiseSubtotal;
      if (summary.unpriced.length > 0 || summary.ps.products.length !== 1) break;
      if (
        products < HK_FREE_FREIGHT_FROM_TWD &&
        products + summary.routineKitTotal >= HK_FREE_FREIGHT_FROM_TWD
      )
        return { cart, summary };
    }
  throw new Error('no product the kit lifts to Hong Kong free shipping');
}

beforeAll(async () => {
  t = await buildTestApp({ payments: readPaymentsConfig({}) });
  const memberId = await memberIdByMobile(t.db, '0912000000');
  token = await createSession(t.db, memberId);
  ({ kit } = await loadDemoOffers(t.db));
});
afterAll(async () => {
  await t?.close();
});

describe('create-order to Hong Kong with a routine kit', () => {
  it('counts the kit toward free shipping and stores the amount quoteOrder shows', async () => {
    const { cart, summary } = await cartReachingThresholdWithKit();
    const res = await t.app.inject({
      method: 'POST',
      url: url(pathOf(checkoutCalls.createOrder)),
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: {
        carts: { cart },
        ship_method: 'hk',
        recipient: { name: '陳美玲', mobile: '91234567', address: '香港九龍彌敦道 100 號' },
        invoice: { invoice_type: 'member' },
        pay_method: 'sandbox',
      } satisfies CreateOrderBody,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.ordermain_id, res.json().ordermain_id));
    expect(order?.freight).toBe(0);
    expect(order?.merchandise_total).toBe(summary.merchandiseSubtotal + kit.routinekit_price);
    expect(order?.ordermain_total).toBe(summary.grandTotalPrice);
    const shown = quoteOrder({ cart: summary, ship: 'hk' });
    expect(shown.amountDue).toBe(order?.ordermain_total);
    expect(shown.freight).toBe(order?.freight);
    expect(shown.merchandise).toBe(order?.merchandise_total);
  });
});
