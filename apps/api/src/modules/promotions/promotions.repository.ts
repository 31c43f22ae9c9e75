import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, asc, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const {
  addMoneyItems,
  bonusEvents,
  categories,
  dtcPersonalizes,
  dtcPersonalizeSteps,
  giftActivities,
  giftActivityCategories,
  giftActivityProducts,
  matchPairProducts,
  matchPairs,
  pointExchanges,
  productCategories,
  products,
  routineKitItems,
  routineKits,
  saleEventProducts,
  saleEvents,
  saleEventTiers,
  thresholdActivities,
  thresholdActivityCategories,
  thresholdActivityProducts,
  thresholdLevels,
} = schema;
const SHOWN = 1;

/** Shown, started and not ended at `now`. */
function open(show: AnyPgColumn, startsAt: AnyPgColumn, endsAt: AnyPgColumn, now: Date): SQL {
  return and(eq(show, SHOWN), lte(startsAt, now), gt(endsAt, now))!;
}

export async function selectOpenSaleEvents(db: Database, now: Date, saleEventId?: number) {
  const events = await db
    .select()
    .from(saleEvents)
    .where(
      and(
        open(saleEvents.saleevent_show, saleEvents.starts_at, saleEvents.ends_at, now),
        saleEventId === undefined ? undefined : eq(saleEvents.saleevent_id, saleEventId),
      ),
    )
    .orderBy(desc(saleEvents.saleevent_sort), asc(saleEvents.saleevent_id));
  const ids = events.map((e) => e.saleevent_id);
  if (ids.length === 0) return { events, tiers: [], members: [] };
  const tiers = await db
    .select()
    .from(saleEventTiers)
    .where(inArray(saleEventTiers.saleevent_id, ids))
    .orderBy(asc(saleEventTiers.min_count));
  const members = await db
    .select({ saleevent_id: saleEventProducts.saleevent_id, p_id: saleEventProducts.p_id })
    .from(saleEventProducts)
    .innerJoin(products, eq(products.p_id, saleEventProducts.p_id))
    .where(and(inArray(saleEventProducts.saleevent_id, ids), eq(products.p_show, SHOWN)))
    .orderBy(asc(saleEventProducts.sort), asc(saleEventProducts.p_id));
  return { events, tiers, members };
}

export async function selectOpenMatchPairs(db: Database, now: Date, matchPairId?: number) {
  const pairs = await db
    .select()
    .from(matchPairs)
    .where(
      and(
        open(matchPairs.matchpair_show, matchPairs.starts_at, matchPairs.ends_at, now),
        matchPairId === undefined ? undefined : eq(matchPairs.matchpair_id, matchPairId),
      ),
    )
    .orderBy(desc(matchPairs.matchpair_sort), asc(matchPairs.matchpair_id));
  const ids = pairs.map((p) => p.matchpair_id);
  if (ids.length === 0) return { pairs, members: [] };
  const members = await db
    .select()
    .from(matchPairProducts)
    .where(inArray(matchPairProducts.matchpair_id, ids))
    .orderBy(asc(matchPairProducts.sort), asc(matchPairProducts.p_id));
  return { pairs, members };
}

export async function selectOpenAddMoneyItems(db: Database, now: Date) {
  return db
    .select({
      addmoney_id: addMoneyItems.addmoney_id,
      addmoney_title: addMoneyItems.addmoney_title,
      addmoney_money: addMoneyItems.addmoney_money,
      p_id: addMoneyItems.p_id,
      trigger_type: addMoneyItems.trigger_type,
      trigger_amount: addMoneyItems.trigger_amount,
      trigger_p_id: addMoneyItems.trigger_p_id,
      max_per_order: addMoneyItems.max_per_order,
      starts_at: addMoneyItems.starts_at,
      ends_at: addMoneyItems.ends_at,
    })
    .from(addMoneyItems)
    .innerJoin(products, eq(products.p_id, addMoneyItems.p_id))
    .where(
      and(
        open(addMoneyItems.addmoney_show, addMoneyItems.starts_at, addMoneyItems.ends_at, now),
        eq(products.p_show, SHOWN),
        gt(products.stock, 0),
      ),
    )
    .orderBy(desc(addMoneyItems.addmoney_sort), asc(addMoneyItems.addmoney_id));
}

type GiftType = (typeof giftActivities.activity_type.enumValues)[number];

export async function selectOpenGiftActivities(db: Database, now: Date, types: GiftType[]) {
  const activities = await db
    .select()
    .from(giftActivities)
    .where(
      and(
        open(giftActivities.activity_show, giftActivities.starts_at, giftActivities.ends_at, now),
        inArray(giftActivities.activity_type, types),
      ),
    )
    .orderBy(desc(giftActivities.activity_sort), asc(giftActivities.activity_id));
  const ids = activities.map((a) => a.activity_id);
  if (ids.length === 0) return { activities, members: [], scopeCategories: [] };
  const members = await db
    .select()
    .from(giftActivityProducts)
    .where(inArray(giftActivityProducts.activity_id, ids))
    .orderBy(asc(giftActivityProducts.sort), asc(giftActivityProducts.p_id));
  const scopeCategories = await db
    .select({ activity_id: giftActivityCategories.activity_id, category_path: categories.category_path })
    .from(giftActivityCategories)
    .innerJoin(categories, eq(categories.category_id, giftActivityCategories.category_id))
    .where(inArray(giftActivityCategories.activity_id, ids));
  return { activities, members, scopeCategories };
}

