import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, eq, gt, lte } from 'drizzle-orm';

const {
  categories,
  contentPages,
  ingredients,
  learns,
  learnTypes,
  matchPairs,
  news,
  products,
  rewrites,
  saleEvents,
  sells,
  series,
} = schema;
const SHOWN = 1;

/** Everything the sitemap lists, each with the date it last changed when the table keeps one. */
export async function selectSitemapSources(db: Database, now: Date) {
  const seriesRows = await db
    .select({ slug: series.series_slug })
    .from(series)
    .orderBy(asc(series.series_slug));
  const categoryRows = await db
    .select({ path: categories.category_path })
    .from(categories)
    .where(eq(categories.category_show, SHOWN))
    .orderBy(asc(categories.category_path));
  const shortcutRows = await db
    .select({ href: rewrites.href, target: rewrites.target_path })
    .from(rewrites)
    .where(eq(rewrites.target_type, 'sell_type'))
    .orderBy(asc(rewrites.rewrite_id));
  const sellRows = await db
    .select({ href: sells.href, lastmod: products.created_at })
    .from(sells)
    .innerJoin(products, eq(products.p_id, sells.p_id))
    .where(and(eq(sells.sell_show, SHOWN), eq(products.p_show, SHOWN)))
    .orderBy(asc(sells.sell_id));
  const newsRows = await db
    .select({ id: news.news_id, lastmod: news.news_date })
    .from(news)
    .where(eq(news.news_show, SHOWN))
    .orderBy(asc(news.news_id));
  const typeRows = await db
    .select({ rel2: learnTypes.learntype2_rel2 })
    .from(learnTypes)
    .orderBy(asc(learnTypes.learntype2_id));
  const learnRows = await db
    .select({ rel2: learnTypes.learntype2_rel2, rel3: learns.learn_rel3, lastmod: learns.published_at })
    .from(learns)
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(and(eq(learns.learn_show, SHOWN), lte(learns.published_at, now)))
    .orderBy(asc(learns.learn_id));
  const ingredientRows = await db
    .select({ uid: ingredients.uid })
    .from(ingredients)
    .where(eq(ingredients.ingredient_show, SHOWN))
    .orderBy(asc(ingredients.ingredient_id));
  const pageRows = await db
    .select({
      slug: contentPages.slug,
      aliases: contentPages.aliases,
      noindex: contentPages.noindex,
      http_status: contentPages.http_status,
      lastmod: contentPages.updated_at,
    })
    .from(contentPages)
    .where(eq(contentPages.page_show, SHOWN))
    .orderBy(asc(contentPages.page_sort), asc(contentPages.page_id));
  const saleEventRows = await db
    .select({ id: saleEvents.saleevent_id })
    .from(saleEvents)
    .where(
      and(eq(saleEvents.saleevent_show, SHOWN), lte(saleEvents.starts_at, now), gt(saleEvents.ends_at, now)),
    )
    .orderBy(asc(saleEvents.saleevent_id));
  const matchPairRows = await db
    .select({ id: matchPairs.matchpair_id })
    .from(matchPairs)
    .where(
      and(eq(matchPairs.matchpair_show, SHOWN), lte(matchPairs.starts_at, now), gt(matchPairs.ends_at, now)),
    )
    .orderBy(asc(matchPairs.matchpair_id));
  return {
    seriesRows,
    categoryRows,
    shortcutRows,
    sellRows,
    newsRows,
    typeRows,
    learnRows,
    ingredientRows,
    pageRows,
    saleEventRows,
    matchPairRows,
  };
}

export async function selectHiddenPages(db: Database) {
  const rows = await db
    .select({
      slug: contentPages.slug,
      aliases: contentPages.aliases,
      noindex: contentPages.noindex,
      http_status: contentPages.http_status,
    })
    .from(contentPages)
    .orderBy(asc(contentPages.page_id));
  return rows.filter((r) => r.noindex === 1 || r.http_status !== 200);
}
