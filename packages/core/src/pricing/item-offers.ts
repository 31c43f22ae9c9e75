// Item-level offers (design/PROMOTIONS.md): every selected unit of the main cart takes at most one of
// sale event, match pair or the regular price, and the cart takes the arrangement with the lowest total.
import { unitPriceAfter } from '../catalogue/price-display.ts';
import { PRICING_MAX_ARRANGEMENTS, PRICING_MAX_IMPROVEMENT_ROUNDS } from './constants.ts';
import type { PricedOffer, PricingMatchPair, PricingProduct, PricingSaleEvent } from './types.ts';

/** A selected plain product line of the main cart (one per product). */
export interface OfferLine {
  product: PricingProduct;
  quantity: number;
}

type Choice =
  | { kind: 'sale_event'; event: PricingSaleEvent }
  | { kind: 'match_pair'; pair: PricingMatchPair; zone: 'a' | 'b' }
  | { kind: 'regular' };

/** Units of one line priced one way. */
export interface Portion {
  lineIndex: number;
  quantity: number;
  unitPrice: number;
  offer: PricedOffer;
}

export interface Arrangement {
  total: number;
  portions: Portion[];
  /** The tier each sale event reached (only events with matched units). */
  saleTiers: Map<number, { min_count: number; sale: number }>;
  /** Pairs made per match pair. */
  pairCounts: Map<number, number>;
}

const REGULAR: Choice = { kind: 'regular' };

/** list[i] for an index the caller knows is inside the list. */
export function item<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new RangeError(`index ${i} outside ${list.length}`);
  return value;
}

function regularUnitPrice(product: PricingProduct): number {
  return product.discounted_price;
}

/** Offers a line could take, offers first (ties go to the order of PROMOTIONS.md), regular last. */
function choicesFor(
  product: PricingProduct,
  saleEvents: PricingSaleEvent[],
  matchPairs: PricingMatchPair[],
): Choice[] {
  const choices: Choice[] = [];
  for (const event of saleEvents) {
    if (event.p_ids.includes(product.p_id)) choices.push({ kind: 'sale_event', event });
  }
  for (const pair of matchPairs) {
    if (pair.products.a.some((p) => p.p_id === product.p_id))
      choices.push({ kind: 'match_pair', pair, zone: 'a' });
    else if (pair.products.b.some((p) => p.p_id === product.p_id))
      choices.push({ kind: 'match_pair', pair, zone: 'b' });
  }
  choices.push(REGULAR);
  return choices;
}

/** The tier of a sale event for n matched units: the highest min_count ≤ n, or null. */
export function reachedTier(event: PricingSaleEvent, units: number) {
  let best: { min_count: number; sale: number } | null = null;
  for (const tier of event.tiers) {
    if (tier.min_count <= units && (best === null || tier.min_count > best.min_count)) best = tier;
  }
  return best;
}

function regularPortion(lines: OfferLine[], lineIndex: number, quantity: number): Portion {
  return {
    lineIndex,
    quantity,
    unitPrice: regularUnitPrice(item(lines, lineIndex).product),
    offer: { kind: 'regular' },
  };
}

function priceSaleEvent(lines: OfferLine[], event: PricingSaleEvent, members: number[], into: Arrangement) {
  const tier = reachedTier(event, unitsOf(lines, members));
  for (const i of members) {
    if (!tier) {
      into.portions.push(regularPortion(lines, i, item(lines, i).quantity));
      continue;
    }
    const unitPrice = unitPriceAfter(item(lines, i).product.p_price, tier.sale);
    const offer: PricedOffer = { kind: 'sale_event', saleevent_id: event.saleevent_id, sale: tier.sale };
    into.portions.push({ lineIndex: i, quantity: item(lines, i).quantity, unitPrice, offer });
  }
  if (tier) into.saleTiers.set(event.saleevent_id, tier);
}

/** A zone's lines, dearest first (ties: cart order): the order its units are paired in. */
function dearestFirst(lines: OfferLine[], members: number[]): number[] {
  return [...members].sort(
    (x, y) => item(lines, y).product.p_price - item(lines, x).product.p_price || x - y,
  );
}

