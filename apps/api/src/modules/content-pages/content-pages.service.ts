import type {
  ContentBlock,
  ContentPage,
  FaqListAnswer,
  FaqSection,
  IngredientAnswer,
  IngredientCard,
  LearnDetail,
  LearnPageAnswer,
  LearnType,
  LearnType2Answer,
  NewsByCategoryAnswer,
  NewsCategoriesAnswer,
  NewsCategory,
  SearchLearn,
} from '@shop/contracts';
import { ContentBlock as ContentBlockSchema } from '@shop/contracts';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { listProductsByIds } from '../catalogue/index.ts';
import * as repository from './content-pages.repository.ts';

/** Settings key holding the FAQ group titles as JSON ({"1": "購物說明", …}). */
export const FAQ_GROUPS_SETTING = 'faq_groups';

export async function listLearnTypes(db: Database, now = new Date()): Promise<LearnType[]> {
  return repository.selectLearnTypes(db, now);
}

/** get-learn-type2-by-rel2/{rel2}: a type with all its published articles, newest first. */
export async function getLearnType(db: Database, rel2: string, now = new Date()): Promise<LearnType2Answer> {
  const learnType = (await repository.selectLearnTypes(db, now)).find((t) => t.learntype2_rel2 === rel2);
  if (!learnType) throw notFound(`Article type ${rel2} does not exist`);
  const { rows } = await repository.selectLearnPage(db, now, rel2, 1000, 0);
  return { learnType, learns: rows };
}

export async function listLearnPage(
  db: Database,
  query: { rel2?: string; page: number; per_page: number },
  now = new Date(),
): Promise<LearnPageAnswer['learns']> {
  if (query.rel2 !== undefined) await getLearnType(db, query.rel2, now);
  const { rows, total } = await repository.selectLearnPage(
    db,
    now,
    query.rel2,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    data: rows,
  };
}

export async function getLearnBySlug(db: Database, rel3: string, now = new Date()): Promise<LearnDetail> {
  const row = await repository.selectLearnBySlug(db, rel3, now);
  if (!row) throw notFound(`Article ${rel3} does not exist`);
  const related = await listProductsByIds(db, await repository.selectProductIdsOfLearn(db, row.learn_id));
  return { ...row, published_at: row.published_at.toISOString(), related_products: related };
}

/** The shown, published articles among the ids, in the order asked. */
export async function listLearnsByIds(db: Database, ids: number[], now = new Date()): Promise<SearchLearn[]> {
  const rows = await repository.selectLearnsByIds(db, ids, now);
  return ids.flatMap((id) => rows.filter((r) => r.learn_id === id));
}

export async function listIngredients(db: Database): Promise<IngredientCard[]> {
  const rows = await repository.selectIngredients(db);
  return rows.map(({ ingredient_id: _id, ...card }) => card);
}

export async function getIngredient(db: Database, uid: string): Promise<IngredientAnswer['ingredient']> {
  const row = await repository.selectIngredient(db, uid);
  if (!row) throw notFound(`Ingredient ${uid} does not exist`);
  const { ingredient_id: _id, productIds, ...ingredient } = row;
  return { ...ingredient, products: await listProductsByIds(db, productIds) };
}

function faqSections(entries: Awaited<ReturnType<typeof repository.selectFaqEntries>>): FaqSection[] {
  const sections: FaqSection[] = [];
  for (const entry of entries) {
    const last = sections.at(-1);
    const section =
      last && last.anchor === entry.section_anchor && last.title === entry.section_title
        ? last
        : sections[
            sections.push({ anchor: entry.section_anchor, title: entry.section_title, entries: [] }) - 1
          ]!;
    section.entries.push({ question: entry.question, answer: entry.answer });
  }
  return sections;
}

/** Blocks as stored; one that no longer fits the contract is left out rather than failing the page. */
function validBlocks(blocks: unknown[]): ContentBlock[] {
  return blocks.flatMap((block) => {
    const parsed = ContentBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A CMS page by slug or alias (about_us → about-us); FAQ pages carry their sections. */
export async function getContentPage(db: Database, slug: string): Promise<ContentPage> {
  const row = await repository.selectContentPage(db, slug);
  if (!row) throw notFound(`Page ${slug} does not exist`);
  return {
    slug: row.slug,
    canonical_path: `/${row.slug}`,
    page_kind: row.page_kind,
    layout: row.layout,
    title: row.title,
    summary: row.summary,
    content_html: row.content_html,
    blocks: validBlocks(row.blocks),
    hero_image: row.hero_image,
    seo_title: row.seo_title || row.title,
    seo_description: row.seo_description || row.summary,
    seo_keywords: row.seo_keywords,
    og_image: row.og_image || row.hero_image,
    noindex: row.noindex === 1,
    http_status: row.http_status,
    faq: faqSections(await repository.selectFaqEntries(db, row.page_id)),
    updated_at: row.updated_at.toISOString(),
  };
}

function faqGroupTitles(value: string | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(value ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The /qa index: FAQ pages by group, with the group titles of the faq_groups setting. */
export async function listFaq(db: Database): Promise<FaqListAnswer['groups']> {
  const titles = faqGroupTitles(await repository.selectSettingValue(db, FAQ_GROUPS_SETTING));
  const groups: FaqListAnswer['groups'] = [];
  for (const page of await repository.selectFaqPages(db)) {
    const group = page.faq_group!;
    let entry = groups.find((g) => g.group === group);
    if (!entry) {
      entry = { group, group_title: titles[String(group)] ?? '', pages: [] };
      groups.push(entry);
    }
    entry.pages.push({ slug: page.slug, path: `/${page.slug}`, title: page.title });
  }
  return groups;
}

type NewsCategoryRow = Awaited<ReturnType<typeof repository.selectNewsCategories>>[number];

function toNewsCategory(row: NewsCategoryRow, count: number): NewsCategory {
  return {
    newscategory_path: row.newscategory_path,
    newscategory_slug: row.newscategory_slug,
    newscategory_name: row.newscategory_name,
    news_count: count,
  };
}

export async function listNewsCategories(db: Database): Promise<NewsCategoriesAnswer['categories']> {
  const rows = await repository.selectNewsCategories(db);
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => {
      const children = rows.filter((r) => r.parent_id === top.newscategory_id);
      const total = top.news_count + children.reduce((sum, c) => sum + c.news_count, 0);
      return {
        ...toNewsCategory(top, total),
        subcategories: children.map((c) => toNewsCategory(c, c.news_count)),
      };
    });
}

/** /news/{category}/{subcategory}@news. */
export async function getNewsByCategory(
  db: Database,
  category: string,
  subcategory: string,
): Promise<NewsByCategoryAnswer> {
  const rows = await repository.selectNewsCategories(db);
  const top = rows.find((r) => r.parent_id === null && r.newscategory_slug === category);
  const sub =
    top && rows.find((r) => r.parent_id === top.newscategory_id && r.newscategory_slug === subcategory);
  if (!top || !sub) throw notFound(`News category ${category}/${subcategory} does not exist`);
  const items = await repository.selectNewsOfCategory(db, sub.newscategory_id);
  const children = rows.filter((r) => r.parent_id === top.newscategory_id);
  return {
    category: toNewsCategory(top, top.news_count + children.reduce((sum, c) => sum + c.news_count, 0)),
    subcategory: toNewsCategory(sub, sub.news_count),
    news: items.map((n) => ({ ...n, news_date: n.news_date.toISOString() })),
  };
}
