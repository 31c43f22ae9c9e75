import type { SellActivitiesAnswer } from '@shop/contracts';
import { type PromotionScopeRule, scopeCovers } from '@shop/core';
import type { Database } from '@shop/db';
import * as repository from './promotions.repository.ts';
import * as promotions from './promotions.service.ts';

/** The open offers that involve one product (get-sell-pages/{id}/get-activities). */
export async function listActivitiesForProduct(
  db: Database,
  productId: number,
  now: Date,
): Promise<SellActivitiesAnswer['activities']> {
  const paths = (await repository.selectCategoryPathsOfProducts(db))
    .filter((r) => r.p_id === productId)
    .map((r) => r.category_path);
  const covers = (scope: PromotionScopeRule) => scopeCovers(scope, productId, paths);

  const saleEvents = (await promotions.listSaleEvents(db, now)).filter((e) => e.p_ids.includes(productId));
  const matchPairs = (await promotions.listMatchPairs(db, now)).flatMap((pair) => {
    const zone = pair.products.a.some((p) => p.p_id === productId)
      ? ('a' as const)
      : pair.products.b.some((p) => p.p_id === productId)
        ? ('b' as const)
        : null;
    if (!zone) return [];
    const { matchpair_id, matchpair_name, matchpair_sale } = pair;
    return [{ matchpair_id, matchpair_name, matchpair_sale, zone }];
  });
  const thresholdActivities = (await promotions.listThresholdActivities(db, now)).filter((a) =>
    covers(a.scope),
  );
  const giftActivities = (
    await promotions.listGiftActivities(db, now, ['open_gift', 'category', 'choice', 'product', 'buy_gift'])
  ).filter((a) => covers(a.scope));
  const addMoneyList = (await promotions.listAddMoneyItems(db, now)).filter(
    (a) => a.trigger.p_id === productId,
  );
  const routineKits = (await promotions.listRoutineKits(db, now))
    .filter((k) => k.items.some((i) => i.product.p_id === productId))
    .map(({ routinekit_id, routinekit_name, routinekit_price }) => ({
      routinekit_id,
      routinekit_name,
      routinekit_price,
    }));
  const bonusEvent = await promotions.getBonusEvent(db, now);
  return {
    saleEvents,
    matchPairs,
    thresholdActivities,
    giftActivities,
    addMoneyList,
    routineKits,
    bonusEvent,
  };
}