function unitsOf(lines: OfferLine[], members: number[]): number {
  let units = 0;
  for (const i of members) units += item(lines, i).quantity;
  return units;
}

/**
 * Calls `each(line, paired)` for every line of a zone, dearest first: the first `pairs` units of the zone
 * are paired, the rest keep the regular price.
 */
function walkPairedUnits(
  lines: OfferLine[],
  members: number[],
  pairs: number,
  each: (lineIndex: number, paired: number) => void,
): void {
  let left = pairs;
  for (const i of dearestFirst(lines, members)) {
    const paired = Math.min(left, item(lines, i).quantity);
    left -= paired;
    each(i, paired);
  }
}

function priceMatchPair(
  lines: OfferLine[],
  pair: PricingMatchPair,
  zones: { a: number[]; b: number[] },
  into: Arrangement,
) {
  const pairs = Math.min(unitsOf(lines, zones.a), unitsOf(lines, zones.b));
  for (const zone of ['a', 'b'] as const) {
    const paired = new Map<number, number>();
    walkPairedUnits(lines, zones[zone], pairs, (i, count) => paired.set(i, count));
    for (const i of zones[zone]) {
      const inPair = paired.get(i) ?? 0;
      if (inPair > 0) {
        const unitPrice = unitPriceAfter(item(lines, i).product.p_price, pair.matchpair_sale);
        const offer: PricedOffer = {
          kind: 'match_pair',
          matchpair_id: pair.matchpair_id,
          matchpair_sale: pair.matchpair_sale,
          zone,
        };
        into.portions.push({ lineIndex: i, quantity: inPair, unitPrice, offer });
      }
      // Units left without a partner keep the regular price.
      if (item(lines, i).quantity > inPair)
        into.portions.push(regularPortion(lines, i, item(lines, i).quantity - inPair));
    }
  }
  if (pairs > 0) into.pairCounts.set(pair.matchpair_id, pairs);
}

interface PicksByOffer {
  regular: number[];
  events: Map<PricingSaleEvent, number[]>;
  pairs: Map<PricingMatchPair, { a: number[]; b: number[] }>;
}

/** The line indexes of each picked offer, in cart order. */
function picksByOffer(picks: Choice[]): PicksByOffer {
  const byOffer: PicksByOffer = { regular: [], events: new Map(), pairs: new Map() };
  picks.forEach((choice, i) => {
    if (choice.kind === 'sale_event') {
      const members = byOffer.events.get(choice.event);
      if (members) members.push(i);
      else byOffer.events.set(choice.event, [i]);
    } else if (choice.kind === 'match_pair') {
      const zones = byOffer.pairs.get(choice.pair) ?? { a: [], b: [] };
      zones[choice.zone].push(i);
      byOffer.pairs.set(choice.pair, zones);
    } else byOffer.regular.push(i);
  });
  return byOffer;
}

/** Prices the lines for one choice per line. */
function evaluate(lines: OfferLine[], picks: Choice[]): Arrangement {
  const result: Arrangement = { total: 0, portions: [], saleTiers: new Map(), pairCounts: new Map() };
  const { regular, events, pairs } = picksByOffer(picks);
  for (const i of regular) result.portions.push(regularPortion(lines, i, item(lines, i).quantity));
  for (const [event, members] of events) priceSaleEvent(lines, event, members, result);
  for (const [pair, zones] of pairs) priceMatchPair(lines, pair, zones, result);
  result.total = result.portions.reduce((sum, p) => sum + p.unitPrice * p.quantity, 0);
  result.portions.sort((x, y) => x.lineIndex - y.lineIndex);
  return result;
}

/**
 * The total `evaluate` gives for the same picks, without building the arrangement: the search prices
 * many arrangements and keeps one, so only the kept one is built.
 */
