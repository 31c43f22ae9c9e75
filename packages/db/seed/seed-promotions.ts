import type { Database } from '../src/database.ts';
import { sanitizeRichText } from '../src/rich-text.ts';
import {
  addMoneyItems,
  bonusEvents,
  dtcPersonalizeSteps,
  dtcPersonalizes,
  giftActivities,
  giftActivityCategories,
  giftActivityProducts,
  matchPairProducts,
  matchPairs,
  pointExchanges,
  routineKitItems,
  routineKits,
  saleEventProducts,
  saleEvents,
  saleEventTiers,
  thresholdActivities,
  thresholdActivityCategories,
  thresholdActivityProducts,
  thresholdLevels,
} from '../src/schema/index.ts';
import {
  ADD_MONEY_ITEMS,
  BONUS_EVENTS,
  DTC_PERSONALIZES,
  GIFT_ACTIVITIES,
  type GiftActivitySeed,
  kitPriceOf,
  MATCH_PAIRS,
  OPEN,
  POINT_EXCHANGES,
  ROUTINE_KITS,
  SALE_EVENTS,
  THRESHOLD_ACTIVITIES,
} from './promotions.ts';
import type { CatalogueIds } from './seed-catalogue.ts';

/** Every promotion of design/PROMOTIONS.md with the demo data of seed/promotions.ts. */
export async function seedPromotions(db: Database, ids: CatalogueIds): Promise<void> {
  const { productId, categoryId } = ids;

  for (const [i, e] of SALE_EVENTS.entries()) {
    const [row] = await db
      .insert(saleEvents)
      .values({
        saleevent_name: e.name,
        saleevent_type: e.type,
        saleevent_description: sanitizeRichText(e.description),
        saleevent_banner: e.banner,
        saleevent_sort: SALE_EVENTS.length - i,
        starts_at: e.starts_at,
        ends_at: e.ends_at,
      })
      .returning({ id: saleEvents.saleevent_id });
    const id = row!.id;
    await db
      .insert(saleEventTiers)
      .values(e.tiers.map(([min_count, sale]) => ({ saleevent_id: id, min_count, sale })));
    await db
      .insert(saleEventProducts)
      .values(e.hrefs.map((href, sort) => ({ saleevent_id: id, p_id: productId(href), sort })));
  }

  for (const [i, m] of MATCH_PAIRS.entries()) {
    const [row] = await db
      .insert(matchPairs)
      .values({
        matchpair_name: m.name,
        matchpair_sale: m.sale,
        matchpair_description: sanitizeRichText(m.description),
        matchpair_banner: m.banner,
        matchpair_sort: MATCH_PAIRS.length - i,
        starts_at: m.starts_at,
        ends_at: m.ends_at,
      })
      .returning({ id: matchPairs.matchpair_id });
    const zone = (z: 'a' | 'b', hrefs: string[]) =>
      hrefs.map((href, sort) => ({ matchpair_id: row!.id, p_id: productId(href), zone: z, sort }));
    await db.insert(matchPairProducts).values([...zone('a', m.a), ...zone('b', m.b)]);
  }

  await db.insert(addMoneyItems).values(
    ADD_MONEY_ITEMS.map((a, i) => ({
      addmoney_title: a.title,
      addmoney_money: a.money,
      p_id: productId(a.href),
      trigger_type: a.trigger.type,
      trigger_amount: a.trigger.type === 'subtotal' ? a.trigger.amount : 0,
      trigger_p_id: a.trigger.type === 'product' ? productId(a.trigger.href) : null,
      max_per_order: a.max,
      addmoney_sort: ADD_MONEY_ITEMS.length - i,
      addmoney_show: a.show ?? 1,
      starts_at: a.starts_at,
      ends_at: a.ends_at,
    })),
  );

  for (const [i, g] of GIFT_ACTIVITIES.entries())
    await seedGiftActivity(db, ids, g, GIFT_ACTIVITIES.length - i);

  for (const [i, t] of THRESHOLD_ACTIVITIES.entries()) {
    const [row] = await db
      .insert(thresholdActivities)
      .values({
        activity_title: t.title,
        activity_description: sanitizeRichText(t.description),
        scope_type: t.scope.type,
        activity_sort: THRESHOLD_ACTIVITIES.length - i,
        starts_at: t.starts_at,
        ends_at: t.ends_at,
      })
      .returning({ id: thresholdActivities.activity_id });
    const id = row!.id;
    await db.insert(thresholdLevels).values(
      t.levels.map((l) => ({
        activity_id: id,
        threshold: l.threshold,
        kind: l.kind,
        value: l.value,
        gift_p_id: l.gift ? productId(l.gift) : null,
        gift_stock: l.stock ?? 0,
      })),
    );
    if (t.scope.type === 'products') {
      await db
        .insert(thresholdActivityProducts)
        .values(t.scope.hrefs.map((href) => ({ activity_id: id, p_id: productId(href) })));
    }
    if (t.scope.type === 'categories') {
      await db
        .insert(thresholdActivityCategories)
        .values(t.scope.paths.map((path) => ({ activity_id: id, category_id: categoryId(path) })));
    }
  }

  for (const [i, k] of ROUTINE_KITS.entries()) {
    const [row] = await db
      .insert(routineKits)
      .values({
        routinekit_name: k.name,
        routinekit_description: sanitizeRichText(k.description),
        routinekit_image: k.image,
        routinekit_skin_type: k.skinType,
        routinekit_price: kitPriceOf(k),
        routinekit_stock: k.stock,
        routinekit_sort: ROUTINE_KITS.length - i,
        starts_at: k.starts_at,
        ends_at: k.ends_at,
      })
      .returning({ id: routineKits.routinekit_id });
    await db.insert(routineKitItems).values(
      k.steps.map(([href, step_text], step) => ({
        routinekit_id: row!.id,
        p_id: productId(href),
        step: step + 1,
        step_text,
      })),
    );
  }

  await db
    .insert(bonusEvents)
    .values(BONUS_EVENTS.map((b) => ({ ...b, bonus_description: sanitizeRichText(b.bonus_description) })));

  await db.insert(pointExchanges).values(
    POINT_EXCHANGES.map(([href, point, dpoint], i) => ({
      p_id: productId(href),
      point,
      dpoint,
      exchange_sort: POINT_EXCHANGES.length - i,
      ...OPEN,
    })),
  );

  for (const d of DTC_PERSONALIZES) {
    const [row] = await db
      .insert(dtcPersonalizes)
      .values({
        dtc_title: d.title,
        dtc_intro: d.intro,
        skin_type: d.skinType,
        trial_p_id: productId(d.trial),
      })
      .returning({ id: dtcPersonalizes.dtc_id });
    await db.insert(dtcPersonalizeSteps).values(
      d.steps.flatMap((s) =>
        s.hrefs.map((href, sort) => ({
          dtc_id: row!.id,
          step: s.step,
          step_text: s.text,
          advanced_step_text: s.advanced ?? s.text,
          p_id: productId(href),
          sort,
        })),
      ),
    );
  }
}

