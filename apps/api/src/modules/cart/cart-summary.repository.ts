import type { PricingProduct } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerBalanceSql } from '../ledgers/index.ts';

const { members, products } = schema;
const SHOWN = 1;

/** The products a cart names, with their category paths, in one query. */
export async function selectPricingProducts(db: Database, productIds: number[]): Promise<PricingProduct[]> {
  if (productIds.length === 0) return [];
  // Written out in full: inside a select list drizzle leaves column names unqualified.
  const paths = sql<string[]>`coalesce((
    select array_agg(c.category_path order by c.category_path)
    from product_categories pc join categories c on c.category_id = pc.category_id
    where pc.p_id = "products"."p_id"), '{}')`;
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      p_price: products.p_price,
      discounted_price: products.discounted_price,
      stock: products.stock,
      category_paths: paths,
    })
    .from(products)
    .where(and(inArray(products.p_id, productIds), eq(products.p_show, SHOWN)));
}

/** The stock of products by id, shown or hidden (a promotion may give a product the shop does not show). */
export async function selectProductStock(
  db: Database,
  productIds: number[],
): Promise<Record<number, number>> {
  if (productIds.length === 0) return {};
  const rows = await db
    .select({ p_id: products.p_id, stock: products.stock })
    .from(products)
    .where(inArray(products.p_id, productIds));
  return Object.fromEntries(rows.map((row) => [row.p_id, row.stock]));
}

/** The member's tier and point balance in one round trip. */
export async function selectPricingMember(db: Database, memberId: number) {
  const [row] = await db
    .select({
      member_id: members.member_id,
      tier: members.member_nowtier2025,
      points: ledgerBalanceSql('points', memberId),
      credit: ledgerBalanceSql('credit', memberId),
    })
    .from(members)
    .where(eq(members.member_id, memberId));
  return row ?? null;
}
