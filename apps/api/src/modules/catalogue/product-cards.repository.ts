import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';

const { products, series, sells } = schema;
const SHOWN = 1;

/**
 * Shown products with a shown sell page, as product list rows (one row per sell page; the service keeps
 * the first per product). Every list of the catalogue, promotion and content calls is built from these.
 */
export async function selectListProductRows(db: Database, filter?: SQL) {
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      p_price: products.p_price,
      discounted_price: products.discounted_price,
      p_spec: products.p_spec,
      stock: products.stock,
      created_at: products.created_at,
      series: series.series_name,
      series_slug: series.series_slug,
      sell_id: sells.sell_id,
      sell_name: sells.sell_name,
      sell_image: sells.sell_image,
      href: sells.href,
      comments_total: sells.comments_total,
      rating_sum: sells.rating_sum,
    })
    .from(products)
    .innerJoin(series, eq(series.series_slug, products.series_slug))
    .innerJoin(sells, and(eq(sells.p_id, products.p_id), eq(sells.sell_show, SHOWN)))
    .where(and(eq(products.p_show, SHOWN), filter))
    .orderBy(asc(products.p_id), asc(sells.sell_id));
}

export type ListProductRow = Awaited<ReturnType<typeof selectListProductRows>>[number];

export async function selectListProductRowsBySeries(db: Database, seriesSlug: string) {
  return selectListProductRows(db, eq(products.series_slug, seriesSlug));
}

export async function selectListProductRowsBySellIds(db: Database, sellIds: readonly number[]) {
  if (sellIds.length === 0) return [];
  return selectListProductRows(db, inArray(sells.sell_id, [...sellIds]));
}

export async function selectListProductRowsByIds(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return selectListProductRows(db, inArray(products.p_id, [...productIds]));
}

/**
 * Shown products by id for the cart and the skin tools, with their first shown sell page when they
 * have one (a gift-only product has none).
 */
export async function selectOpenProductRows(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      p_price: products.p_price,
      discounted_price: products.discounted_price,
      p_spec: products.p_spec,
      stock: products.stock,
      sell_id: sells.sell_id,
      href: sells.href,
    })
    .from(products)
    .leftJoin(sells, and(eq(sells.p_id, products.p_id), eq(sells.sell_show, SHOWN)))
    .where(and(eq(products.p_show, SHOWN), inArray(products.p_id, [...productIds])))
    .orderBy(asc(products.p_id), asc(sells.sell_id));
}

/** Any product by id, shown or not: promotions name gifts that are not on sale themselves. */
export async function selectPromoProductRows(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      p_spec: products.p_spec,
      p_price: products.p_price,
      stock: products.stock,
    })
    .from(products)
    .where(inArray(products.p_id, [...productIds]));
}
