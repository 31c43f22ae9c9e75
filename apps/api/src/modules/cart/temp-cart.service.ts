import type { TempCartItem } from '@shop/contracts';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import type { TempCartOwner } from './temp-cart.repository.ts';
import * as repository from './temp-cart.repository.ts';

// The server's temporary cart (storefront.md §7.5). A member's rows are theirs alone; a guest's are kept
// under the secret key of the guest-cart cookie (guest-cart-key.ts) and join the member's cart at login.

/** The member when logged in, else the guest by their cart key. */
export type TempCartCaller = { memberId: number } | { memberId: null; guestKey: string };

function ownerOf(caller: TempCartCaller): TempCartOwner {
  return caller.memberId !== null
    ? { kind: 'member', memberId: caller.memberId }
    : { kind: 'visitor', visitId: caller.guestKey };
}

async function listItems(db: Database, owner: TempCartOwner): Promise<TempCartItem[]> {
  const rows = await repository.selectItems(db, owner);
  return rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() }));
}

export async function updateTempCart(
  db: Database,
  caller: TempCartCaller,
  items: { product_id: number; quantity: number; path: string }[],
  now: Date,
) {
  const owner = ownerOf(caller);
  // One product once per statement: the last entry for a product wins.
  const byProduct = new Map(items.map((item) => [item.product_id, item]));
  const known = await repository.selectExistingProductIds(db, [...byProduct.keys()]);
  const unknown = items.flatMap((item, i) => (known.has(item.product_id) ? [] : [i]));
  if (unknown.length > 0) {
    const errors = Object.fromEntries(unknown.map((i) => [`items.${i}.product_id`, ['no such product']]));
    throw new ApiError(422, ErrorCode.validationFailed, 'The request is not valid.', errors);
  }
  await repository.upsertItems(db, owner, [...byProduct.values()], now);
  return { owner: owner.kind, items: await listItems(db, owner) };
}

export async function getTempCart(db: Database, memberId: number) {
  return { items: await listItems(db, { kind: 'member', memberId }) };
}

export async function deleteTempCart(db: Database, memberId: number, productIds: number[]) {
  return {
    deleted: await repository.deleteItems(db, { kind: 'member', memberId }, [...new Set(productIds)]),
  };
}

/** After login: the guest cart of this browser's cart key joins the member's. */
export async function bindTempCart(db: Database, memberId: number, guestKey: string | null, now: Date) {
  const merged = guestKey === null ? 0 : await repository.mergeVisitorIntoMember(db, guestKey, memberId, now);
  return { merged, items: await listItems(db, { kind: 'member', memberId }) };
}
