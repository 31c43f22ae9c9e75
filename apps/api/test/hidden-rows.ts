import type { Database } from '@shop/db';
import { schema } from '@shop/db';

/** Names of the rows addHiddenRows adds; no answer may show them. */
export const HIDDEN = {
  mainMenuId: 9001,
  subMenuNames: ['精華隱藏分類', '精華關閉分類'],
  sellNames: ['隱藏商品的精華頁', '下架的精華頁'],
  learnNames: ['隱藏的精華文章', '未來的精華文章'],
  newsTitle: '隱藏的消息',
  injectionPointId: 'hidden-point',
} as const;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Rows the storefront must never see (not shown, closed, unpublished, inactive), added next to the
 * demo shop so the filtering of every list is tested whatever the seed holds.
 */
export async function addHiddenRows(db: Database): Promise<void> {
  const [series] = await db.select().from(schema.series).limit(1);
  const [learnType] = await db.select().from(schema.learnTypes).limit(1);
  if (!series || !learnType) throw new Error('addHiddenRows needs a seeded shop');

  await db
    .insert(schema.mainMenus)
    .values({ mainmenu_id: HIDDEN.mainMenuId, mainmenu_name: '隱藏選單', mainmenu_show: 0 });
  await db.insert(schema.subMenus).values([
    {
      mainmenu_id: 14,
      submenu_name: HIDDEN.subMenuNames[0],
      submenu_link: 'hidden-category',
      submenu_show: 0,
      submenu_sort: 999,
    },
    {
      mainmenu_id: 14,
      submenu_name: HIDDEN.subMenuNames[1],
      submenu_link: 'closed-category',
      submenu_open: 0,
      submenu_sort: 999,
    },
  ]);
  const [hiddenProduct, shownProduct] = await db
    .insert(schema.products)
    .values([
      {
        p_name: '隱藏的精華',
        p_img: 'x.webp',
        p_price: 100,
        discounted_price: 100,
        series_slug: series.series_slug,
        p_show: 0,
      },
      {
        p_name: '有上架的精華',
        p_img: 'y.webp',
        p_price: 100,
        discounted_price: 100,
        series_slug: series.series_slug,
      },
    ])
    .returning({ p_id: schema.products.p_id });
  await db.insert(schema.sells).values([
    {
      p_id: hiddenProduct!.p_id,
      sell_name: HIDDEN.sellNames[0],
      sell_image: 'x.webp',
      href: 'hidden/product',
    },
    {
      p_id: shownProduct!.p_id,
      sell_name: HIDDEN.sellNames[1],
      sell_image: 'y.webp',
      href: 'hidden/sell',
      sell_show: 0,
    },
  ]);
  await db.insert(schema.hotProducts).values({ p_id: hiddenProduct!.p_id, hot_sort: -1 });
  await db.insert(schema.learns).values([
    {
      learntype2_id: learnType.learntype2_id,
      learn_name: HIDDEN.learnNames[0],
      learn_rel3: 'hidden-learn',
      learn_image: 'x.webp',
      learn_hot: 99,
      learn_show: 0,
    },
    {
      learntype2_id: learnType.learntype2_id,
      learn_name: HIDDEN.learnNames[1],
      learn_rel3: 'future-learn',
      learn_image: 'x.webp',
      learn_hot: 99,
      published_at: new Date(Date.now() + YEAR_MS),
    },
  ]);
  await db.insert(schema.news).values({ news_title: HIDDEN.newsTitle, news_img: 'x.webp', news_show: 0 });
  await db.insert(schema.injectionPoints).values({
    id: HIDDEN.injectionPointId,
    path: '#x',
    target_element: 'div',
    current_content: '<p>x</p>',
    active: 0,
  });
}
