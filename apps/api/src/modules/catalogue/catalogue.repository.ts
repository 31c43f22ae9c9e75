import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';

const {
  categories,
  contentPages,
  favorites,
  hotProducts,
  matchPairProducts,
  matchPairs,
  productCategories,
  products,
  productTags,
  restockNotices,
  rewrites,
  saleEventProducts,
  saleEvents,
  sells,
  series,
} = schema;
const SHOWN = 1;

export const categoryColumns = {
  category_id: categories.category_id,
  parent_id: categories.parent_id,
  category_slug: categories.category_slug,
  category_path: categories.category_path,
  category_name: categories.category_name,
  category_description: categories.category_description,
  category_image: categories.category_image,
  seo_title: categories.seo_title,
  seo_description: categories.seo_description,
};

export async function selectShownCategories(db: Database) {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.category_show, SHOWN))
    .orderBy(desc(categories.category_sort), asc(categories.category_id));
}

export async function selectShownCategoryByPath(db: Database, path: string) {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.category_path, path), eq(categories.category_show, SHOWN)));
  return row ?? null;
}

/** Which products each category lists, in the category's own order. */
export async function selectCategoryLinks(db: Database, categoryIds?: number[]) {
  if (categoryIds?.length === 0) return [];
  return db
    .select({ category_id: productCategories.category_id, p_id: productCategories.p_id })
    .from(productCategories)
    .where(categoryIds ? inArray(productCategories.category_id, categoryIds) : undefined)
    .orderBy(asc(productCategories.sort), asc(productCategories.p_id));
}

export async function selectCategoriesOfProduct(db: Database, productId: number) {
  return db
    .select({ category_path: categories.category_path, category_name: categories.category_name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.category_id, productCategories.category_id))
    .where(and(eq(productCategories.p_id, productId), eq(categories.category_show, SHOWN)))
    .orderBy(asc(categories.category_id));
}

export async function selectSeries(db: Database, slug?: string) {
  return db
    .select({
      series_slug: series.series_slug,
      series_name: series.series_name,
      series_description: series.series_description,
    })
    .from(series)
    .where(slug === undefined ? undefined : eq(series.series_slug, slug))
    .orderBy(desc(series.series_sort), asc(series.series_slug));
}

export async function selectHotProductIds(db: Database) {
  const rows = await db
    .select({ p_id: hotProducts.p_id })
    .from(hotProducts)
    .orderBy(asc(hotProducts.hot_sort), asc(hotProducts.p_id));
  return rows.map((r) => r.p_id);
}

/** Products of open sale events and match pairs (the monthly-campaign page), first event first. */
export async function selectCampaignProductIds(db: Database, now: Date) {
  const inSale = await db
    .select({ p_id: saleEventProducts.p_id })
    .from(saleEventProducts)
    .innerJoin(saleEvents, eq(saleEvents.saleevent_id, saleEventProducts.saleevent_id))
    .where(
      and(eq(saleEvents.saleevent_show, SHOWN), lte(saleEvents.starts_at, now), gt(saleEvents.ends_at, now)),
    )
    .orderBy(desc(saleEvents.saleevent_sort), asc(saleEventProducts.sort));
  const inPairs = await db
    .select({ p_id: matchPairProducts.p_id })
    .from(matchPairProducts)
    .innerJoin(matchPairs, eq(matchPairs.matchpair_id, matchPairProducts.matchpair_id))
    .where(
      and(eq(matchPairs.matchpair_show, SHOWN), lte(matchPairs.starts_at, now), gt(matchPairs.ends_at, now)),
    )
    .orderBy(desc(matchPairs.matchpair_sort), asc(matchPairProducts.zone), asc(matchPairProducts.sort));
  return [...new Set([...inSale, ...inPairs].map((r) => r.p_id))];
}

export async function selectProductIdsByTag(db: Database, tag: string) {
  const rows = await db
    .select({ p_id: productTags.p_id })
    .from(productTags)
    .where(eq(sql`lower(${productTags.tag})`, tag.toLowerCase()))
    .orderBy(asc(productTags.p_id));
  return rows.map((r) => r.p_id);
}

