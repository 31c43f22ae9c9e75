// The one place that decides what a catalogue path shows (storefront.md §2.2): a series or shortcut
// list, a category or subcategory list, a product (by /{category}/{subcategory}/{id} or by its href
// through the rewrite lists, which resolve-path reads), or nothing (the caller answers the 404 page).
import {
  type CategoryAnswer,
  catalogueCalls,
  type ListPaging,
  type ListProduct,
  type ListQuery,
  listQueryOf,
  type ProductListAnswer,
  type ResolvePathAnswer,
  type SellActivitiesAnswer,
  type SellPage,
  type ThresholdActivity,
} from '@shop/contracts';
import type { ApiClient } from '@shop/contracts/client';
import { catalogueMessages, LIST_PAGE_SIZE } from '@shop/core';
import { type CommentsPage, toCommentsPage } from './comments-data';
import type { ListPageView } from './list-page';
import { toCardItem } from './product-row';
import type { ActivityView, ProductPageData, ProductView, ThresholdView } from './product-view';
import { isMissing } from './read';
import type { Crumb } from './seo';

export type Resolved =
  | { kind: 'product'; data: ProductPageData; comments: CommentsPage; canonical: string }
  | { kind: 'list'; view: ListPageView; image: string | null; canonical: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'none' };

const HOME: Crumb = { name: catalogueMessages.home, path: '/' };
const NONE: Resolved = { kind: 'none' };
const ALL_PRODUCTS_PATH = 'skin_care_products';
const SHOP_PATH = /^[A-Za-z0-9][A-Za-z0-9_+\-/]{0,199}$/;

/** The shop path of a request without slashes around it, decoded ('c-plus/vitamin-c-serum-15'). */
export function shopPathOf(requestUrl: string): string {
  const { pathname } = new URL(requestUrl);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it encoded
  }
  return path.replace(/^\/+|\/+$/g, '');
}

/** The answer, or null when the API does not know the thing asked for (404 / 422). */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** A part of the page that may fail without taking the page down (§8: logged only). */
async function optional<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`[catalogue] ${what} failed`, error);
    return fallback;
  }
}

/** The API query of a list page: the address's sort and filters, 24 a page. */
function apiQueryOf(query: ListQuery) {
  const { skin, concern, ...rest } = query;
  return {
    ...rest,
    ...(skin ? { skin: skin.join(',') } : {}),
    ...(concern ? { concern: concern.join(',') } : {}),
    page: query.page ?? 1,
    per_page: LIST_PAGE_SIZE,
  };
}

function narrowingOf(query: ListQuery, paging: ListPaging | undefined, basePath: string, shown: number) {
  return {
    query,
    paging: paging ?? { total: shown, page: 1, per_page: shown, last_page: 1 },
    basePath,
  };
}

export async function resolveShopPath(
  api: ApiClient,
  path: string,
  search: URLSearchParams = new URLSearchParams(),
): Promise<Resolved> {
  const query = listQueryOf(search);
  if (!SHOP_PATH.test(path)) return NONE;
  const segments = path.split('/');
  if (segments.length === 3) {
    // /{category}/{subcategory}/{id}: the id is the sell page's.
    return /^\d{1,9}$/.test(segments[2]!) ? loadProduct(api, Number(segments[2]), null) : NONE;
  }
  if (segments.length > 3) return NONE;
  // The all-products page: the API also keeps a content page under this slug (its intro copy).
  if (path === ALL_PRODUCTS_PATH) return loadShortcut(api, 'all', `/${ALL_PRODUCTS_PATH}`);
  const resolved = await orNull(() => api.send(catalogueCalls.resolvePath, { query: { path } }));
  if (!resolved) return NONE;
  return loadResolved(api, resolved, path, query);
}

function loadResolved(
  api: ApiClient,
  { kind, key, canonical }: ResolvePathAnswer,
  path: string,
  query: ListQuery,
): Promise<Resolved> | Resolved {
  switch (kind) {
    case 'sell':
      return loadProduct(api, Number(key), canonical);
    case 'series':
      return loadSeries(api, key, canonical, query);
    case 'category':
      return loadCategory(api, key, canonical, query);
    case 'subcategory':
      return loadSubcategory(api, key, canonical, query);
    case 'shortcut':
      return loadShortcut(api, key, canonical);
    case 'content_page':
      // Content pages have their own routes; a path that names one by another spelling goes there.
      // A content page at this very path that reached '*' has no route: nothing to show here.
      return canonical === `/${path}` ? NONE : { kind: 'redirect', to: canonical };
  }
}

