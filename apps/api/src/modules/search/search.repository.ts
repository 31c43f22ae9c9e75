import type { Database } from '@shop/db';
import { escapeLike, schema } from '@shop/db';
import { and, asc, eq, ilike, lte, min, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FirstSell, ListScope } from '../catalogue/index.ts';

const { learnTypes, learns, products, series, sells, subMenus } = schema;
const SHOWN = 1;
const OPEN = 1;

/** ILIKE patterns of a keyword: anywhere in the text, and at its start (ranked first). */
export interface KeywordPatterns {
  contains: string;
  prefix: string;
}

export function keywordPatterns(keyword: string): KeywordPatterns {
  const escaped = escapeLike(keyword);
  return { contains: `%${escaped}%`, prefix: `${escaped}%` };
}

/** 0 when a name starts with the keyword, 1 when a name contains it, 2 when only another field does. */
function relevance(columns: Parameters<typeof ilike>[0][], patterns: KeywordPatterns): SQL<number> {
  const startsWith = or(...columns.map((column) => ilike(column, patterns.prefix)));
  const contains = or(...columns.map((column) => ilike(column, patterns.contains)));
  return sql<number>`case when ${startsWith} then 0 when ${contains} then 1 else 2 end`;
}

// The ILIKE conditions below are served by the pg_trgm GIN indexes of migration 0001 (products_name_trgm,
// sells_name_trgm, sells_keywords_trgm, sub_menus_name_trgm, learns_name_trgm) for keywords of 3+ characters.

/** Shown sell pages of shown products whose product name, sell name, keywords or series name match. */
export function selectMatchingSells(db: Database, patterns: KeywordPatterns, limit: number) {
  return db
    .select({
      sell_id: sells.sell_id,
      href: sells.href,
      sell_image: sells.sell_image,
      sell_name: sells.sell_name,
      comments_total: sells.comments_total,
      p_price: products.p_price,
      discounted_price: products.discounted_price,
      p_id: products.p_id,
      stock: products.stock,
    })
    .from(sells)
    .innerJoin(products, eq(products.p_id, sells.p_id))
    .innerJoin(series, eq(series.series_slug, products.series_slug))
    .where(
      and(
        eq(sells.sell_show, SHOWN),
        eq(products.p_show, SHOWN),
        or(
          ilike(sells.sell_name, patterns.contains),
          ilike(products.p_name, patterns.contains),
          ilike(sells.sell_keywords, patterns.contains),
          ilike(series.series_name, patterns.contains),
        ),
      ),
    )
    .orderBy(relevance([sells.sell_name, products.p_name], patterns), asc(sells.sell_id))
    .limit(limit);
}

/**
 * The search page's product list as a list scope: products whose first shown sell page, name, keywords or
 * series name match, most relevant first (names starting with the keyword, then names containing it).
 */
export function matchingProductsScope(patterns: KeywordPatterns) {
  return (first: FirstSell): ListScope => ({
    where: or(
      ilike(first.sell_name, patterns.contains),
      ilike(products.p_name, patterns.contains),
      ilike(first.sell_keywords, patterns.contains),
      ilike(series.series_name, patterns.contains),
    )!,
    recommended: [relevance([first.sell_name, products.p_name], patterns), asc(first.sell_id)],
  });
}

/** Shown and open submenus whose name matches, one row per link. */
export function selectMatchingCategories(db: Database, patterns: KeywordPatterns, limit: number) {
  return db
    .select({ submenu_link: subMenus.submenu_link, submenu_name: subMenus.submenu_name })
    .from(subMenus)
    .where(
      and(
        eq(subMenus.submenu_show, SHOWN),
        eq(subMenus.submenu_open, OPEN),
        ilike(subMenus.submenu_name, patterns.contains),
      ),
    )
    .groupBy(subMenus.submenu_link, subMenus.submenu_name)
    .orderBy(min(relevance([subMenus.submenu_name], patterns)), min(subMenus.submenu_id))
    .limit(limit);
}

/** Published, shown articles whose name matches. */
export function selectMatchingLearns(
  db: Database,
  patterns: KeywordPatterns,
  limit: number,
  now = new Date(),
) {
  return db
    .select({
      learn_id: learns.learn_id,
      learn_name: learns.learn_name,
      learntype2_rel2: learnTypes.learntype2_rel2,
      learn_rel3: learns.learn_rel3,
      learn_image: learns.learn_image,
      learn_summary: learns.learn_summary,
    })
    .from(learns)
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(
      and(
        eq(learns.learn_show, SHOWN),
        lte(learns.published_at, now),
        ilike(learns.learn_name, patterns.contains),
      ),
    )
    .orderBy(relevance([learns.learn_name], patterns), asc(learns.learn_id))
    .limit(limit);
}

type Rows<Query> = Awaited<Query>;

export interface MatchingAll {
  sells: Rows<ReturnType<typeof selectMatchingSells>>;
  categories: Rows<ReturnType<typeof selectMatchingCategories>>;
  learns: Rows<ReturnType<typeof selectMatchingLearns>>;
}

/** Rows of one query as a JSON array, in the query's order (its ORDER BY runs inside the subquery). */
function asJsonArray(query: SQLWrapper): SQL {
  return sql`(select coalesce(json_agg(row_to_json(matches)), '[]'::json) from (${query}) as matches)`;
}

/**
 * The three lists of the keyword search in one statement: one round trip to the database instead of three
 * (PGlite serves one query at a time; a pool would hold a connection three times as long). Every selected
 * field is named after its column, so the JSON keys are the field names of the separate queries.
 */
export async function selectMatchingAll(
  db: Database,
  patterns: KeywordPatterns,
  limit: number,
  now = new Date(),
): Promise<MatchingAll> {
  // Both drivers (node-postgres, PGlite) answer a raw statement with { rows }.
  const result = (await db.execute(
    sql`select ${asJsonArray(selectMatchingSells(db, patterns, limit))} as sells, ${asJsonArray(
      selectMatchingCategories(db, patterns, limit),
    )} as categories, ${asJsonArray(selectMatchingLearns(db, patterns, limit, now))} as learns`,
  )) as unknown as { rows: { sells: unknown; categories: unknown; learns: unknown }[] };
  const row = result.rows[0];
  if (!row) return { sells: [], categories: [], learns: [] };
  return {
    sells: parseJson(row.sells) as MatchingAll['sells'],
    categories: parseJson(row.categories) as MatchingAll['categories'],
    learns: parseJson(row.learns) as MatchingAll['learns'],
  };
}

/** Drivers hand json columns over parsed, or as text when they do not know the type. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
