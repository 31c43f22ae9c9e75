import type { ListQuery } from '@shop/contracts';
import { VALID_ORDER_STATUSES } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';

const { orderLines, orders, products, productCategories, series, sells } = schema;
const SHOWN = 1;

/**
 * Which products a list holds and its own order (推薦): a category's links, a series, a keyword's matches.
 * The condition and the order are SQL on `products` (and `first_sell`, the product's first shown sell page).
 */
export interface ListScope {
  where: SQL;
  recommended: SQL[];
}

/** The first shown sell page of each product: one list row per product. */
function firstSells(db: Database) {
  return db
    .selectDistinctOn([sells.p_id], {
      p_id: sells.p_id,
      sell_id: sells.sell_id,
      sell_name: sells.sell_name,
      sell_keywords: sells.sell_keywords,
      href: sells.href,
      comments_total: sells.comments_total,
      rating_sum: sells.rating_sum,
    })
    .from(sells)
    .where(eq(sells.sell_show, SHOWN))
    .orderBy(sells.p_id, sells.sell_id)
    .as('first_sell');
}

export type FirstSell = ReturnType<typeof firstSells>;

/**
 * Units sold per product: regular lines of orders that count (member-area §9's valid statuses). The
 * statement adds them up over every such line; a shop with many orders would keep a running count.
 */
function unitsSold(db: Database) {
  return db
    .select({ p_id: orderLines.p_id, units: sql<number>`sum(${orderLines.ordersub_count})`.as('units') })
    .from(orderLines)
    .innerJoin(orders, eq(orders.ordermain_id, orderLines.ordermain_id))
    .where(
      and(eq(orderLines.line_kind, 'regular'), inArray(orders.ordermain_status, [...VALID_ORDER_STATUSES])),
    )
    .groupBy(orderLines.p_id)
    .as('sold');
}

function filtersOf(query: ListQuery): (SQL | undefined)[] {
  return [
    query.skin ? sql`${products.skin_types} && ${sql.param(query.skin)}::text[]` : undefined,
    query.concern ? sql`${products.concerns} && ${sql.param(query.concern)}::text[]` : undefined,
    query.min_price !== undefined ? gte(products.discounted_price, query.min_price) : undefined,
    query.max_price !== undefined ? lte(products.discounted_price, query.max_price) : undefined,
    query.in_stock ? gt(products.stock, 0) : undefined,
  ];
}

/**
 * One page of a product list, sorted and filtered in the database, with the count of the whole filtered
 * list. Ties always end on the product id, so every page is stable.
 */
export async function selectProductPage(
  db: Database,
  scopeOf: (firstSell: FirstSell) => ListScope,
  query: ListQuery,
  window: { limit: number; offset: number } | null,
) {
  const first = firstSells(db);
  const sold = unitsSold(db);
  const scope = scopeOf(first);
  const where = and(eq(products.p_show, SHOWN), scope.where, ...filtersOf(query));
  // The average as the card shows it (one decimal), so equal-looking ratings tie on the review count.
  const rating = sql`round(${first.rating_sum}::numeric / nullif(${first.comments_total}, 0), 1)`;
  const orderBy: Record<ListQuery['sort'], SQL[]> = {
    default: scope.recommended,
    newest: [desc(products.created_at)],
    price_asc: [asc(products.discounted_price)],
    price_desc: [desc(products.discounted_price)],
    popular: [sql`coalesce(${sold.units}, 0) desc`, desc(first.comments_total)],
    rating: [sql`${rating} desc nulls last`, desc(first.comments_total)],
  };
  const base = db
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
      sell_id: first.sell_id,
      sell_name: first.sell_name,
      href: first.href,
      comments_total: first.comments_total,
      rating_sum: first.rating_sum,
    })
    .from(products)
    .innerJoin(series, eq(series.series_slug, products.series_slug))
    .innerJoin(first, eq(first.p_id, products.p_id))
    .leftJoin(sold, eq(sold.p_id, products.p_id))
    .where(where)
    .orderBy(...orderBy[query.sort], asc(products.p_id));
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(series, eq(series.series_slug, products.series_slug))
    .innerJoin(first, eq(first.p_id, products.p_id))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A category family (the category and its subcategories): listed products, in the category's order. */
export function categoryScope(categoryIds: number[]): (first: FirstSell) => ListScope {
  const ids = sql.param(categoryIds);
  return () => ({
    where: sql`exists (select 1 from ${productCategories} where ${productCategories.p_id} = ${products.p_id} and ${productCategories.category_id} = any(${ids}::int[]))`,
    recommended: [
      sql`(select min(${productCategories.sort}) from ${productCategories} where ${productCategories.p_id} = ${products.p_id} and ${productCategories.category_id} = any(${ids}::int[]))`,
    ],
  });
}

/** A series: its products in id order (the series page's order before sorting existed). */
export function seriesScope(seriesSlug: string): (first: FirstSell) => ListScope {
  return () => ({ where: eq(products.series_slug, seriesSlug), recommended: [] });
}
