// The gift zone's browser calls (member-area §7 "Gifts and activities"); the gift cart is re-read after
// every add or remove (§4 "Claim and removal effects").
import {
  type GiftCartLine,
  type GiftListAnswer,
  giftCalls,
  type MemberBenefitsAnswer,
  membersCalls,
} from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { giftZoneMessages as t } from '@shop/core';
import { browserApi } from '../../../lib/api.client';
import { storedAuthToken } from '../../../lib/storage';
import { keepMemberGifts } from '../../cart/member-gift-cart';

export const EMPTY_LISTS: GiftListAnswer = {
  birthday_gifts: [],
  upgrade_gifts: [],
  renewal_gifts: [],
  monthly_gifts: [],
  description: t.listLoadFailed,
  banner: '',
};

export interface GiftZoneData {
  lists: GiftListAnswer;
  listFailed: boolean;
  benefits: MemberBenefitsAnswer | null;
  cart: GiftCartLine[];
}

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error('[gift zone] load failed', error);
    return null;
  }
}

/** Gift lists for everyone; benefits and the gift cart for a member. A failed list empties the lists (§8). */
export async function loadGiftZone(): Promise<GiftZoneData> {
  const api = browserApi();
  const member = storedAuthToken() !== null;
  const [lists, benefits, cart] = await Promise.all([
    orNull(() => api.send(giftCalls.memberClaimProducts)),
    member ? orNull(() => api.send(membersCalls.memberBenefits)) : null,
    member ? orNull(() => api.send(giftCalls.giftCart)) : null,
  ]);
  if (cart) keepMemberGifts(cart.data);
  return { lists: lists ?? EMPTY_LISTS, listFailed: lists === null, benefits, cart: cart?.data ?? [] };
}

export async function claimGift(gift3_id: number, productIds: readonly number[]): Promise<GiftCartLine[]> {
  const answer = await browserApi().send(giftCalls.addToGiftCart, {
    body: { gift3_id, products: productIds.map((p_id) => ({ p_id, quantity: 1 as const })) },
  });
  keepMemberGifts(answer.data);
  return answer.data;
}

export async function removeGift(gift3_id: number, p_id?: number): Promise<GiftCartLine[]> {
  const answer = await browserApi().send(giftCalls.removeFromGiftCart, {
    body: p_id === undefined ? { gift3_id } : { gift3_id, p_id },
  });
  keepMemberGifts(answer.data);
  return answer.data;
}

/** The server's own Chinese message for a refusal it explains (not eligible, already claimed, sold out). */
export function refusalMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 409 || error.status === 422)) {
    const data = error.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string') return data.message;
  }
  return fallback;
}
