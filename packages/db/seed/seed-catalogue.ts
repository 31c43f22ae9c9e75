import { eq } from 'drizzle-orm';
import type { Database } from '../src/database.ts';
import { sanitizeRichText } from '../src/rich-text.ts';
import {
  categories,
  learns,
  productCategories,
  productComments,
  productLearns,
  products,
  productTags,
  sells,
} from '../src/schema/index.ts';
import { CATALOGUE } from './catalogue.ts';
import {
  CATEGORIES,
  categoryPathsOf,
  galleryOf,
  ingredientsOf,
  SERIES_FILTERS,
  sellCopyOf,
  tagsOf,
  usageOf,
} from './catalogue-details.ts';
import { COMMENTS } from './comments.ts';
import { ARTICLES } from './learns.ts';
import { TRIAL_HREFS } from './promotions.ts';

/** Ids of the seeded catalogue by sell href (= product href in the demo shop). */
export interface CatalogueIds {
  productId: (href: string) => number;
  sellId: (href: string) => number;
  categoryId: (path: string) => number;
}

const BATCH = 500;

export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function lookup(map: Map<string, number>, kind: string) {
  return (key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Demo shop has no ${kind} ${key}`);
    return id;
  };
}

/**
 * Product page details, product types, tags, related articles and comments of the demo catalogue
 * (after seedCatalogue has inserted products and sells).
 */
export async function seedCatalogueDetails(db: Database): Promise<CatalogueIds> {
  const sellRows = await db
    .select({ sell_id: sells.sell_id, p_id: sells.p_id, href: sells.href })
    .from(sells);
  const productId = lookup(new Map(sellRows.map((s) => [s.href, s.p_id])), 'product');
  const sellId = lookup(new Map(sellRows.map((s) => [s.href, s.sell_id])), 'sell page');

  const trial = new Set<string>(TRIAL_HREFS);
  for (const p of CATALOGUE) {
    await db
      .update(products)
      .set({
        p_gallery: galleryOf(p),
        p_usage: usageOf(p).join('\n'),
        p_ingredients: ingredientsOf(p),
        p_trial: trial.has(p.href) ? 1 : 0,
        skin_types: SERIES_FILTERS[p.series.slug].skinTypes,
        concerns: SERIES_FILTERS[p.series.slug].concerns,
      })
      .where(eq(products.p_id, productId(p.href)));
  }

  const categoryId = await seedCategories(db);
  await db.insert(productCategories).values(
    CATALOGUE.flatMap((p) =>
      categoryPathsOf(p).map((path) => ({
        category_id: categoryId(path),
        p_id: productId(p.href),
        sort: p.number,
      })),
    ),
  );
  await db
    .insert(productTags)
    .values(CATALOGUE.flatMap((p) => tagsOf(p).map((tag) => ({ p_id: productId(p.href), tag }))));
  await seedRelatedLearns(db, productId);
  await seedComments(db, sellId);
  return { productId, sellId, categoryId };
}

async function seedCategories(db: Database) {
  const ids = new Map<string, number>();
  for (const [i, top] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        category_slug: top.slug,
        category_path: top.slug,
        category_name: top.name,
        category_description: top.description,
        category_image: top.image,
        category_sort: CATEGORIES.length - i,
        seo_title: top.name,
        seo_description: top.description,
      })
      .returning({ id: categories.category_id });
    ids.set(top.slug, row!.id);
    const children = top.children ?? [];
    const inserted = await db
      .insert(categories)
      .values(
        children.map((c, k) => ({
          parent_id: row!.id,
          category_slug: c.slug,
          category_path: `${top.slug}/${c.slug}`,
          category_name: c.name,
          category_description: c.description,
          category_image: c.image,
          category_sort: children.length - k,
          seo_title: `${c.name}｜${top.name}`,
          seo_description: c.description,
        })),
      )
      .returning({ id: categories.category_id, path: categories.category_path });
    for (const child of inserted) ids.set(child.path, child.id);
  }
  return lookup(ids, 'category');
}

/** Each article is related to up to four products of the series it recommends. */
async function seedRelatedLearns(db: Database, productId: (href: string) => number) {
  const rows = await db.select({ learn_id: learns.learn_id, rel3: learns.learn_rel3 }).from(learns);
  const learnId = new Map(rows.map((r) => [r.rel3, r.learn_id]));
  const links = ARTICLES.flatMap(({ article }, i) =>
    CATALOGUE.filter((p) => p.series.slug === article.related)
      .slice(0, 4)
      .map((p) => ({ p_id: productId(p.href), learn_id: learnId.get(article.rel3)!, sort: i })),
  );
  await db.insert(productLearns).values(links);
}

/** The demo comments, then each sell page's comments_total and rating_sum from exactly those rows. */
async function seedComments(db: Database, sellId: (href: string) => number) {
  await insertInBatches(
    COMMENTS.map(({ href, ...comment }) => ({ ...comment, sell_id: sellId(href) })),
    (batch) => db.insert(productComments).values(batch),
  );
  for (const p of CATALOGUE) {
    const own = COMMENTS.filter((c) => c.href === p.href);
    await db
      .update(sells)
      .set({
        ...sanitizedCopy(p),
        comments_total: own.length,
        rating_sum: own.reduce((sum, c) => sum + c.comment_stars, 0),
      })
      .where(eq(sells.sell_id, sellId(p.href)));
  }
}

function sanitizedCopy(p: (typeof CATALOGUE)[number]) {
  const copy = sellCopyOf(p);
  return {
    ...copy,
    sell_description: sanitizeRichText(copy.sell_description),
    sell_feature: sanitizeRichText(copy.sell_feature),
    sell_effect: sanitizeRichText(copy.sell_effect),
    sell_application: sanitizeRichText(copy.sell_application),
  };
}
