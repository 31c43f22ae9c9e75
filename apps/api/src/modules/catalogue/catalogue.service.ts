import type {
  Category,
  CategoryAnswer,
  CategoryTreeItem,
  Crumb,
  ListPaging,
  ListProduct,
  ListQuery,
  OpenProduct,
  ProductListAnswer,
  ResolvePathAnswer,
  SellBatchBody,
  SellSummary,
  SeriesAnswer,
  SeriesItem,
  ShortcutKind,
  ShortcutProductsAnswer,
} from '@shop/contracts';
import { catalogueMessages, LIST_PAGE_SIZE } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { isRowId } from '../../ids.ts';
import * as repository from './catalogue.repository.ts';
import { selectListProductRows, selectListProductRowsBySellIds } from './product-cards.repository.ts';
import {
  listProductsByIds,
  openProductsByIds,
  publicList,
  sortProducts,
  toListProducts,
} from './product-cards.ts';
import {
  categoryScope,
  type FirstSell,
  type ListScope,
  selectProductPage,
  seriesScope,
} from './product-list.repository.ts';

/** How many products the new-products page shows. */
export const NEW_PRODUCTS_LIMIT = 12;

type CategoryRow = Awaited<ReturnType<typeof repository.selectShownCategories>>[number];

function toCategory(row: CategoryRow, productIds: Set<number>): Category {
  const { parent_id: _parent, ...category } = row;
  return { ...category, product_count: productIds.size };
}

/** Product ids per category (shown products only), subcategories first; a top category unites its children. */
async function categoryProducts(db: Database, rows: CategoryRow[]) {
  const shown = new Set((await selectListProductRows(db)).map((r) => r.p_id));
  const links = await repository.selectCategoryLinks(
    db,
    rows.map((r) => r.category_id),
  );
  const ids = new Map<number, number[]>();
  for (const link of links) {
    if (!shown.has(link.p_id)) continue;
    ids.set(link.category_id, [...(ids.get(link.category_id) ?? []), link.p_id]);
  }
  for (const top of rows.filter((r) => r.parent_id === null)) {
    const children = rows.filter((r) => r.parent_id === top.category_id);
    const union = [
      ...(ids.get(top.category_id) ?? []),
      ...children.flatMap((c) => ids.get(c.category_id) ?? []),
    ];
    ids.set(top.category_id, [...new Set(union)]);
  }
  return (categoryId: number) => ids.get(categoryId) ?? [];
}

function treeOf(rows: CategoryRow[], productsOf: (id: number) => number[]): CategoryTreeItem[] {
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => ({
      ...toCategory(top, new Set(productsOf(top.category_id))),
      subcategories: rows
        .filter((r) => r.parent_id === top.category_id)
        .map((c) => toCategory(c, new Set(productsOf(c.category_id)))),
    }));
}

/** Every shown product type: top categories with their subcategories and product counts. */
export async function listCategories(db: Database): Promise<CategoryTreeItem[]> {
  const rows = await repository.selectShownCategories(db);
  return treeOf(rows, await categoryProducts(db, rows));
}

/**
 * One page of a list (the whole list when the query names no page), sorted and filtered in SQL, with
 * where it stands. Other modules build their lists (the search page) through this too.
 */
export async function listProductsPage(
  db: Database,
  scopeOf: (first: FirstSell) => ListScope,
  query: ListQuery,
): Promise<{ products: ListProduct[]; paging: ListPaging }> {
  const perPage = query.per_page ?? LIST_PAGE_SIZE;
  const paged = query.page !== undefined;
  const page = query.page ?? 1;
  const { rows, total } = await selectProductPage(
    db,
    scopeOf,
    query,
    paged ? { limit: perPage, offset: (page - 1) * perPage } : null,
  );
  const products = publicList(toListProducts(rows.map((row) => ({ ...row, sell_image: '' }))));
  const size = paged ? perPage : Math.max(total, 1);
  return {
    products,
    paging: { total, page, per_page: size, last_page: Math.max(1, Math.ceil(total / size)) },
  };
}

export async function getCategory(db: Database, slug: string, query: ListQuery): Promise<CategoryAnswer> {
  const rows = await repository.selectShownCategories(db);
  const top = rows.find((r) => r.parent_id === null && r.category_path === slug);
  if (!top) throw notFound(`Category ${slug} does not exist`);
  const family = rows.filter((r) => r.category_id === top.category_id || r.parent_id === top.category_id);
  const productsOf = await categoryProducts(db, family);
  const [category] = treeOf(family, productsOf);
  const ids = family.map((c) => c.category_id);
  return { category: category!, ...(await listProductsPage(db, categoryScope(ids), query)) };
}