function totalOf(lines: OfferLine[], picks: Choice[]): number {
  const { regular, events, pairs } = picksByOffer(picks);
  let total = 0;
  const regularCost = (line: OfferLine, quantity: number) => regularUnitPrice(line.product) * quantity;
  for (const i of regular) total += regularCost(item(lines, i), item(lines, i).quantity);
  for (const [event, members] of events) {
    const tier = reachedTier(event, unitsOf(lines, members));
    for (const i of members) {
      const line = item(lines, i);
      total += tier
        ? unitPriceAfter(line.product.p_price, tier.sale) * line.quantity
        : regularCost(line, line.quantity);
    }
  }
  for (const [pair, zones] of pairs) {
    const count = Math.min(unitsOf(lines, zones.a), unitsOf(lines, zones.b));
    for (const zone of [zones.a, zones.b])
      walkPairedUnits(lines, zone, count, (i, paired) => {
        const line = item(lines, i);
        total +=
          unitPriceAfter(line.product.p_price, pair.matchpair_sale) * paired +
          regularCost(line, line.quantity - paired);
      });
  }
  return total;
}

/**
 * Units of each sale event a group could gather: the sum over the lines that may join it. A line's
 * own units and this ceiling limit which tiers the event can reach while the line is in it.
 */
function eventCeilings(lines: OfferLine[], options: Choice[][]): Map<PricingSaleEvent, number> {
  const ceilings = new Map<PricingSaleEvent, number>();
  options.forEach((choices, i) => {
    for (const choice of choices)
      if (choice.kind === 'sale_event')
        ceilings.set(choice.event, (ceilings.get(choice.event) ?? 0) + item(lines, i).quantity);
  });
  return ceilings;
}

/** Tiers the event can apply with between `least` and `most` units (null: no tier, so regular). */
function reachableTiers(event: PricingSaleEvent, least: number, most: number) {
  const above = event.tiers.filter((tier) => tier.min_count > least && tier.min_count <= most);
  return [reachedTier(event, least), ...above];
}

/**
 * The least a line can cost under a choice: a sale event's cheapest tier it can still reach (a tier
 * passed by the line's own units no longer applies), a pair's price, or the regular price.
 */
function lowerBound(line: OfferLine, choice: Choice, ceilings: Map<PricingSaleEvent, number>): number {
  const regular = regularUnitPrice(line.product);
  let unit = regular;
  if (choice.kind === 'sale_event') {
    const most = ceilings.get(choice.event) ?? line.quantity;
    for (const tier of reachableTiers(choice.event, line.quantity, most))
      unit = Math.min(unit, tier ? unitPriceAfter(line.product.p_price, tier.sale) : regular);
  } else if (choice.kind === 'match_pair') {
    unit = Math.min(unit, unitPriceAfter(line.product.p_price, choice.pair.matchpair_sale));
  }
  return unit * line.quantity;
}

interface Search {
  lines: OfferLine[];
  options: Choice[][];
  bounds: number[][];
  /** suffix[i]: the least lines i.. can cost together. */
  suffix: number[];
  picks: Choice[];
  bestTotal: number;
  bestPicks: Choice[];
  leavesLeft: number;
}

function descend(search: Search, depth: number, partial: number): void {
  if (search.leavesLeft <= 0) return;
  if (depth === search.options.length) {
    search.leavesLeft -= 1;
    const total = totalOf(search.lines, search.picks);
    if (total < search.bestTotal) {
      search.bestTotal = total;
      search.bestPicks = [...search.picks];
    }
    return;
  }
  const choices = item(search.options, depth);
  const bounds = item(search.bounds, depth);
  const rest = item(search.suffix, depth + 1);
  for (let c = 0; c < choices.length; c += 1) {
    const reached = partial + item(bounds, c);
    // No arrangement below can be cheaper than the best one found: skip it.
    if (reached + rest >= search.bestTotal) continue;
    search.picks[depth] = item(choices, c);
    descend(search, depth + 1, reached);
  }
}

/**
 * Branch and bound over one choice per line: starts from each line's own best choice and explores only
 * where the lower bounds leave room for a cheaper total; at most PRICING_MAX_ARRANGEMENTS are priced.
 */
