import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const { products, tempCartItems } = schema;

/** Whose temporary cart: a member, or a guest known by the visitor id (X-Visit-ID). */
export type TempCartOwner = { kind: 'member'; memberId: number } | { kind: 'visitor'; visitId: string };

export function ownerKey(owner: TempCartOwner): string {
  return owner.kind === 'member' ? `member:${owner.memberId}` : `visit:${owner.visitId}`;
}

const columns = {
  product_id: tempCartItems.product_id,
  quantity: tempCartItems.quantity,
  path: tempCartItems.path,
  updated_at: tempCartItems.updated_at,
};

export async function selectItems(db: Database, owner: TempCartOwner) {
  return db
    .select(columns)
    .from(tempCartItems)
    .where(eq(tempCartItems.owner_key, ownerKey(owner)))
    .orderBy(asc(tempCartItems.updated_at), asc(tempCartItems.product_id));
}

/** Which of the ids are products of the shop. */
export async function selectExistingProductIds(db: Database, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ p_id: products.p_id })
    .from(products)
    .where(inArray(products.p_id, productIds));
  return new Set(rows.map((r) => r.p_id));
}

/** Stores each item's quantity and path (one statement; a product already there is replaced). */
export async function upsertItems(
  db: Database,
  owner: TempCartOwner,
  items: { product_id: number; quantity: number; path: string }[],
  now: Date,
) {
  const key = ownerKey(owner);
  await db
    .insert(tempCartItems)
    .values(
      items.map((item) => ({
        owner_key: key,
        member_id: owner.kind === 'member' ? owner.memberId : null,
        visit_id: owner.kind === 'visitor' ? owner.visitId : null,
        product_id: item.product_id,
        quantity: item.quantity,
        path: item.path,
        updated_at: now,
      })),
    )
    .onConflictDoUpdate({
      target: [tempCartItems.owner_key, tempCartItems.product_id],
      set: {
        quantity: sql`excluded.quantity`,
        path: sql`excluded.path`,
        updated_at: sql`excluded.updated_at`,
      },
    });
}

export async function deleteItems(db: Database, owner: TempCartOwner, productIds: number[]): Promise<number> {
  const rows = await db
    .delete(tempCartItems)
    .where(and(eq(tempCartItems.owner_key, ownerKey(owner)), inArray(tempCartItems.product_id, productIds)))
    .returning({ product_id: tempCartItems.product_id });
  return rows.length;
}

/**
 * Moves a guest's rows to the member in one transaction: a product in both keeps the larger quantity
 * and the newer path (the browser cart holds the same lines, so adding them would count twice).
 */
export async function mergeVisitorIntoMember(db: Database, visitId: string, memberId: number, now: Date) {
  return db.transaction(async (tx) => {
    const guest = await tx
      .delete(tempCartItems)
      .where(eq(tempCartItems.owner_key, ownerKey({ kind: 'visitor', visitId })))
      .returning({
        product_id: tempCartItems.product_id,
        quantity: tempCartItems.quantity,
        path: tempCartItems.path,
      });
    if (guest.length === 0) return 0;
    const key = ownerKey({ kind: 'member', memberId });
    await tx
      .insert(tempCartItems)
      .values(
        guest.map((g) => ({ ...g, owner_key: key, member_id: memberId, visit_id: null, updated_at: now })),
      )
      .onConflictDoUpdate({
        target: [tempCartItems.owner_key, tempCartItems.product_id],
        set: {
          quantity: sql`greatest(${tempCartItems.quantity}, excluded.quantity)`,
          path: sql`excluded.path`,
          updated_at: sql`excluded.updated_at`,
        },
      });
    return guest.length;
  });
}
