import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import type {
  CartSummary,
  PriceCartInput,
  PricingCartItem,
  PricingMatchPair,
  PricingProduct,
  PricingSaleEvent,
  PricingThresholdActivity,
} from './types.ts';

const NOW = '2026-11-24T04:00:00.000Z';
const PRODUCT_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

const productArb = (p_id: number) =>
  fc
    .record({
      p_price: fc.integer({ min: 1, max: 5000 }),
      off: fc.integer({ min: 0, max: 100 }),
      stock: fc.integer({ min: 0, max: 5 }),
    })
    .map(
      ({ p_price, off, stock }): PricingProduct => ({
        p_id,
        p_name: `p${p_id}`,
        p_img: '',
        p_price,
        discounted_price: p_price - Math.floor((p_price * off) / 200),
        stock,
      }),
    );

const catalogueArb = fc.tuple(...PRODUCT_IDS.map(productArb));
const multiplierArb = fc.integer({ min: 500, max: 1000 }).map((n) => n / 1000);
const idsArb = fc.subarray(PRODUCT_IDS, { minLength: 1 });

const saleEventArb = (saleevent_id: number, singleTier = false) =>
  fc
    .record({
      p_ids: idsArb,
      tiers: singleTier
        ? multiplierArb.map((sale) => [{ min_count: 1, sale }])
        : fc.uniqueArray(fc.record({ min_count: fc.integer({ min: 1, max: 4 }), sale: multiplierArb }), {
            minLength: 1,
            maxLength: 3,
            selector: (t) => t.min_count,
          }),
    })
    .map((e): PricingSaleEvent => ({ saleevent_id, saleevent_name: `e${saleevent_id}`, ...e }));

const matchPairArb = (matchpair_id: number) =>
  fc
    .record({
      split: fc.integer({ min: 1, max: 7 }),
      matchpair_sale: multiplierArb,
      ids: fc.shuffledSubarray(PRODUCT_IDS),
    })
    .map(
      ({ split, matchpair_sale, ids }): PricingMatchPair => ({
        matchpair_id,
        matchpair_name: `m${matchpair_id}`,
        matchpair_sale,
        products: {
          a: ids.slice(0, split).map((p_id) => ({ p_id })),
          b: ids.slice(split).map((p_id) => ({ p_id })),
        },
      }),
    );

const thresholdArb: fc.Arbitrary<PricingThresholdActivity> = fc
  .record({ threshold: fc.integer({ min: 1, max: 10000 }), value: fc.integer({ min: 1, max: 20000 }) })
  .map(({ threshold, value }) => ({
    activity_id: 1,
    activity_title: 't',
    scope: { type: 'all', category_paths: [], p_ids: [] },
    groups: [{ threshold, kind: 'amount_off', value, gift: null, gift_stock: 0 }],
  }));

const cartArb = fc.array(
  fc.record({
    productId: fc.constantFrom(...PRODUCT_IDS),
    quantity: fc.integer({ min: 1, max: 4 }),
    selected: fc.boolean(),
  }),
  { maxLength: 10 },
);

const inputArb = fc
  .record({
    products: catalogueArb,
    saleEvents: fc.tuple(saleEventArb(1), saleEventArb(2)),
    matchPairs: fc.tuple(matchPairArb(1)),
    threshold: fc.option(thresholdArb, { nil: undefined }),
    cart: cartArb,
  })
  .map(
    ({ products, saleEvents, matchPairs, threshold, cart }): PriceCartInput => ({
      carts: { cart },
      catalogue: { products },
      promotions: { saleEvents, matchPairs, thresholdActivities: threshold ? [threshold] : [] },
      now: NOW,
    }),
  );

function pricedLines(summary: CartSummary) {
  return [
    ...summary.ps.products,
    ...summary.saleEventList.flatMap((g) => g.matchedItems),
    ...summary.matchPairList.flatMap((g) => [...g.matchedProducts.a, ...g.matchedProducts.b]),
  ];
}