function branchAndBound(lines: OfferLine[], options: Choice[][]) {
  const ceilings = eventCeilings(lines, options);
  const bounds = options.map((choices, i) =>
    choices.map((choice) => lowerBound(item(lines, i), choice, ceilings)),
  );
  const suffix = Array<number>(options.length + 1).fill(0);
  for (let i = options.length - 1; i >= 0; i -= 1) {
    suffix[i] = item(suffix, i + 1) + Math.min(...item(bounds, i));
  }
  const greedy = options.map((choices, i) => {
    const own = item(bounds, i);
    return item(choices, own.indexOf(Math.min(...own)));
  });
  const search: Search = {
    lines,
    options,
    bounds,
    suffix,
    picks: [...greedy],
    bestTotal: totalOf(lines, greedy),
    bestPicks: greedy,
    leavesLeft: PRICING_MAX_ARRANGEMENTS,
  };
  descend(search, 0, 0);
  return { picks: search.bestPicks, complete: search.leavesLeft > 0 };
}

/** The search ran out: from its best, change one line at a time while that lowers the total. */
function improveStepwise(lines: OfferLine[], options: Choice[][], start: Choice[]): Choice[] {
  const picks = [...start];
  let best = totalOf(lines, picks);
  for (let round = 0; round < PRICING_MAX_IMPROVEMENT_ROUNDS; round += 1) {
    let improved = false;
    for (let i = 0; i < options.length; i += 1) {
      for (const choice of item(options, i)) {
        const trial = [...picks];
        trial[i] = choice;
        const total = totalOf(lines, trial);
        if (total < best) {
          best = total;
          picks[i] = choice;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return picks;
}

/** Groups of lines that share an offer (directly or through other lines); groups are priced apart. */
function connectedGroups(options: Choice[][]): number[][] {
  const groupOfOffer = new Map<object, number>();
  const groupOfLine = options.map((_, i) => i);
  const root = (i: number): number => (item(groupOfLine, i) === i ? i : root(item(groupOfLine, i)));
  options.forEach((choices, i) => {
    for (const choice of choices) {
      if (choice.kind === 'regular') continue;
      const key = choice.kind === 'sale_event' ? choice.event : choice.pair;
      const other = groupOfOffer.get(key);
      if (other === undefined) groupOfOffer.set(key, i);
      else groupOfLine[root(i)] = root(other);
    }
  });
  const groups = new Map<number, number[]>();
  options.forEach((_, i) => {
    groups.set(root(i), [...(groups.get(root(i)) ?? []), i]);
  });
  return [...groups.values()];
}

function searchGroup(lines: OfferLine[], options: Choice[][]): Arrangement {
  const { picks, complete } = branchAndBound(lines, options);
  return evaluate(lines, complete ? picks : improveStepwise(lines, options, picks));
}

/** The cheapest arrangement of item-level offers over the lines (deterministic for the same input). */
export function arrangeItemOffers(
  lines: OfferLine[],
  saleEvents: PricingSaleEvent[],
  matchPairs: PricingMatchPair[],
): Arrangement {
  const events = [...saleEvents].sort((x, y) => x.saleevent_id - y.saleevent_id);
  const pairs = [...matchPairs].sort((x, y) => x.matchpair_id - y.matchpair_id);
  const options = lines.map((line) => choicesFor(line.product, events, pairs));
  const result: Arrangement = { total: 0, portions: [], saleTiers: new Map(), pairCounts: new Map() };
  for (const group of connectedGroups(options)) {
    const best = searchGroup(
      group.map((i) => item(lines, i)),
      group.map((i) => item(options, i)),
    );
    result.total += best.total;
    for (const portion of best.portions)
      result.portions.push({ ...portion, lineIndex: item(group, portion.lineIndex) });
    for (const [id, tier] of best.saleTiers) result.saleTiers.set(id, tier);
    for (const [id, count] of best.pairCounts) result.pairCounts.set(id, count);
  }
  result.portions.sort((x, y) => x.lineIndex - y.lineIndex);
  return result;
}
