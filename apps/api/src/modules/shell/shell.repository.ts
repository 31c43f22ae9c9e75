import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';

const {
  homeBanners,
  homeVideos,
  hotProducts,
  mainMenus,
  products,
  rewrites,
  series,
  sells,
  settings,
  smallCarousels,
  subMenus,
} = schema;

const { mainmenu_show: _show, ...mainMenuColumns } = getTableColumns(mainMenus);
const SHOWN = 1;
const OPEN = 1;
const ACTIVE = 1;

export async function selectShownMainMenus(db: Database) {
  return db
    .select(mainMenuColumns)
    .from(mainMenus)
    .where(eq(mainMenus.mainmenu_show, SHOWN))
    .orderBy(asc(mainMenus.mainmenu_sort), asc(mainMenus.mainmenu_id));
}

export async function selectMainMenu(db: Database, mainMenuId: number) {
  const [row] = await db.select(mainMenuColumns).from(mainMenus).where(eq(mainMenus.mainmenu_id, mainMenuId));
  return row ?? null;
}

const subMenuColumns = {
  submenu_id: subMenus.submenu_id,
  submenu_name: subMenus.submenu_name,
  submenu_link: subMenus.submenu_link,
  submenu_sort: subMenus.submenu_sort,
  submenu_open: subMenus.submenu_open,
  submenu_show: subMenus.submenu_show,
  mainmenu_id: subMenus.mainmenu_id,
};

export async function selectAllSubMenus(db: Database) {
  return db
    .select(subMenuColumns)
    .from(subMenus)
    .orderBy(asc(subMenus.mainmenu_id), desc(subMenus.submenu_sort), asc(subMenus.submenu_id));
}

/** Submenus of one main menu that are both shown and open, highest submenu_sort first. */
export async function selectVisibleSubMenus(db: Database, mainMenuId: number) {
  return db
    .select(subMenuColumns)
    .from(subMenus)
    .where(
      and(
        eq(subMenus.mainmenu_id, mainMenuId),
        eq(subMenus.submenu_show, SHOWN),
        eq(subMenus.submenu_open, OPEN),
      ),
    )
    .orderBy(desc(subMenus.submenu_sort), asc(subMenus.submenu_id));
}

export async function selectShownHomeBanners(db: Database) {
  return db
    .select({
      banner_id: homeBanners.banner_id,
      banner_title: homeBanners.banner_title,
      banner_image: homeBanners.banner_image,
      banner_mobile_image: homeBanners.banner_mobile_image,
      banner_link: homeBanners.banner_link,
      banner_width: homeBanners.banner_width,
      banner_height: homeBanners.banner_height,
    })
    .from(homeBanners)
    .where(eq(homeBanners.banner_show, SHOWN))
    .orderBy(asc(homeBanners.banner_sort), asc(homeBanners.banner_id));
}

export async function selectSmallCarousels(db: Database) {
  return db
    .select({
      carousel_id: smallCarousels.carousel_id,
      carousel_title: smallCarousels.carousel_title,
      carousel_image: smallCarousels.carousel_image,
      carousel_link: smallCarousels.carousel_link,
    })
    .from(smallCarousels)
    .orderBy(asc(smallCarousels.carousel_sort), asc(smallCarousels.carousel_id));
}

/** Hot products that are on sale, one row per shown sell page, in hot_sort order. */
export async function selectHotProductRows(db: Database) {
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      p_price: products.p_price,
      discounted_price: products.discounted_price,
      stock: products.stock,
      series: series.series_name,
      sell_id: sells.sell_id,
      sell_name: sells.sell_name,
      href: sells.href,
      comments_total: sells.comments_total,
    })
    .from(hotProducts)
    .innerJoin(products, eq(products.p_id, hotProducts.p_id))
    .innerJoin(series, eq(series.series_slug, products.series_slug))
    .innerJoin(sells, and(eq(sells.p_id, products.p_id), eq(sells.sell_show, SHOWN)))
    .where(eq(products.p_show, SHOWN))
    .orderBy(asc(hotProducts.hot_sort), asc(products.p_id), asc(sells.sell_id));
}

export async function selectActiveHomeVideo(db: Database) {
  const [row] = await db
    .select({
      video_title: homeVideos.video_title,
      video_description: homeVideos.video_description,
      video_url: homeVideos.video_url,
      video_poster: homeVideos.video_poster,
    })
    .from(homeVideos)
    .where(eq(homeVideos.video_active, ACTIVE))
    .orderBy(desc(homeVideos.video_id))
    .limit(1);
  return row ?? null;
}

export async function selectSetting(db: Database, key: string) {
  const [row] = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row ?? null;
}

export type RewriteTargetType = (typeof rewrites.target_type.enumValues)[number];

/** Rewrites of one target type, or all of them. */
export async function selectRewrites(db: Database, targetType?: RewriteTargetType) {
  return db
    .select({
      rewrite_id: rewrites.rewrite_id,
      href: rewrites.href,
      target_type: rewrites.target_type,
      target_id: rewrites.target_id,
      target_path: rewrites.target_path,
    })
    .from(rewrites)
    .where(targetType ? eq(rewrites.target_type, targetType) : undefined)
    .orderBy(asc(rewrites.rewrite_id));
}