// ── lists ──

const cards = (products: ListProduct[]) => products.map((p) => toCardItem(p));

async function loadSeries(
  api: ApiClient,
  slug: string,
  canonical: string,
  query: ListQuery,
): Promise<Resolved> {
  const answer = await orNull(() =>
    api.send(catalogueCalls.series, { params: { slug }, query: apiQueryOf(query) }),
  );
  if (!answer) return NONE;
  const { series, products } = answer;
  const view: ListPageView = {
    title: series.series_name,
    description: series.series_description,
    crumbs: [HOME, { name: series.series_name, path: canonical }],
    links: [],
    products: cards(products),
    narrowing: narrowingOf(query, answer.paging, canonical, products.length),
  };
  return { kind: 'list', view, image: products[0]?.p_img ?? null, canonical };
}

function categoryLink(category: { category_name: string; category_path: string }) {
  return { name: category.category_name, path: `/${category.category_path}` };
}

async function loadCategory(
  api: ApiClient,
  category: string,
  canonical: string,
  query: ListQuery,
): Promise<Resolved> {
  const answer: CategoryAnswer | null = await orNull(() =>
    api.send(catalogueCalls.category, { params: { category }, query: apiQueryOf(query) }),
  );
  if (!answer) return NONE;
  const c = answer.category;
  const view: ListPageView = {
    title: c.category_name,
    description: c.seo_description || c.category_description,
    crumbs: [HOME, categoryLink(c)],
    links: c.subcategories.map(categoryLink),
    products: cards(answer.products),
    narrowing: narrowingOf(query, answer.paging, canonical, answer.products.length),
  };
  return { kind: 'list', view, image: c.category_image || null, canonical };
}

async function loadSubcategory(
  api: ApiClient,
  key: string,
  canonical: string,
  query: ListQuery,
): Promise<Resolved> {
  const [category, subcategory] = key.split('/');
  if (!category || !subcategory) return NONE;
  const answer: ProductListAnswer | null = await orNull(() =>
    api.send(catalogueCalls.productList, { params: { category, subcategory }, query: apiQueryOf(query) }),
  );
  if (!answer) return NONE;
  const s = answer.subcategory;
  const view: ListPageView = {
    title: s.category_name,
    description: s.seo_description || s.category_description,
    crumbs: [HOME, categoryLink(answer.category), categoryLink(s)],
    links: [],
    products: cards(answer.products),
    narrowing: narrowingOf(query, answer.paging, canonical, answer.products.length),
  };
  return { kind: 'list', view, image: s.category_image || answer.products[0]?.p_img || null, canonical };
}

const SHORTCUT_TEXT = {
  new: catalogueMessages.list.newProducts,
  hot: catalogueMessages.list.hotSale,
  campaign: catalogueMessages.list.monthlyCampaign,
  all: catalogueMessages.list.skinCareProducts,
} as const;

async function loadShortcut(api: ApiClient, key: string, canonical: string): Promise<Resolved> {
  if (!(key in SHORTCUT_TEXT)) return NONE;
  const kind = key as keyof typeof SHORTCUT_TEXT;
  const answer = await orNull(() => api.send(catalogueCalls.shortcutProducts, { params: { kind } }));
  if (!answer) return NONE;
  const text = SHORTCUT_TEXT[kind];
  const title = answer.title || text.title;
  const view: ListPageView = {
    title,
    description: text.description,
    crumbs: [HOME, { name: title, path: canonical }],
    links: [],
    products: cards(answer.products),
  };
  return { kind: 'list', view, image: answer.products[0]?.p_img ?? null, canonical };
}

// ── product ──

export function toProductView(sell: SellPage): ProductView {
  const p = sell.product;
  const sections = [
    ['sell_description', catalogueMessages.product.description, sell.sell_description],
    ['sell_feature', catalogueMessages.product.feature, sell.sell_feature],
    ['sell_effect', catalogueMessages.product.effect, sell.sell_effect],
    ['sell_application', catalogueMessages.product.application, sell.sell_application],
  ] as const;
  return {
    sellId: sell.sell_id,
    pId: p.p_id,
    href: sell.href,
    name: p.p_name || sell.sell_name,
    images: [p.p_img, ...p.p_gallery.filter((image) => image !== p.p_img)],
    spec: p.p_spec,
    price: p.p_price,
    discountedPrice: p.discounted_price,
    stock: p.stock,
    sections: sections
      .map(([key, title, html]) => ({ key, title, html }))
      .filter((section) => section.html.trim() !== ''),
    usage: p.p_usage.join('\n'),
    ingredients: p.p_ingredients,
    commentsTotal: sell.comments_total,
    rating: sell.rating,
    seoTitle: sell.seo_title,
    seoDescription: sell.seo_description || sell.product.p_description,
  };
}