/** The cheapest merchandise subtotal over every offer per line, priced by PROMOTIONS.md's rules alone. */
function bruteForceSubtotal(input: PriceCartInput): number {
  const products = new Map(input.catalogue.products.map((p) => [p.p_id, p]));
  const quantities = new Map<number, number>();
  for (const i of input.carts.cart) {
    if (i.selected === false || (products.get(i.productId)?.stock ?? 0) <= 0) continue;
    quantities.set(i.productId, (quantities.get(i.productId) ?? 0) + i.quantity);
  }
  const lines = [...quantities].map(([p_id, quantity]) => ({
    p: products.get(p_id) as PricingProduct,
    quantity,
  }));
  const events = input.promotions.saleEvents ?? [];
  const pairs = input.promotions.matchPairs ?? [];
  type Pick = { event: number } | { pair: number; zone: 'a' | 'b' } | 'regular';
  const options = lines.map(({ p }): Pick[] => [
    ...events.flatMap((e, event): Pick[] => (e.p_ids.includes(p.p_id) ? [{ event }] : [])),
    ...pairs.flatMap((m, pair): Pick[] => {
      if (m.products.a.some((x) => x.p_id === p.p_id)) return [{ pair, zone: 'a' }];
      return m.products.b.some((x) => x.p_id === p.p_id) ? [{ pair, zone: 'b' }] : [];
    }),
    'regular',
  ]);
  const round = (price: number, m: number) => Math.round(price * m + 1e-9);
  const cost = (picks: Pick[]) => {
    let total = 0;
    events.forEach((e, event) => {
      const members = lines.filter((_, i) => {
        const k = picks[i];
        return typeof k === 'object' && 'event' in k && k.event === event;
      });
      const units = members.reduce((n, l) => n + l.quantity, 0);
      const tier = [...e.tiers]
        .filter((t) => t.min_count <= units)
        .sort((x, y) => y.min_count - x.min_count)[0];
      for (const l of members)
        total += (tier ? round(l.p.p_price, tier.sale) : l.p.discounted_price) * l.quantity;
    });
    pairs.forEach((m, pair) => {
      const zoneUnits = (zone: 'a' | 'b') =>
        lines
          .filter((_, i) => {
            const k = picks[i];
            return typeof k === 'object' && 'pair' in k && k.pair === pair && k.zone === zone;
          })
          .flatMap((l) => Array<PricingProduct>(l.quantity).fill(l.p))
          .sort((x, y) => y.p_price - x.p_price);
      const a = zoneUnits('a');
      const b = zoneUnits('b');
      const n = Math.min(a.length, b.length);
      for (const units of [a, b])
        units.forEach((p, i) => {
          total += i < n ? round(p.p_price, m.matchpair_sale) : p.discounted_price;
        });
    });
    lines.forEach((l, i) => {
      if (picks[i] === 'regular') total += l.p.discounted_price * l.quantity;
    });
    return total;
  };
  let best = Number.POSITIVE_INFINITY;
  const walk = (i: number, picks: Pick[]) => {
    if (i === lines.length) {
      best = Math.min(best, cost(picks));
      return;
    }
    for (const o of options[i] ?? []) walk(i + 1, [...picks, o]);
  };
  walk(0, []);
  return best;
}

function withUnit(input: PriceCartInput, productId: number): PriceCartInput {
  const extra: PricingCartItem = { productId, quantity: 1, selected: true };
  return { ...input, carts: { ...input.carts, cart: [...input.carts.cart, extra] } };
}

describe('priceCart properties', () => {
  it('never goes below 0', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const summary = priceCart(input);
        expect(summary.grandTotalPrice).toBeGreaterThanOrEqual(0);
        for (const l of pricedLines(summary)) expect(l.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('prices every selected sellable unit exactly once', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const summary = priceCart(input);
        const stock = new Map(input.catalogue.products.map((p) => [p.p_id, p.stock]));
        for (const p_id of PRODUCT_IDS) {
          const inCart = input.carts.cart
            .filter((i) => i.productId === p_id && i.selected !== false && (stock.get(p_id) ?? 0) > 0)
            .reduce((sum, i) => sum + i.quantity, 0);
          const priced = pricedLines(summary)
            .filter((l) => l.productId === p_id)
            .reduce((sum, l) => sum + l.quantity, 0);
          expect(priced).toBe(inCart);
        }
        expect(summary.merchandiseSubtotal).toBe(pricedLines(summary).reduce((s, l) => s + l.amount, 0));
      }),
    );
  });

  it('finds the cheapest arrangement for the shopper', () => {
    // 8 products with at most 4 choices each: at most 4^8 arrangements, which the engine searches in full.
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(priceCart(input).merchandiseSubtotal).toBe(bruteForceSubtotal(input));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(priceCart(structuredClone(input))).toEqual(priceCart(input));
      }),
    );
  });

  it('never lowers the list subtotal when a unit is added', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...PRODUCT_IDS), (input, p_id) => {
        expect(priceCart(withUnit(input, p_id)).listSubtotal).toBeGreaterThanOrEqual(
          priceCart(input).listSubtotal,
        );
      }),
    );
  });

  it('never lowers the merchandise subtotal when a unit is added under per-unit offers', () => {
    // Sale events from the first unit and no pairs: each unit's price stands on its own, so an added unit
    // can only add. (任選N件 tiers and pairs can lower it; docs/decisions/016-pricing-engine-and-the-server-cart.md and the unit test say why.)
    const perUnitArb = fc
      .record({ input: inputArb, events: fc.tuple(saleEventArb(1, true), saleEventArb(2, true)) })
      .map(({ input, events }) => ({ ...input, promotions: { saleEvents: events } }));
    fc.assert(
      fc.property(perUnitArb, fc.constantFrom(...PRODUCT_IDS), (input, p_id) => {
        const before = priceCart(input).merchandiseSubtotal;
        expect(priceCart(withUnit(input, p_id)).merchandiseSubtotal).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('adds exactly the regular price for a unit of a product in no offer', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const free: PricingProduct = {
          p_id: 99,
          p_name: 'x',
          p_img: '',
          p_price: 700,
          discounted_price: 650,
          stock: 9,
        };
        const base = { ...input, catalogue: { products: [...input.catalogue.products, free] } };
        const added = priceCart(withUnit(base, 99)).merchandiseSubtotal;
        expect(added - priceCart(base).merchandiseSubtotal).toBe(650);
      }),
    );
  });
});