export async function selectTagsOfProduct(db: Database, productId: number) {
  const rows = await db
    .select({ tag: productTags.tag })
    .from(productTags)
    .where(eq(productTags.p_id, productId))
    .orderBy(asc(productTags.tag));
  return rows.map((r) => r.tag);
}

/** Ids of products that can be bought: shown, with a shown sell page. */
export async function selectSellProductIds(db: Database) {
  const rows = await db
    .selectDistinct({ p_id: products.p_id })
    .from(products)
    .innerJoin(sells, and(eq(sells.p_id, products.p_id), eq(sells.sell_show, SHOWN)))
    .where(eq(products.p_show, SHOWN))
    .orderBy(asc(products.p_id));
  return rows.map((r) => r.p_id);
}

export async function selectTrialProductIds(db: Database) {
  const rows = await db
    .select({ p_id: products.p_id })
    .from(products)
    .where(and(eq(products.p_show, SHOWN), eq(products.p_trial, 1)))
    .orderBy(asc(products.p_id));
  return rows.map((r) => r.p_id);
}

/** Product id of each shown sell page among the ids (for GET/POST sell). */
export async function selectShownSellProducts(
  db: Database,
  by: { sellIds?: number[]; productIds?: number[] },
) {
  const conditions = [
    by.sellIds?.length ? inArray(sells.sell_id, by.sellIds) : undefined,
    by.productIds?.length ? inArray(sells.p_id, by.productIds) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select({ sell_id: sells.sell_id, p_id: sells.p_id, sell_image: sells.sell_image })
    .from(sells)
    .innerJoin(products, eq(products.p_id, sells.p_id))
    .where(and(eq(sells.sell_show, SHOWN), eq(products.p_show, SHOWN), or(...conditions)))
    .orderBy(asc(sells.sell_id));
}

export async function selectMemberFlags(db: Database, memberId: number, productIds: number[]) {
  if (productIds.length === 0) return { favorites: new Set<number>(), notices: new Set<number>() };
  const favs = await db
    .select({ p_id: favorites.product_id })
    .from(favorites)
    .where(and(eq(favorites.member_id, memberId), inArray(favorites.product_id, productIds)));
  const notices = await db
    .select({ p_id: restockNotices.p_id })
    .from(restockNotices)
    .where(
      and(
        eq(restockNotices.member_id, memberId),
        inArray(restockNotices.p_id, productIds),
        isNull(restockNotices.notified_at),
      ),
    );
  return { favorites: new Set(favs.map((f) => f.p_id)), notices: new Set(notices.map((n) => n.p_id)) };
}

export async function selectShownSellByHref(db: Database, href: string) {
  const [row] = await db
    .select({ sell_id: sells.sell_id, sell_name: sells.sell_name, series_slug: products.series_slug })
    .from(sells)
    .innerJoin(products, eq(products.p_id, sells.p_id))
    .where(and(eq(sells.href, href), eq(sells.sell_show, SHOWN), eq(products.p_show, SHOWN)));
  return row ?? null;
}

/** A shown content page by slug or alias: slug, title and whether it came through an alias. */
export async function selectContentPageSlug(db: Database, slug: string) {
  const [row] = await db
    .select({ slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.page_show, SHOWN),
        or(eq(contentPages.slug, slug), sql`${slug} = any(${contentPages.aliases})`),
      ),
    );
  return row ?? null;
}

export async function selectSellTypeRewrite(db: Database, href: string) {
  const [row] = await db
    .select({ target_path: rewrites.target_path })
    .from(rewrites)
    .where(and(eq(rewrites.href, href), eq(rewrites.target_type, 'sell_type')));
  return row ?? null;
}

/** The first spelling of a shortcut list ('hot-sale' before 'hot_sale'): its canonical address. */
export async function selectFirstSellTypeHref(db: Database, targetPath: string) {
  const [row] = await db
    .select({ href: rewrites.href })
    .from(rewrites)
    .where(and(eq(rewrites.target_path, targetPath), eq(rewrites.target_type, 'sell_type')))
    .orderBy(asc(rewrites.rewrite_id))
    .limit(1);
  return row?.href ?? null;
}
