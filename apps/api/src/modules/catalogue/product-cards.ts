import type { ListProduct, OpenProduct, ProductSort, PromoProduct } from '@shop/contracts';
import { ratingOf } from '@shop/core';
import type { Database } from '@shop/db';
import { selectCategoriesOfProduct, selectTagsOfProduct } from './catalogue.repository.ts';
import * as repository from './product-cards.repository.ts';

// Product list building shared by the catalogue, promotion and content calls.

export interface SortableProduct extends ListProduct {
  created_at: Date;
}

function toListProduct(row: repository.ListProductRow): SortableProduct {
  return {
    p_id: row.p_id,
    p_name: row.p_name,
    p_img: row.p_img,
    p_price: row.p_price,
    discounted_price: row.discounted_price,
    discount_price: row.discounted_price,
    p_spec: row.p_spec,
    stock: row.stock,
    series: row.series,
    sell_id: row.sell_id,
    sell_name: row.sell_name,
    href: row.href,
    comments_total: row.comments_total,
    rating: ratingOf(row.rating_sum, row.comments_total),
    created_at: row.created_at,
  };
}

/** One list product per product (its first shown sell page), in the order of `order` when given. */
export function toListProducts(
  rows: repository.ListProductRow[],
  order?: readonly number[],
): SortableProduct[] {
  const byId = new Map<number, SortableProduct>();
  for (const row of rows) if (!byId.has(row.p_id)) byId.set(row.p_id, toListProduct(row));
  if (!order) return [...byId.values()];
  return order.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

/** Drops the sort-only field before answering. */
export function publicList(list: SortableProduct[]): ListProduct[] {
  return list.map(({ created_at: _created, ...product }) => product);
}

const SORTERS: Record<Exclude<ProductSort, 'default'>, (a: SortableProduct, b: SortableProduct) => number> = {
  price_asc: (a, b) => a.discounted_price - b.discounted_price || a.p_id - b.p_id,
  price_desc: (a, b) => b.discounted_price - a.discounted_price || a.p_id - b.p_id,
  newest: (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.p_id - a.p_id,
  popular: (a, b) => b.comments_total - a.comments_total || a.p_id - b.p_id,
  rating: (a, b) =>
    (b.rating ?? -1) - (a.rating ?? -1) || b.comments_total - a.comments_total || a.p_id - b.p_id,
};

export function sortProducts(list: SortableProduct[], sort: ProductSort): ListProduct[] {
  const sorted = sort === 'default' ? list : [...list].sort(SORTERS[sort]);
  return publicList(sorted);
}

/** Shown products by id as list products, in the order of the ids. */
export async function listProductsByIds(db: Database, productIds: readonly number[]): Promise<ListProduct[]> {
  const rows = await repository.selectListProductRowsByIds(db, productIds);
  return publicList(toListProducts(rows, productIds));
}

export async function openProductsByIds(db: Database, productIds: readonly number[]): Promise<OpenProduct[]> {
  const rows = await repository.selectOpenProductRows(db, productIds);
  const byId = new Map<number, OpenProduct>();
  for (const row of rows) {
    if (byId.has(row.p_id)) continue;
    byId.set(row.p_id, { ...row, discount_price: row.discounted_price });
  }
  return productIds.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

export async function promoProductsById(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, PromoProduct>> {
  const rows = await repository.selectPromoProductRows(db, [...new Set(productIds)]);
  return new Map(rows.map((row) => [row.p_id, row]));
}

/** Up to `limit` other shown products of a series, as list products (the product page's related products). */
export async function otherProductsOfSeries(
  db: Database,
  seriesSlug: string,
  productId: number,
  limit: number,
): Promise<ListProduct[]> {
  const rows = await repository.selectListProductRowsBySeries(db, seriesSlug);
  const others = toListProducts(rows.filter((row) => row.p_id !== productId));
  return publicList(others.slice(0, limit));
}

/** The categories and tags a product is listed under. */
export async function placesOfProduct(db: Database, productId: number) {
  return {
    categories: await selectCategoriesOfProduct(db, productId),
    tags: await selectTagsOfProduct(db, productId),
  };
}
