import { sql } from 'drizzle-orm';
import type { Database } from '../src/database.ts';
import {
  homeBanners,
  homeVideos,
  hotProducts,
  injectionPoints,
  learns,
  learnTypes,
  legacyRedirects,
  mainMenus,
  news,
  products,
  rewrites,
  sells,
  series,
  settings,
  smallCarousels,
  subMenus,
} from '../src/schema/index.ts';
import { seedDemoMembers } from './accounts.ts';
import { seedBalances } from './balances.ts';
import { seedCampaigns } from './campaigns.ts';
import { CATALOGUE, type CatalogueEntry, HOT_PRODUCT_HREFS, SERIES } from './catalogue.ts';
import { seedCheckout } from './checkout.ts';
import { NEWS_ROWS } from './content.ts';
import { seedGifts } from './gifts.ts';
import { BANNER_ROWS, CAROUSEL_ROWS, HOME_VIDEO } from './home.ts';
import { LEARN_ROWS, LEARN_TYPE_ROWS } from './learns.ts';
import { seedMemberLevels } from './member-levels.ts';
import { seedDemoOrders } from './member-orders.ts';
import { MAIN_MENUS, SUB_MENUS } from './menus.ts';
import { EXTRA_REWRITES, INJECTION_POINTS, LEGACY_REDIRECTS } from './redirects.ts';
import { seedCatalogueDetails } from './seed-catalogue.ts';
import { seedContentPages, seedDemoPurchases } from './seed-content-pages.ts';
import { seedPromotions } from './seed-promotions.ts';
import { SETTING_ROWS } from './settings.ts';
import { seedSkinTests } from './skin-tests.ts';

export { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_PASSWORD_HASH_OPTIONS, type DemoMember } from './accounts.ts';
export { BALANCES_DEMO_TIER, CLAIMABLE_COUPONS, CREDIT_HISTORY, POINT_HISTORY } from './balances.ts';
export { OPENING_BALANCES } from './checkout.ts';
export { birthdayInMonthOf, GIFT_DEMO_MEMBERS, type GiftDemoMember } from './gifts.ts';
export { isDemoImage, PLACEHOLDER_NAME, type RenderedImage, renderDemoImage } from './images/index.ts';

// Any constant key works; it only has to be the same for every server instance seeding the same database.
const SEED_LOCK_KEY = 7_316_004;
const DAY_MS = 86_400_000;
const FIRST_LAUNCH = Date.parse('2025-01-10T10:00:00+08:00');

/** True when the shop has no menus yet, i.e. nothing has been seeded. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: mainMenus.mainmenu_id }).from(mainMenus).limit(1);
  return rows.length === 0;
}

/**
 * Loads the demo shop into an empty database in one transaction; does nothing when the shop
 * already has menus. An advisory lock makes two instances starting together seed only once.
 */
export async function seedDemoShop(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) return;
    const t: Database = tx;
    await t.insert(settings).values(SETTING_ROWS);
    await t.insert(mainMenus).values(MAIN_MENUS);
    await t.insert(subMenus).values(SUB_MENUS);
    await seedCatalogue(t);
    await seedContent(t);
    await seedDemoMembers(t);
    await seedMemberLevels(t);
    await t.insert(homeBanners).values(BANNER_ROWS);
    await t.insert(smallCarousels).values(CAROUSEL_ROWS);
    await t.insert(homeVideos).values(HOME_VIDEO);
    await t.insert(legacyRedirects).values(LEGACY_REDIRECTS);
    await t.insert(injectionPoints).values(INJECTION_POINTS);
    const ids = await seedCatalogueDetails(t);
    await seedPromotions(t, ids);
    await seedContentPages(t, ids);
    await seedCampaigns(t);
    await seedSkinTests(t, ids);
    await seedCheckout(t);
    await seedBalances(t);
    await seedDemoOrders(t);
    await seedGifts(t);
    // Last: the demo members must exist already.
    await seedDemoPurchases(t, ids);
  });
}

function productRow(p: CatalogueEntry): typeof products.$inferInsert {
  return {
    p_name: p.name,
    p_img: p.image,
    p_price: p.price,
    discounted_price: p.sale ?? p.price,
    p_spec: p.spec,
    p_description: p.description,
    series_slug: p.series.slug,
    stock: p.stock ?? 20 + ((p.number * 37) % 180),
    // Older launch dates are a permutation of 420 days (37 and 420 are coprime), so "new products" has an order.
    created_at: p.launched
      ? new Date(`${p.launched}T10:00:00+08:00`)
      : new Date(FIRST_LAUNCH + ((p.number * 37) % 420) * DAY_MS),
  };
}

async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(series).values(
    SERIES.map((s, i) => ({
      series_slug: s.slug,
      series_name: s.name,
      series_description: s.description,
      series_sort: SERIES.length - i,
    })),
  );
  const inserted = await db
    .insert(products)
    .values(CATALOGUE.map(productRow))
    .returning({ p_id: products.p_id });
  const idOf = new Map(CATALOGUE.map((p, i) => [p.href, inserted[i]!.p_id]));
  const hot = new Set<string>(HOT_PRODUCT_HREFS);
  const sellIds = await db
    .insert(sells)
    .values(
      CATALOGUE.map((p) => ({
        p_id: idOf.get(p.href)!,
        sell_name: `${p.name} ${p.spec}`,
        sell_image: p.image,
        href: p.href,
        sell_keywords: `${p.keywords},${p.series.name}`,
        comments_total: ((p.number * 53) % 260) + (hot.has(p.href) ? 240 : 3),
      })),
    )
    .returning({ sell_id: sells.sell_id, href: sells.href });
  await db
    .insert(hotProducts)
    .values(
      HOT_PRODUCT_HREFS.map((href, i) => ({ p_id: idOf.get(href)!, hot_sort: HOT_PRODUCT_HREFS.length - i })),
    );
  await db
    .insert(rewrites)
    .values([
      ...sellIds.map((s) => ({ href: s.href, target_type: 'sell' as const, target_id: s.sell_id })),
      ...EXTRA_REWRITES,
    ]);
}

async function seedContent(db: Database): Promise<void> {
  await db.insert(news).values(NEWS_ROWS);
  const types = await db
    .insert(learnTypes)
    .values(LEARN_TYPE_ROWS)
    .returning({ id: learnTypes.learntype2_id, rel2: learnTypes.learntype2_rel2 });
  const typeId = new Map(types.map((t) => [t.rel2, t.id]));
  await db
    .insert(learns)
    .values(LEARN_ROWS.map(({ rel2, ...row }) => ({ ...row, learntype2_id: typeId.get(rel2)! })));
}
