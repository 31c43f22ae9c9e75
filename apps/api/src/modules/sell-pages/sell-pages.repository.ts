import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, eq, lte } from 'drizzle-orm';

const { ingredientProducts, ingredients, learns, learnTypes, productLearns, products, sells, series } =
  schema;
const SHOWN = 1;

/** A shown sell page of a shown product, with its product and series. */
export async function selectShownSellPage(db: Database, sellId: number) {
  const [row] = await db
    .select({
      sell: {
        sell_id: sells.sell_id,
        sell_name: sells.sell_name,
        sell_image: sells.sell_image,
        href: sells.href,
        sell_keywords: sells.sell_keywords,
        sell_description: sells.sell_description,
        sell_feature: sells.sell_feature,
        sell_effect: sells.sell_effect,
        sell_application: sells.sell_application,
        seo_title: sells.seo_title,
        seo_description: sells.seo_description,
        comments_total: sells.comments_total,
        rating_sum: sells.rating_sum,
      },
      product: {
        p_id: products.p_id,
        p_name: products.p_name,
        p_img: products.p_img,
        p_gallery: products.p_gallery,
        p_price: products.p_price,
        discounted_price: products.discounted_price,
        p_spec: products.p_spec,
        p_description: products.p_description,
        p_usage: products.p_usage,
        p_ingredients: products.p_ingredients,
        stock: products.stock,
      },
      series: { series_slug: series.series_slug, series_name: series.series_name },
    })
    .from(sells)
    .innerJoin(products, eq(products.p_id, sells.p_id))
    .innerJoin(series, eq(series.series_slug, products.series_slug))
    .where(and(eq(sells.sell_id, sellId), eq(sells.sell_show, SHOWN), eq(products.p_show, SHOWN)));
  return row ?? null;
}

export async function selectIngredientsOfProduct(db: Database, productId: number) {
  return db
    .select({ uid: ingredients.uid, ingredient_name: ingredients.ingredient_name })
    .from(ingredientProducts)
    .innerJoin(ingredients, eq(ingredients.ingredient_id, ingredientProducts.ingredient_id))
    .where(and(eq(ingredientProducts.p_id, productId), eq(ingredients.ingredient_show, SHOWN)))
    .orderBy(asc(ingredients.ingredient_id));
}

/** Published, shown articles related to a product. */
export async function selectRelatedLearns(db: Database, productId: number, now: Date) {
  return db
    .select({
      learn_id: learns.learn_id,
      learn_name: learns.learn_name,
      learntype2_rel2: learnTypes.learntype2_rel2,
      learn_rel3: learns.learn_rel3,
      learn_image: learns.learn_image,
      learn_summary: learns.learn_summary,
    })
    .from(productLearns)
    .innerJoin(learns, eq(learns.learn_id, productLearns.learn_id))
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(
      and(eq(productLearns.p_id, productId), eq(learns.learn_show, SHOWN), lte(learns.published_at, now)),
    )
    .orderBy(asc(productLearns.sort), asc(learns.learn_id));
}

/** The product of a shown sell page, or null. */
export async function selectProductOfShownSell(db: Database, sellId: number) {
  const [row] = await db
    .select({ p_id: sells.p_id })
    .from(sells)
    .innerJoin(products, eq(products.p_id, sells.p_id))
    .where(and(eq(sells.sell_id, sellId), eq(sells.sell_show, SHOWN), eq(products.p_show, SHOWN)));
  return row?.p_id ?? null;
}