function toThresholds(activities: ThresholdActivity[]): ThresholdView[] {
  return activities.map((a) => ({
    id: a.activity_id,
    title: a.activity_title,
    levels: a.groups.map(({ threshold, kind, value, gift }) => ({
      threshold,
      kind,
      value,
      gift: gift && { p_name: gift.p_name },
    })),
  }));
}

function toActivities({ activities }: SellActivitiesAnswer): ActivityView[] {
  const text = catalogueMessages.promotions;
  return [
    ...activities.saleEvents.map((e) => ({
      key: `sale-${e.saleevent_id}`,
      label: text.saleEvents.title,
      title: e.saleevent_name,
      path: `/sale-events/${e.saleevent_id}`,
    })),
    ...activities.matchPairs.map((m) => ({
      key: `pair-${m.matchpair_id}`,
      label: m.zone === 'a' ? text.matchPair.zoneA : text.matchPair.zoneB,
      title: m.matchpair_name,
      path: `/match-pairs/${m.matchpair_id}`,
    })),
    ...activities.giftActivities.map((g) => ({
      key: `gift-${g.activity_id}`,
      label: g.activity_type === 'buy_gift' ? text.buyGifts.title : text.gifts.title,
      title: g.activity_name,
      path:
        g.activity_type === 'buy_gift'
          ? '/buy-gifts'
          : g.activity_type === 'open_gift'
            ? '/gifts'
            : '/gift-activities',
    })),
    ...activities.addMoneyList.map((a) => ({
      key: `addmoney-${a.addmoney_id}`,
      label: text.addMoney.title,
      title: a.addmoney_title,
      path: '/add-on-purchases',
    })),
    ...activities.routineKits.map((k) => ({
      key: `kit-${k.routinekit_id}`,
      label: text.routineKits.title,
      title: k.routinekit_name,
      path: '/routine-kits',
    })),
    ...(activities.bonusEvent
      ? [
          {
            key: `bonus-${activities.bonusEvent.bonus_id}`,
            label: text.bonusEvent.title,
            title: activities.bonusEvent.bonus_name,
            path: '/bonus-event',
          },
        ]
      : []),
  ];
}

const EMPTY_ACTIVITIES: SellActivitiesAnswer = {
  activities: {
    saleEvents: [],
    matchPairs: [],
    thresholdActivities: [],
    giftActivities: [],
    addMoneyList: [],
    routineKits: [],
    bonusEvent: null,
  },
};

async function loadProduct(
  api: ApiClient,
  sellId: number,
  canonicalOrNull: string | null,
): Promise<Resolved> {
  const answer = await orNull(() => api.send(catalogueCalls.sellPage, { params: { id: sellId } }));
  if (!answer) return NONE;
  const sell = answer.sellPage;
  const product = toProductView(sell);
  const canonical = canonicalOrNull ?? `/${sell.href}`;
  const [crumbs, activities, comments] = await Promise.all([
    optional('get-from-brand-crumbs', async () => {
      const { crumbs } = await api.send(catalogueCalls.breadcrumb, { query: { path: sell.href } });
      return crumbs.map((c) => ({ name: c.name, path: c.href.startsWith('/') ? c.href : `/${c.href}` }));
    }, [HOME, { name: product.name, path: canonical }]),
    optional(
      'get-activities',
      () => api.send(catalogueCalls.sellActivities, { params: { id: sellId } }),
      EMPTY_ACTIVITIES,
    ),
    optional(
      'get-allowed-comments',
      async () => toCommentsPage(await api.send(catalogueCalls.allowedComments, { params: { id: sellId } })),
      toCommentsPage(null),
    ),
  ]);
  const data: ProductPageData = {
    product,
    crumbs,
    thresholds: toThresholds(activities.activities.thresholdActivities),
    activities: toActivities(activities),
    learns: sell.related_learns,
  };
  return { kind: 'product', data, comments, canonical };
}
