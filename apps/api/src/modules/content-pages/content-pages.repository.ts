import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';

const {
  contentPages,
  faqEntries,
  ingredientProducts,
  ingredients,
  learns,
  learnTypes,
  news,
  newsCategories,
  newsCategoryLinks,
  productLearns,
  settings,
} = schema;
const SHOWN = 1;

const learnCard = {
  learn_id: learns.learn_id,
  learn_name: learns.learn_name,
  learntype2_rel2: learnTypes.learntype2_rel2,
  learn_rel3: learns.learn_rel3,
  learn_image: learns.learn_image,
  learn_summary: learns.learn_summary,
};

const published = (now: Date) => and(eq(learns.learn_show, SHOWN), lte(learns.published_at, now));

/** Article types with how many published articles each has. */
export async function selectLearnTypes(db: Database, now: Date) {
  return db
    .select({
      learntype2_id: learnTypes.learntype2_id,
      learntype2_name: learnTypes.learntype2_name,
      learntype2_rel2: learnTypes.learntype2_rel2,
      learns_count: sql<number>`count(${learns.learn_id})::int`,
    })
    .from(learnTypes)
    .leftJoin(learns, and(eq(learns.learntype2_id, learnTypes.learntype2_id), published(now)))
    .groupBy(learnTypes.learntype2_id)
    .orderBy(desc(learnTypes.learntype2_sort), asc(learnTypes.learntype2_id));
}

/** Published articles, newest first, of one type or all. */
export async function selectLearnPage(
  db: Database,
  now: Date,
  rel2: string | undefined,
  limit: number,
  offset: number,
) {
  const where = and(published(now), rel2 === undefined ? undefined : eq(learnTypes.learntype2_rel2, rel2));
  const rows = await db
    .select(learnCard)
    .from(learns)
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(where)
    .orderBy(desc(learns.published_at), desc(learns.learn_id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(learns)
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function selectLearnBySlug(db: Database, rel3: string, now: Date) {
  const [row] = await db
    .select({
      ...learnCard,
      learntype2_name: learnTypes.learntype2_name,
      learn_content: learns.learn_content,
      learn_views: learns.learn_views,
      published_at: learns.published_at,
    })
    .from(learns)
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(and(eq(learns.learn_rel3, rel3), published(now)));
  return row ?? null;
}

export async function selectLearnsByIds(db: Database, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .select(learnCard)
    .from(learns)
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(and(inArray(learns.learn_id, ids), published(now)));
}

export async function selectProductIdsOfLearn(db: Database, learnId: number) {
  const rows = await db
    .select({ p_id: productLearns.p_id })
    .from(productLearns)
    .where(eq(productLearns.learn_id, learnId))
    .orderBy(asc(productLearns.p_id));
  return rows.map((r) => r.p_id);
}

const ingredientCard = {
  ingredient_id: ingredients.ingredient_id,
  uid: ingredients.uid,
  ingredient_name: ingredients.ingredient_name,
  ingredient_latin: ingredients.ingredient_latin,
  aliases: ingredients.aliases,
  ingredient_function: ingredients.ingredient_function,
  ingredient_category: ingredients.ingredient_category,
};

export async function selectIngredients(db: Database) {
  return db
    .select(ingredientCard)
    .from(ingredients)
    .where(eq(ingredients.ingredient_show, SHOWN))
    .orderBy(asc(ingredients.ingredient_id));
}

export async function selectIngredient(db: Database, uid: string) {
  const [row] = await db
    .select({ ...ingredientCard, description: ingredients.description })
    .from(ingredients)
    .where(and(eq(ingredients.uid, uid), eq(ingredients.ingredient_show, SHOWN)));
  if (!row) return null;
  const links = await db
    .select({ p_id: ingredientProducts.p_id })
    .from(ingredientProducts)
    .where(eq(ingredientProducts.ingredient_id, row.ingredient_id))
    .orderBy(asc(ingredientProducts.p_id));
  return { ...row, productIds: links.map((l) => l.p_id) };
}

/** A shown content page by its slug or one of its aliases. */
export async function selectContentPage(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.page_show, SHOWN),
        or(eq(contentPages.slug, slug), sql`${slug} = any(${contentPages.aliases})`),
      ),
    )
    .orderBy(sql`${contentPages.slug} = ${slug} desc`)
    .limit(1);
  return row ?? null;
}

export async function selectFaqEntries(db: Database, pageId: number) {
  return db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.page_id, pageId))
    .orderBy(asc(faqEntries.sort), asc(faqEntries.faq_id));
}

export async function selectFaqPages(db: Database) {
  return db
    .select({ slug: contentPages.slug, title: contentPages.title, faq_group: contentPages.faq_group })
    .from(contentPages)
    .where(and(eq(contentPages.page_show, SHOWN), isNotNull(contentPages.faq_group)))
    .orderBy(asc(contentPages.faq_group), asc(contentPages.page_sort), asc(contentPages.page_id));
}

export async function selectSettingValue(db: Database, key: string) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** News categories with how many shown news items each holds. */
export async function selectNewsCategories(db: Database) {
  return db
    .select({
      newscategory_id: newsCategories.newscategory_id,
      parent_id: newsCategories.parent_id,
      newscategory_path: newsCategories.newscategory_path,
      newscategory_slug: newsCategories.newscategory_slug,
      newscategory_name: newsCategories.newscategory_name,
      news_count: sql<number>`count(${news.news_id})::int`,
    })
    .from(newsCategories)
    .leftJoin(newsCategoryLinks, eq(newsCategoryLinks.newscategory_id, newsCategories.newscategory_id))
    .leftJoin(news, and(eq(news.news_id, newsCategoryLinks.news_id), eq(news.news_show, SHOWN)))
    .groupBy(newsCategories.newscategory_id)
    .orderBy(desc(newsCategories.newscategory_sort), asc(newsCategories.newscategory_id));
}

export async function selectNewsOfCategory(db: Database, categoryId: number) {
  return db
    .select({
      news_id: news.news_id,
      news_title: news.news_title,
      news_img: news.news_img,
      news_summary: news.news_summary,
      news_date: news.news_date,
    })
    .from(newsCategoryLinks)
    .innerJoin(news, eq(news.news_id, newsCategoryLinks.news_id))
    .where(and(eq(newsCategoryLinks.newscategory_id, categoryId), eq(news.news_show, SHOWN)))
    .orderBy(desc(news.news_date), desc(news.news_id));
}