export async function getProductList(
  db: Database,
  categorySlug: string,
  subcategorySlug: string,
  query: ListQuery,
): Promise<ProductListAnswer> {
  const rows = await repository.selectShownCategories(db);
  const top = rows.find((r) => r.parent_id === null && r.category_path === categorySlug);
  const sub = top && rows.find((r) => r.parent_id === top.category_id && r.category_slug === subcategorySlug);
  if (!top || !sub) throw notFound(`Product list ${categorySlug}/${subcategorySlug} does not exist`);
  const productsOf = await categoryProducts(db, [top, sub]);
  return {
    category: toCategory(top, new Set(productsOf(top.category_id))),
    subcategory: toCategory(sub, new Set(productsOf(sub.category_id))),
    ...(await listProductsPage(db, categoryScope([sub.category_id]), query)),
  };
}

async function seriesItems(db: Database, slug?: string): Promise<{ item: SeriesItem; ids: number[] }[]> {
  const rows = await selectListProductRows(db);
  const list = toListProducts(rows);
  return (await repository.selectSeries(db, slug)).map((s) => {
    const ids = rows.filter((r) => r.series_slug === s.series_slug).map((r) => r.p_id);
    const unique = [...new Set(ids)].filter((id) => list.some((p) => p.p_id === id));
    return { item: { ...s, product_count: unique.length }, ids: unique };
  });
}

export async function listSeries(db: Database): Promise<SeriesItem[]> {
  return (await seriesItems(db)).map((s) => s.item);
}

export async function getSeries(db: Database, slug: string, query: ListQuery): Promise<SeriesAnswer> {
  const [found] = await seriesItems(db, slug);
  if (!found) throw notFound(`Series ${slug} does not exist`);
  return { series: found.item, ...(await listProductsPage(db, seriesScope(found.item.series_slug), query)) };
}

const SHORTCUT_TITLES: Record<ShortcutKind, string> = {
  new: catalogueMessages.list.newProducts.title,
  hot: catalogueMessages.list.hotSale.title,
  campaign: catalogueMessages.list.monthlyCampaign.title,
  all: catalogueMessages.list.skinCareProducts.title,
};

/** /new-products, /hot-sale, /monthly-campaign and /skin_care_products. */
export async function getShortcutProducts(
  db: Database,
  kind: ShortcutKind,
  now = new Date(),
): Promise<ShortcutProductsAnswer> {
  const rows = await selectListProductRows(db);
  let products: ListProduct[];
  if (kind === 'new') products = sortProducts(toListProducts(rows), 'newest').slice(0, NEW_PRODUCTS_LIMIT);
  else if (kind === 'hot')
    products = publicList(toListProducts(rows, await repository.selectHotProductIds(db)));
  else if (kind === 'campaign') {
    products = publicList(toListProducts(rows, await repository.selectCampaignProductIds(db, now)));
  } else {
    const order = (await repository.selectSeries(db)).map((s) => s.series_slug);
    const all = toListProducts(rows);
    const seriesOf = new Map(rows.map((r) => [r.p_id, r.series_slug]));
    products = publicList(
      [...all].sort((a, b) => order.indexOf(seriesOf.get(a.p_id)!) - order.indexOf(seriesOf.get(b.p_id)!)),
    );
  }
  return { kind, title: SHORTCUT_TITLES[kind], products };
}

export async function getTagProducts(
  db: Database,
  tag: string,
): Promise<{ tag: string; products: ListProduct[] }> {
  return { tag, products: await listProductsByIds(db, await repository.selectProductIdsByTag(db, tag)) };
}

const SHORTCUT_BY_TARGET: Record<string, ShortcutKind> = { new: 'new', hot: 'hot', campaign: 'campaign' };
const HOME: Crumb = { name: catalogueMessages.home, href: '/' };

