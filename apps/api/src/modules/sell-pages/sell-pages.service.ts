import type { SellActivitiesAnswer, SellPage } from '@shop/contracts';
import { ratingOf, starsOf } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { isRowId } from '../../ids.ts';
import { otherProductsOfSeries, placesOfProduct } from '../catalogue/index.ts';
import { listActivitiesForProduct } from '../promotions/index.ts';
import * as repository from './sell-pages.repository.ts';

/** How many other products of the series a product page shows. */
export const RELATED_PRODUCTS_LIMIT = 4;

/** The product page: copy, product facts, stars, breadcrumb parts, related articles and products. */
export async function getSellPage(db: Database, sellId: number, now = new Date()): Promise<SellPage> {
  const row = isRowId(sellId) ? await repository.selectShownSellPage(db, sellId) : null;
  if (!row) throw notFound(`Sell page ${sellId} does not exist`);
  const { sell, product, series } = row;
  const { rating_sum, ...sellFields } = sell;
  const rating = ratingOf(rating_sum, sell.comments_total);
  return {
    ...sellFields,
    rating,
    ...starsOf(rating),
    product: {
      ...product,
      discount_price: product.discounted_price,
      p_usage: product.p_usage.split('\n').filter((line) => line.trim() !== ''),
    },
    series,
    ...(await placesOfProduct(db, product.p_id)),
    ingredients: await repository.selectIngredientsOfProduct(db, product.p_id),
    related_learns: await repository.selectRelatedLearns(db, product.p_id, now),
    related_products: await otherProductsOfSeries(
      db,
      series.series_slug,
      product.p_id,
      RELATED_PRODUCTS_LIMIT,
    ),
  };
}

/** The product of a shown sell page; 404 otherwise. */
export async function productOfSellPage(db: Database, sellId: number): Promise<number> {
  const productId = isRowId(sellId) ? await repository.selectProductOfShownSell(db, sellId) : null;
  if (productId === null) throw notFound(`Sell page ${sellId} does not exist`);
  return productId;
}

export async function getSellActivities(
  db: Database,
  sellId: number,
  now = new Date(),
): Promise<SellActivitiesAnswer['activities']> {
  return listActivitiesForProduct(db, await productOfSellPage(db, sellId), now);
}
