// The order's lines from the server's pricing: product lines, kits' products, add-ons, gifts (at 0), points.
import { type CartSummary, ONLINE_SKIN_TEST_ACTIVITY_TYPE, TRIAL_HANDLING_FEE } from '@shop/core';
import { kitOrderLines, type OrderLineInsert, pointOrderLines } from '../../modules/checkout/index.ts';

/** Every priced product line: regular ones and those of sale-event and match-pair groups. */
export function productLinesOf(summary: CartSummary) {
  return [
    ...summary.ps.products,
    ...summary.saleEventList.flatMap((g) => g.matchedItems),
    ...summary.matchPairList.flatMap((g) => [...g.matchedProducts.a, ...g.matchedProducts.b]),
  ];
}

/**
 * The evergreen-trail lines (paid in the trial's points, like point items, under the trial's offer_ref,
 * which get-evergreen reads back as taken) and the trial pack of the skin-test cart (its price is the
 * handling fee, 0 when waived). Both carts were checked against the server's records before
 * (checkOrderable; docs/decisions/095).
 */
function trialLinesOf(summary: CartSummary, evergreenRef: string | null): OrderLineInsert[] {
  const evergreen = summary.evergreenTrailCartWithDetails.map((item) => ({
    p_id: item.productId,
    p_name: item.name,
    p_price: item.point,
    list_price: item.point,
    ordersub_count: item.quantity,
    line_kind: 'point',
    offer_ref: evergreenRef,
  }));
  const skinTest = summary.onlineSkinTestCartWithDetails.map((item) => ({
    p_id: item.productId,
    p_name: item.name,
    p_price: summary.trialHandlingFee,
    list_price: TRIAL_HANDLING_FEE,
    ordersub_count: item.quantity,
    line_kind: 'regular',
    offer_ref: `skintest:${ONLINE_SKIN_TEST_ACTIVITY_TYPE}`,
  }));
  return [...evergreen, ...skinTest];
}

export function linesOf(summary: CartSummary, evergreenRef: string | null = null): OrderLineInsert[] {
  const regular = productLinesOf(summary).map((l) => ({
    p_id: l.productId,
    p_name: l.p_name,
    p_price: l.unitPrice,
    list_price: l.p_price,
    ordersub_count: l.quantity,
    line_kind: 'regular',
    offer_ref: l.offer.kind === 'regular' ? null : offerRef(l.offer),
  }));
  const addons = summary.addMoneyList.map((a) => ({
    p_id: a.p_id,
    p_name: a.product.p_name,
    p_price: a.addmoney_money,
    list_price: a.addmoney_money,
    ordersub_count: a.quantity,
    line_kind: 'addon',
    offer_ref: `addmoney:${a.addmoney_id}`,
  }));
  // Member gift perks are the member's open claims, which the order's statement adds itself (insertOrder).
  const gifts = summary.giftList.map((g) => ({
    ...giftLine(g),
    offer_ref: `${g.activity_type}:${g.activity_id}`,
  }));
  const kits = summary.routineKitList.flatMap(kitOrderLines);
  return [
    ...regular,
    ...kits,
    ...addons,
    ...gifts,
    ...pointOrderLines(summary),
    ...trialLinesOf(summary, evergreenRef),
  ];
}

function giftLine(g: { p_id: number; p_name: string; quantity: number }) {
  return {
    p_id: g.p_id,
    p_name: g.p_name,
    p_price: 0,
    list_price: 0,
    ordersub_count: g.quantity,
    line_kind: 'gift',
  };
}

function offerRef(offer: CartSummary['ps']['products'][number]['offer']): string {
  if (offer.kind === 'sale_event') return `saleevent:${offer.saleevent_id}`;
  if (offer.kind === 'match_pair') return `matchpair:${offer.matchpair_id}`;
  return 'regular';
}