/** What a shop path shows, with its breadcrumb; null when it shows nothing the catalogue knows. */
async function findPath(
  db: Database,
  path: string,
): Promise<{ resolved: ResolvePathAnswer; crumbs: Crumb[] } | null> {
  const sell = await repository.selectShownSellByHref(db, path);
  if (sell) {
    const [series] = await repository.selectSeries(db, sell.series_slug);
    const crumbs = [HOME, { name: series!.series_name, href: `/${series!.series_slug}` }];
    return {
      resolved: { kind: 'sell', key: String(sell.sell_id), canonical: `/${path}` },
      crumbs: [...crumbs, { name: sell.sell_name, href: `/${path}` }],
    };
  }
  const [series] = await repository.selectSeries(db, path);
  if (series) {
    const all = { name: catalogueMessages.list.skinCareProducts.title, href: '/skin_care_products' };
    return {
      resolved: { kind: 'series', key: series.series_slug, canonical: `/${series.series_slug}` },
      crumbs: [HOME, all, { name: series.series_name, href: `/${series.series_slug}` }],
    };
  }
  const category = await repository.selectShownCategoryByPath(db, path);
  if (category) {
    const parent = category.parent_id === null ? null : await parentCategory(db, path);
    if (category.parent_id !== null && !parent) return null;
    const trail = [parent, category]
      .filter((c) => c !== null)
      .map((c) => ({ name: c.category_name, href: `/${c.category_path}` }));
    return {
      resolved: {
        kind: parent ? 'subcategory' : 'category',
        key: category.category_path,
        canonical: `/${path}`,
      },
      crumbs: [HOME, ...trail],
    };
  }
  const rewrite = await repository.selectSellTypeRewrite(db, path);
  const shortcut = rewrite?.target_path ? SHORTCUT_BY_TARGET[rewrite.target_path] : undefined;
  if (shortcut) {
    const canonical = (await repository.selectFirstSellTypeHref(db, rewrite!.target_path!)) ?? path;
    return {
      resolved: { kind: 'shortcut', key: shortcut, canonical: `/${canonical}` },
      crumbs: [HOME, { name: SHORTCUT_TITLES[shortcut], href: `/${path}` }],
    };
  }
  const page = await repository.selectContentPageSlug(db, path);
  if (page) {
    return {
      resolved: { kind: 'content_page', key: page.slug, canonical: `/${page.slug}` },
      crumbs: [HOME, { name: page.title, href: `/${page.slug}` }],
    };
  }
  return null;
}

async function parentCategory(db: Database, path: string) {
  return repository.selectShownCategoryByPath(db, path.slice(0, path.lastIndexOf('/')));
}

export async function getBreadcrumb(db: Database, path: string): Promise<Crumb[]> {
  const found = await findPath(db, path);
  if (!found) throw notFound(`Nothing is shown at /${path}`);
  return found.crumbs;
}

export async function resolvePath(db: Database, path: string): Promise<ResolvePathAnswer> {
  const found = await findPath(db, path);
  if (!found) throw notFound(`Nothing is shown at /${path}`);
  return found.resolved;
}

export async function listOpenProducts(db: Database, productIds: number[]): Promise<OpenProduct[]> {
  return openProductsByIds(db, productIds.filter(isRowId));
}

export async function listSellProductIds(db: Database): Promise<number[]> {
  return repository.selectSellProductIds(db);
}

export async function listTestProducts(db: Database): Promise<OpenProduct[]> {
  return openProductsByIds(db, await repository.selectTrialProductIds(db));
}

async function sellSummaries(
  db: Database,
  by: { sellIds?: number[]; productIds?: number[] },
  memberId: number | null,
): Promise<SellSummary[]> {
  const sells = await repository.selectShownSellProducts(db, {
    sellIds: by.sellIds?.filter(isRowId),
    productIds: by.productIds?.filter(isRowId),
  });
  const productIds = [...new Set(sells.map((s) => s.p_id))];
  const rows = await selectListProductRowsBySellIds(
    db,
    sells.map((s) => s.sell_id),
  );
  const flags = memberId === null ? null : await repository.selectMemberFlags(db, memberId, productIds);
  return sells.flatMap((sell) => {
    const row = rows.find((r) => r.sell_id === sell.sell_id);
    if (!row) return [];
    const [product] = publicList(toListProducts([row]));
    return [
      {
        ...product!,
        sell_image: sell.sell_image,
        is_favorite: flags?.favorites.has(sell.p_id) ?? false,
        has_restock_notice: flags?.notices.has(sell.p_id) ?? false,
      },
    ];
  });
}

/** GET sell?sellId=: one shown sell page; a member also learns whether it is a favourite. */
export async function getSell(db: Database, sellId: number, memberId: number | null): Promise<SellSummary> {
  const [sell] = await sellSummaries(db, { sellIds: [sellId] }, memberId);
  if (!sell) throw notFound(`Sell page ${sellId} does not exist`);
  return sell;
}

/** POST sell: the shown sell pages among the ids asked (unknown ones are left out). */
export async function getSells(
  db: Database,
  body: SellBatchBody,
  memberId: number | null,
): Promise<SellSummary[]> {
  return sellSummaries(db, body, memberId);
}
