import type { TempCartItem } from '@shop/contracts';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import type { TempCartOwner } from './temp-cart.repository.ts';
import * as repository from './temp-cart.repository.ts';

// The server's temporary cart (storefront.md §7.5). A member's rows are theirs alone; a guest's are kept
// under the visitor id the storefront sends in X-Visit-ID and join the member's cart at login.

interface Caller {
  memberId: number | null;
  visitId: string | null;
}

function visitorRequired(): ApiError {
  return new ApiError(422, ErrorCode.validationFailed, 'A guest cart needs the X-Visit-ID header', {
    'X-Visit-ID': ['required for a guest'],
  });
}

/** The member when logged in, else the guest's visitor id. */
export function ownerOf(caller: Caller): TempCartOwner {
  if (caller.memberId !== null) return { kind: 'member', memberId: caller.memberId };
  if (caller.visitId !== null) return { kind: 'visitor', visitId: caller.visitId };
  throw visitorRequired();
}

async function listItems(db: Database, owner: TempCartOwner): Promise<TempCartItem[]> {
  const rows = await repository.selectItems(db, owner);
  return rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() }));
}

export async function updateTempCart(
  db: Database,
  caller: Caller,
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

/** After login: the guest cart of this browser's visitor id joins the member's. */
export async function bindTempCart(db: Database, memberId: number, visitId: string | null, now: Date) {
  const merged = visitId === null ? 0 : await repository.mergeVisitorIntoMember(db, visitId, memberId, now);
  return { merged, items: await listItems(db, { kind: 'member', memberId }) };
}
