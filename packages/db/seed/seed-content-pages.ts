import type { Database } from '../src/database.ts';
import { sanitizeRichText } from '../src/rich-text.ts';
import {
  type ContentBlock,
  contentPages,
  faqEntries,
  ingredientProducts,
  ingredients,
  memberPurchases,
  members,
  news,
  newsCategories,
  newsCategoryLinks,
  settings,
} from '../src/schema/index.ts';
import { CATALOGUE, findProduct, HOT_PRODUCT_HREFS } from './catalogue.ts';
import { CONTENT_PAGES } from './content-pages.ts';
import { FAQ_GROUPS, FAQ_INDEX_PAGE, FAQ_PAGES, faqGroupOf } from './faq.ts';
import { INGREDIENTS, ingredientHtml, NEWS_CATEGORIES, newsCategoryOf, productsWith } from './ingredients.ts';
import type { CatalogueIds } from './seed-catalogue.ts';

/** Settings the catalogue and content calls read. */
export const CONTENT_SETTING_ROWS = [
  { key: 'faq_groups', value: JSON.stringify(FAQ_GROUPS) },
  { key: 'family_map_url', value: 'https://global.mireva-lab.example/family-map' },
];

function sanitizeBlocks(blocks: ContentBlock[] | undefined): ContentBlock[] {
  return (blocks ?? []).map((block) =>
    block.kind === 'html' ? { ...block, html: sanitizeRichText(block.html) } : block,
  );
}

/** CMS pages, the FAQ, the ingredient dictionary and news categories. */
export async function seedContentPages(db: Database, ids: CatalogueIds): Promise<void> {
  await db.insert(settings).values(CONTENT_SETTING_ROWS);
  await db.insert(contentPages).values(
    [FAQ_INDEX_PAGE, ...CONTENT_PAGES].map((page, i) => ({
      ...page,
      content_html: sanitizeRichText(page.content_html ?? ''),
      blocks: sanitizeBlocks(page.blocks),
      page_sort: i,
    })),
  );

  for (const [i, faq] of FAQ_PAGES.entries()) {
    const [page] = await db
      .insert(contentPages)
      .values({
        slug: `qa/${faq.code}`,
        page_kind: 'faq',
        title: faq.title,
        summary: faq.sections[0]!.entries[0]![0],
        seo_title: `${faq.title}｜常見問題`,
        seo_description: faq.sections.flatMap((s) => s.entries.map(([q]) => q)).join(' '),
        faq_group: faqGroupOf(faq.code),
        page_sort: i,
      })
      .returning({ id: contentPages.page_id });
    await db.insert(faqEntries).values(
      faq.sections.flatMap((s, k) =>
        s.entries.map(([question, answer], n) => ({
          page_id: page!.id,
          section_anchor: s.anchor ?? '',
          section_title: s.title ?? '',
          question,
          answer: sanitizeRichText(answer),
          sort: k * 100 + n,
        })),
      ),
    );
  }

  for (const seed of INGREDIENTS) {
    const [row] = await db
      .insert(ingredients)
      .values({
        uid: seed.uid,
        ingredient_name: seed.name,
        ingredient_latin: seed.latin,
        aliases: seed.aliases,
        ingredient_function: seed.fn,
        ingredient_category: seed.category,
        description: sanitizeRichText(ingredientHtml(seed)),
      })
      .returning({ id: ingredients.ingredient_id });
    const related = productsWith(seed);
    if (related.length > 0) {
      await db
        .insert(ingredientProducts)
        .values(related.map((p) => ({ ingredient_id: row!.id, p_id: ids.productId(p.href) })));
    }
  }

  await seedNewsCategories(db);
}

async function seedNewsCategories(db: Database) {
  const idOf = new Map<string, number>();
  for (const [i, [path, name]] of NEWS_CATEGORIES.entries()) {
    const slash = path.lastIndexOf('/');
    const [row] = await db
      .insert(newsCategories)
      .values({
        parent_id: slash < 0 ? null : idOf.get(path.slice(0, slash))!,
        newscategory_slug: path.slice(slash + 1),
        newscategory_path: path,
        newscategory_name: name,
        newscategory_sort: NEWS_CATEGORIES.length - i,
      })
      .returning({ id: newsCategories.newscategory_id });
    idOf.set(path, row!.id);
  }
  const rows = await db.select({ news_id: news.news_id, news_title: news.news_title }).from(news);
  await db
    .insert(newsCategoryLinks)
    .values(
      rows.map((n) => ({ news_id: n.news_id, newscategory_id: idOf.get(newsCategoryOf(n.news_title))! })),
    );
}

const PURCHASES_PER_MEMBER = 6;
const DAY_MS = 86_400_000;

/**
 * Until orders exist, the demo members "have bought" a few products each, so they may comment on them.
 * Runs after the demo members are seeded; with no members it does nothing.
 */
export async function seedDemoPurchases(db: Database, ids: CatalogueIds): Promise<number> {
  const rows = await db.select({ member_id: members.member_id }).from(members);
  const purchases = rows.flatMap(({ member_id }) =>
    Array.from({ length: PURCHASES_PER_MEMBER }, (_, k) => {
      // Everyone has bought the best seller, so a demo member can always review it.
      const p =
        k === 0 ? findProduct(HOT_PRODUCT_HREFS[0]) : CATALOGUE[(member_id * 11 + k * 7) % CATALOGUE.length]!;
      return {
        member_id,
        p_id: ids.productId(p.href),
        ordermain_sn: `DEMO${String(member_id).padStart(4, '0')}${k + 1}`,
        purchased_at: new Date(Date.parse('2026-10-01T12:00:00+08:00') - (k * 9 + member_id) * DAY_MS),
      };
    }),
  );
  if (purchases.length > 0) await db.insert(memberPurchases).values(purchases);
  return purchases.length;
}
