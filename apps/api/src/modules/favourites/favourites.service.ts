import type { Favorite, ProductNoticeAnswer } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { isRowId } from '../../ids.ts';
import { listProductsByIds } from '../catalogue/index.ts';
import * as repository from './favourites.repository.ts';

async function assertProduct(db: Database, productId: number): Promise<void> {
  if (!isRowId(productId) || !(await repository.productExists(db, productId))) {
    throw notFound(`Product ${productId} does not exist`);
  }
}

/** The member's favourites, newest first; a product no longer on sale comes with product null. */
export async function listFavorites(db: Database, memberId: number): Promise<Favorite[]> {
  const rows = await repository.selectFavorites(db, memberId);
  const products = await listProductsByIds(
    db,
    rows.map((r) => r.product_id),
  );
  return rows.map((r) => ({
    product_id: r.product_id,
    created_at: r.created_at.toISOString(),
    product: products.find((p) => p.p_id === r.product_id) ?? null,
  }));
}

export async function addFavorite(db: Database, memberId: number, productId: number) {
  await assertProduct(db, productId);
  const row = await repository.insertFavorite(db, memberId, productId);
  return { product_id: row.product_id, created_at: row.created_at.toISOString() };
}

export async function removeFavorite(db: Database, memberId: number, productId: number) {
  await assertProduct(db, productId);
  return { product_id: productId, deleted: await repository.deleteFavorite(db, memberId, productId) };
}

/** add-product-notice: success the first time, warning when the member asked already. */
export async function addRestockNotice(
  db: Database,
  memberId: number,
  productId: number,
): Promise<ProductNoticeAnswer['response']> {
  await assertProduct(db, productId);
  const created = await repository.insertRestockNotice(db, memberId, productId);
  return created
    ? { status: 'success', message: catalogueMessages.product.restockSuccess }
    : { status: 'warning', message: catalogueMessages.product.restockAlready };
}
