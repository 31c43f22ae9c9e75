import type { PricingProduct } from '@shop/core';
import type { Database } from '@shop/db';
import { preparedPer, schema } from '@shop/db';
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

const orderProductsOf = preparedPer((db: Database) => {
  const named = sql.placeholder('named');
  // Written out in full: inside a select list drizzle leaves column names unqualified.
  const paths = sql<string[]>`case when "products"."p_id" = any(${named}::int[]) then coalesce((
    select array_agg(c.category_path order by c.category_path)
    from product_categories pc join categories c on c.category_id = pc.category_id
    where pc.p_id = "products"."p_id"), '{}') else '{}' end`;
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      p_price: products.p_price,
      discounted_price: products.discounted_price,
      stock: products.stock,
      p_show: products.p_show,
      category_paths: paths,
    })
    .from(products)
    .where(sql`${products.p_id} = any(${sql.placeholder('all')}::int[])`)
    .prepare('cart_order_products');
});

/**
 * For an order, read now and in one query: the shown products among `productIds` (as
 * selectPricingProducts) and the stock of `giftIds`, shown or hidden (as selectProductStock).
 */
export async function selectOrderProducts(
  db: Database,
  productIds: number[],
  giftIds: number[],
): Promise<{ products: PricingProduct[]; giftStock: Record<number, number> }> {
  const all = [...new Set([...productIds, ...giftIds])];
  if (all.length === 0) return { products: [], giftStock: {} };
  const named = new Set(productIds);
  const gifts = new Set(giftIds);
  const rows = await orderProductsOf(db).execute({ named: productIds, all });
  const found: PricingProduct[] = [];
  const giftStock: Record<number, number> = {};
  for (const { p_show, ...row } of rows) {
    if (named.has(row.p_id) && p_show === SHOWN) found.push(row);
    if (gifts.has(row.p_id)) giftStock[row.p_id] = row.stock;
  }
  return { products: found, giftStock };
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
