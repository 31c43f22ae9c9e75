// The rows the cart preview prices from are kept a few seconds and, past that, served while they are read
// again behind (stale-while-revalidate): no request waits for that read, and none is served a row older
// than the served-stale limit (docs/decisions/029-performance-of-the-cart-summary-and-the-checkout.md).
import { SHORT_ANSWER_CACHE_MS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  forgetPricingPromotions,
  PRICING_PROMOTIONS_SERVED_STALE_MS,
  pricingPromotions,
} from '../promotions/index.ts';
import {
  forgetPricingProducts,
  keptPricingProducts,
  PRICING_PRODUCTS_KEPT_MS,
  PRICING_PRODUCTS_SERVED_STALE_MS,
} from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('kept product rows of the cart preview', () => {
  async function anyProduct() {
    const [row] = await t.db
      .select({ p_id: schema.products.p_id, p_price: schema.products.p_price })
      .from(schema.products)
      .where(eq(schema.products.p_show, 1))
      .limit(1);
    return row!;
  }
  const setPrice = (id: number, price: number) =>
    t.db.update(schema.products).set({ p_price: price }).where(eq(schema.products.p_id, id));
  const priceAt = async (id: number, now: number) => (await keptPricingProducts(t.db, [id], now))[0]?.p_price;

  it('serves a row past its time at once and reads it again behind; past the stale limit it waits', async () => {
    const product = await anyProduct();
    const start = Date.now();
    forgetPricingProducts(t.db);
    try {
      expect(await priceAt(product.p_id, start)).toBe(product.p_price);
      await setPrice(product.p_id, product.p_price + 100);
      // Within its time the kept row answers.
      expect(await priceAt(product.p_id, start + PRICING_PRODUCTS_KEPT_MS - 1)).toBe(product.p_price);
      // Past it, the kept row still answers, and the new price arrives with a later request.
      const late = start + PRICING_PRODUCTS_KEPT_MS + 1;
      expect(await priceAt(product.p_id, late)).toBe(product.p_price);
      await vi.waitFor(async () => expect(await priceAt(product.p_id, late + 1)).toBe(product.p_price + 100));

      await setPrice(product.p_id, product.p_price + 200);
      // Past the stale limit nothing old is served: the request reads the row first.
      const muchLater = late + PRICING_PRODUCTS_SERVED_STALE_MS;
      expect(await priceAt(product.p_id, muchLater)).toBe(product.p_price + 200);
    } finally {
      await setPrice(product.p_id, product.p_price);
      forgetPricingProducts(t.db);
    }
  });
});

describe('kept promotions of the pricing engine', () => {
  async function anySaleEvent() {
    const now = new Date();
    const promotions = await pricingPromotions(t.db, now);
    const event = promotions.saleEvents?.[0];
    if (!event) throw new Error('the demo shop has no open sale event');
    return event;
  }
  const rename = (id: number, name: string) =>
    t.db
      .update(schema.saleEvents)
      .set({ saleevent_name: name })
      .where(eq(schema.saleEvents.saleevent_id, id));
  const nameAt = async (id: number, now: number) =>
    (await pricingPromotions(t.db, new Date(now))).saleEvents?.find((e) => e.saleevent_id === id)
      ?.saleevent_name;

  it('serves the snapshot past its time at once and loads the next behind; past the stale limit it waits', async () => {
    forgetPricingPromotions(t.db);
    const start = Date.now();
    const event = await anySaleEvent();
    const original = event.saleevent_name;
    try {
      expect(await nameAt(event.saleevent_id, start)).toBe(original);
      await rename(event.saleevent_id, `${original}（改）`);
      const late = start + SHORT_ANSWER_CACHE_MS + 1;
      expect(await nameAt(event.saleevent_id, late)).toBe(original);
      await vi.waitFor(async () =>
        expect(await nameAt(event.saleevent_id, late + 1)).toBe(`${original}（改）`),
      );

      await rename(event.saleevent_id, `${original}（再改）`);
      const muchLater = late + PRICING_PROMOTIONS_SERVED_STALE_MS;
      expect(await nameAt(event.saleevent_id, muchLater)).toBe(`${original}（再改）`);
    } finally {
      await rename(event.saleevent_id, original);
      forgetPricingPromotions(t.db);
    }
  });
});
