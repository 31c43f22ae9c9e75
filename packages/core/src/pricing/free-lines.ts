// The member's free lines (member gift perks and gift cart lines) are priced at 0 only as far as the gift
// zone's records give them to this member now: her open claims. What the browser says a line is called or
// looks like is never used (docs/decisions/054-free-lines-from-the-server.md).
import { errorMessages } from '../messages/errors.ts';
import type {
  PricedMemberGiftItem,
  PricedMemberGiftPerk,
  PricingCarts,
  PricingGiftClaimLine,
  PricingProduct,
  UnpricedEntry,
} from './types.ts';

type Catalogue = Map<number, PricingProduct>;

const positiveInteger = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** Units claimed per key, taken off as lines use them, so two lines cannot both spend one claim. */
function unitsBy(claims: readonly PricingGiftClaimLine[], keyOf: (c: PricingGiftClaimLine) => string) {
  const units = new Map<string, { left: number; claim: PricingGiftClaimLine }>();
  for (const claim of claims) {
    const key = keyOf(claim);
    const held = units.get(key);
    if (held) held.left += claim.quantity;
    else units.set(key, { left: claim.quantity, claim });
  }
  return units;
}

/** The claim that covers `quantity` units under `key` (and spends them), or null. */
function spend(units: ReturnType<typeof unitsBy>, key: string, quantity: unknown) {
  const held = units.get(key);
  if (!held || !positiveInteger(quantity) || (quantity as number) > held.left) return null;
  held.left -= quantity as number;
  return held.claim;
}

const nameOf = (claim: PricingGiftClaimLine, catalogue: Catalogue) =>
  claim.p_name || catalogue.get(claim.p_id)?.p_name || errorMessages.productLoading;

/**
 * The gift cart lines and perks the member's open claims cover, named from the claims and the catalogue;
 * every other line goes to `unpriced` as not_entitled.
 */
export function entitledFreeLines(
  carts: PricingCarts,
  catalogue: Catalogue,
  claims: readonly PricingGiftClaimLine[],
  unpriced: UnpricedEntry[],
): { gifts: PricedMemberGiftItem[]; perks: PricedMemberGiftPerk[] } {
  const byGift = unitsBy(claims, (c) => `${c.gift3_id}:${c.p_id}`);
  const gifts: PricedMemberGiftItem[] = [];
  for (const line of carts.memberGiftCart ?? []) {
    const claim = spend(byGift, `${line.gift3_id}:${line.p_id}`, line.quantity);
    if (!claim) {
      unpriced.push({ cart: 'memberGiftCart', productId: Number(line.p_id), reason: 'not_entitled' });
      continue;
    }
    gifts.push({
      gift3_id: claim.gift3_id,
      p_id: claim.p_id,
      image: catalogue.get(claim.p_id)?.p_img ?? '',
      name: nameOf(claim, catalogue),
      quantity: line.quantity,
    });
  }
  const byProduct = unitsBy(claims, (c) => String(c.p_id));
  const perks: PricedMemberGiftPerk[] = [];
  for (const perk of carts.memberGiftPerk ?? []) {
    const claim = spend(byProduct, String(perk.p_id), perk.quantity);
    if (!claim) {
      unpriced.push({ cart: 'memberGiftPerk', productId: Number(perk.p_id), reason: 'not_entitled' });
      continue;
    }
    perks.push({ p_id: claim.p_id, p_name: nameOf(claim, catalogue), quantity: perk.quantity, price: 0 });
  }
  return { gifts, perks };
}