async function seedGiftActivity(db: Database, ids: CatalogueIds, g: GiftActivitySeed, sort: number) {
  const [row] = await db
    .insert(giftActivities)
    .values({
      activity_type: g.type,
      activity_name: g.name,
      activity_description: sanitizeRichText(g.description),
      activity_banner: g.banner,
      trigger_type: g.trigger.type,
      trigger_value: g.trigger.value,
      scope_type: g.scope.type,
      choose_count: g.choose ?? 1,
      buy_count: g.buy ?? 0,
      gift_count: g.giftCount ?? 1,
      activity_sort: sort,
      starts_at: g.starts_at,
      ends_at: g.ends_at,
    })
    .returning({ id: giftActivities.activity_id });
  const id = row!.id;
  const scope = g.scope.type === 'products' ? g.scope.hrefs : [];
  await db.insert(giftActivityProducts).values([
    ...scope.map((href, i) => ({
      activity_id: id,
      p_id: ids.productId(href),
      role: 'scope' as const,
      sort: i,
    })),
    ...g.gifts.map((gift, i) => ({
      activity_id: id,
      p_id: ids.productId(gift.href),
      role: 'gift' as const,
      gift_stock: gift.stock,
      gift_quantity: gift.quantity ?? 1,
      sort: i,
    })),
  ]);
  if (g.scope.type === 'categories') {
    await db
      .insert(giftActivityCategories)
      .values(g.scope.paths.map((path) => ({ activity_id: id, category_id: ids.categoryId(path) })));
  }
}
