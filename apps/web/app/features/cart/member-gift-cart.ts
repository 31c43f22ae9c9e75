// The member's claimed gifts (the gift cart the server keeps, member-area §2.5) as the browser shows them
// beside its own carts: a copy in local storage, so the header's '{n}件' counts them and the cart preview
// sends them to pricing under 【禮贈商品】 (storefront.md §2.9, §9), as /my_cartlist shows them. The copy
// is read again from the server once per page load and after every claim or removal in the gift zone;
// a logout clears it with the member's other keys.
import { type GiftCartLine, giftCalls } from '@shop/contracts';
import { type MEMBER_GIFT_CART_KEY, type MemberGiftEntry, memberGiftEntries } from '@shop/core';
import { browserApi } from '../../lib/api.client';
import { LocalKey, storage, storedAuthToken } from '../../lib/storage';

const KEY = LocalKey.memberGiftCart satisfies typeof MEMBER_GIFT_CART_KEY;

export function storedMemberGifts(): MemberGiftEntry[] {
  return memberGiftEntries(storage.get(KEY));
}

/** Keeps the server's answer (an add, a removal or a read); an empty cart removes the copy. */
export function keepMemberGifts(lines: readonly GiftCartLine[]): MemberGiftEntry[] {
  const entries = lines.map(({ gift3_id, p_id, quantity }) => ({ gift3_id, p_id, quantity }));
  const before = storage.get(KEY);
  const next = entries.length > 0 ? JSON.stringify(entries) : null;
  if (next === before) return entries;
  if (next === null) storage.remove(KEY);
  else storage.set(KEY, entries);
  return entries;
}

let loaded: Promise<MemberGiftEntry[]> | null = null;

/** The member's gift cart, read from the server once per page load (a guest has none). */
export function memberGifts({ again = false } = {}): Promise<MemberGiftEntry[]> {
  if (storedAuthToken() === null) {
    keepMemberGifts([]);
    return Promise.resolve([]);
  }
  if (loaded === null || again) {
    loaded = browserApi()
      .send(giftCalls.giftCart, {})
      .then((answer) => keepMemberGifts(answer.data))
      .catch((error) => {
        console.error('[cart] member gift cart failed', error);
        loaded = null;
        return storedMemberGifts();
      });
  }
  return loaded;
}
