import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';

const { favorites, products, restockNotices } = schema;

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await db.select({ p_id: products.p_id }).from(products).where(eq(products.p_id, productId));
  return row !== undefined;
}

export async function selectFavorites(db: Database, memberId: number) {
  return db
    .select({ product_id: favorites.product_id, created_at: favorites.created_at })
    .from(favorites)
    .where(eq(favorites.member_id, memberId))
    .orderBy(desc(favorites.created_at), desc(favorites.product_id));
}

/** Adds a favourite; a repeated add keeps the first one. */
export async function insertFavorite(db: Database, memberId: number, productId: number) {
  await db.insert(favorites).values({ member_id: memberId, product_id: productId }).onConflictDoNothing();
  const [row] = await db
    .select({ product_id: favorites.product_id, created_at: favorites.created_at })
    .from(favorites)
    .where(and(eq(favorites.member_id, memberId), eq(favorites.product_id, productId)));
  return row!;
}

export async function deleteFavorite(db: Database, memberId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.member_id, memberId), eq(favorites.product_id, productId)))
    .returning({ product_id: favorites.product_id });
  return rows.length > 0;
}

/** Records a restock notice; false when the member has one for the product already. */
export async function insertRestockNotice(
  db: Database,
  memberId: number,
  productId: number,
): Promise<boolean> {
  const rows = await db
    .insert(restockNotices)
    .values({ member_id: memberId, p_id: productId })
    .onConflictDoNothing({ target: [restockNotices.member_id, restockNotices.p_id] })
    .returning({ notice_id: restockNotices.notice_id });
  return rows.length > 0;
}