export async function selectOpenThresholdActivities(db: Database, now: Date) {
  const activities = await db
    .select()
    .from(thresholdActivities)
    .where(
      open(
        thresholdActivities.activity_show,
        thresholdActivities.starts_at,
        thresholdActivities.ends_at,
        now,
      ),
    )
    .orderBy(desc(thresholdActivities.activity_sort), asc(thresholdActivities.activity_id));
  const ids = activities.map((a) => a.activity_id);
  if (ids.length === 0) return { activities, levels: [], scopeProducts: [], scopeCategories: [] };
  const levels = await db
    .select()
    .from(thresholdLevels)
    .where(inArray(thresholdLevels.activity_id, ids))
    .orderBy(asc(thresholdLevels.threshold), asc(thresholdLevels.level_id));
  const scopeProducts = await db
    .select()
    .from(thresholdActivityProducts)
    .where(inArray(thresholdActivityProducts.activity_id, ids))
    .orderBy(asc(thresholdActivityProducts.p_id));
  const scopeCategories = await db
    .select({ activity_id: thresholdActivityCategories.activity_id, category_path: categories.category_path })
    .from(thresholdActivityCategories)
    .innerJoin(categories, eq(categories.category_id, thresholdActivityCategories.category_id))
    .where(inArray(thresholdActivityCategories.activity_id, ids));
  return { activities, levels, scopeProducts, scopeCategories };
}

/** Category paths each product is listed under, for scopes given by category. */
export async function selectCategoryPathsOfProducts(db: Database) {
  return db
    .select({
      p_id: productCategories.p_id,
      category_path: categories.category_path,
      parent_id: categories.parent_id,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.category_id, productCategories.category_id));
}

export async function selectOpenRoutineKits(db: Database, now: Date) {
  const kits = await db
    .select()
    .from(routineKits)
    .where(open(routineKits.routinekit_show, routineKits.starts_at, routineKits.ends_at, now))
    .orderBy(desc(routineKits.routinekit_sort), asc(routineKits.routinekit_id));
  const ids = kits.map((k) => k.routinekit_id);
  if (ids.length === 0) return { kits, items: [] };
  const items = await db
    .select()
    .from(routineKitItems)
    .where(inArray(routineKitItems.routinekit_id, ids))
    .orderBy(asc(routineKitItems.step));
  return { kits, items };
}

export async function selectOpenBonusEvent(db: Database, now: Date) {
  const [row] = await db
    .select({
      bonus_id: bonusEvents.bonus_id,
      bonus_name: bonusEvents.bonus_name,
      bonus_description: bonusEvents.bonus_description,
      bonus_banner: bonusEvents.bonus_banner,
      point_multiplier: bonusEvents.point_multiplier,
      starts_at: bonusEvents.starts_at,
      ends_at: bonusEvents.ends_at,
    })
    .from(bonusEvents)
    .where(open(bonusEvents.bonus_show, bonusEvents.starts_at, bonusEvents.ends_at, now))
    .orderBy(desc(bonusEvents.point_multiplier), asc(bonusEvents.bonus_id))
    .limit(1);
  return row ?? null;
}

export async function selectOpenExchanges(db: Database, now: Date) {
  return db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      p_img: products.p_img,
      p_spec: products.p_spec,
      stock: products.stock,
      point: pointExchanges.point,
      dpoint: pointExchanges.dpoint,
    })
    .from(pointExchanges)
    .innerJoin(products, eq(products.p_id, pointExchanges.p_id))
    .where(
      and(
        open(pointExchanges.exchange_show, pointExchanges.starts_at, pointExchanges.ends_at, now),
        eq(products.p_show, SHOWN),
      ),
    )
    .orderBy(desc(pointExchanges.exchange_sort), asc(pointExchanges.exchange_id));
}

export async function selectDtcPersonalize(db: Database, dtcId: number) {
  const [row] = await db
    .select()
    .from(dtcPersonalizes)
    .where(and(eq(dtcPersonalizes.dtc_id, dtcId), eq(dtcPersonalizes.dtc_show, SHOWN)));
  if (!row) return null;
  const steps = await db
    .select()
    .from(dtcPersonalizeSteps)
    .where(eq(dtcPersonalizeSteps.dtc_id, dtcId))
    .orderBy(asc(dtcPersonalizeSteps.step), asc(dtcPersonalizeSteps.sort));
  return { ...row, steps };
}
