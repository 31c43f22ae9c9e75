import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Image slots of a main menu item (storefront.md §3: mainmenu_image{N} and its companions). */
function mainMenuImageSlot<N extends number>(n: N) {
  return {
    [`mainmenu_image${n}`]: text(`mainmenu_image${n}`),
    [`mainmenu_image${n}_alt`]: text(`mainmenu_image${n}_alt`),
    [`mainmenu_image${n}_title`]: text(`mainmenu_image${n}_title`),
    [`mainmenu_image${n}_subtitle`]: text(`mainmenu_image${n}_subtitle`),
    [`mainmenu_image${n}_link`]: text(`mainmenu_image${n}_link`),
    [`mainmenu_image${n}_sublink`]: text(`mainmenu_image${n}_sublink`),
    [`mainmenu_mobile_image${n}`]: text(`mainmenu_mobile_image${n}`),
  } as Record<
    | `mainmenu_image${N}`
    | `mainmenu_image${N}_${'alt' | 'title' | 'subtitle' | 'link' | 'sublink'}`
    | `mainmenu_mobile_image${N}`,
    ReturnType<typeof text>
  >;
}

export const mainMenus = pgTable('main_menus', {
  mainmenu_id: integer('mainmenu_id').primaryKey(),
  mainmenu_name: text('mainmenu_name').notNull(),
  mainmenu_link: text('mainmenu_link'),
  mainmenu_category_page_link: text('mainmenu_category_page_link'),
  mainmenu_sort: integer('mainmenu_sort').notNull().default(0),
  mainmenu_show: integer('mainmenu_show').notNull().default(1),
  ...mainMenuImageSlot(1),
  ...mainMenuImageSlot(2),
  ...mainMenuImageSlot(3),
  ...mainMenuImageSlot(4),
  ...mainMenuImageSlot(5),
  ...mainMenuImageSlot(6),
});

export const subMenus = pgTable(
  'sub_menus',
  {
    submenu_id: serial('submenu_id').primaryKey(),
    mainmenu_id: integer('mainmenu_id')
      .notNull()
      .references(() => mainMenus.mainmenu_id),
    submenu_name: text('submenu_name').notNull(),
    submenu_link: text('submenu_link').notNull(),
    submenu_sort: integer('submenu_sort').notNull().default(0),
    submenu_open: integer('submenu_open').notNull().default(1),
    submenu_show: integer('submenu_show').notNull().default(1),
  },
  (t) => [
    index('sub_menus_mainmenu_idx').on(t.mainmenu_id),
    index('sub_menus_name_trgm').using('gin', t.submenu_name.op('gin_trgm_ops')),
  ],
);

export const news = pgTable('news', {
  news_id: serial('news_id').primaryKey(),
  news_title: text('news_title').notNull(),
  news_img: text('news_img').notNull(),
  news_summary: text('news_summary').notNull().default(''),
  news_content: text('news_content').notNull().default(''),
  news_date: timestamp('news_date', { withTimezone: true }).notNull().defaultNow(),
  news_show: integer('news_show').notNull().default(1),
});

export const homeBanners = pgTable('home_banners', {
  banner_id: serial('banner_id').primaryKey(),
  banner_title: text('banner_title').notNull(),
  banner_image: text('banner_image').notNull(),
  banner_mobile_image: text('banner_mobile_image').notNull(),
  banner_link: text('banner_link').notNull(),
  banner_width: integer('banner_width').notNull(),
  banner_height: integer('banner_height').notNull(),
  banner_sort: integer('banner_sort').notNull().default(0),
  banner_show: integer('banner_show').notNull().default(1),
});

export const smallCarousels = pgTable('small_carousels', {
  carousel_id: serial('carousel_id').primaryKey(),
  carousel_title: text('carousel_title').notNull(),
  carousel_image: text('carousel_image').notNull(),
  carousel_link: text('carousel_link').notNull(),
  carousel_sort: integer('carousel_sort').notNull().default(0),
});

export const homeVideos = pgTable('home_videos', {
  video_id: serial('video_id').primaryKey(),
  video_title: text('video_title').notNull(),
  video_description: text('video_description').notNull().default(''),
  video_url: text('video_url').notNull(),
  video_poster: text('video_poster').notNull(),
  video_active: integer('video_active').notNull().default(1),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Short shop paths (href) and the page each one serves. */
export const rewrites = pgTable(
  'rewrites',
  {
    rewrite_id: serial('rewrite_id').primaryKey(),
    href: text('href').notNull(),
    target_type: text('target_type', { enum: ['sell', 'product_type', 'sell_type', 'page'] }).notNull(),
    target_id: integer('target_id'),
    target_path: text('target_path'),
  },
  (t) => [uniqueIndex('rewrites_href_unique').on(t.href)],
);

/** Legacy .php file names and the shop path each now lives at (served as /redirects.json). */
export const legacyRedirects = pgTable('legacy_redirects', {
  php_file: text('php_file').primaryKey(),
  target_path: text('target_path').notNull(),
});

export const injectionPoints = pgTable('injection_points', {
  id: text('id').primaryKey(),
  path: text('path').notNull(),
  target_element: text('target_element').notNull(),
  style: text('style'),
  current_content: text('current_content').notNull(),
  active: integer('active').notNull().default(1),
});
