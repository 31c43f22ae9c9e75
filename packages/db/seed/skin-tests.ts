import type { Database } from '../src/database.ts';
import { evergreenTrailProducts, evergreenTrails, shopActivities } from '../src/schema/index.ts';
import type { CatalogueIds } from './seed-catalogue.ts';

// The evergreen trial (activity type 28) and the singles-day coupon activity. Times are Asia/Taipei
// wall-clock times; both stay open to 2030 like the demo promotions, so the demo always shows them.

const taipei = (local: string) => new Date(`${local}+08:00`);

export const EVERGREEN_TRAIL = {
  activity_name: '常態試用｜點數換旅行瓶',
  starts_at: taipei('2025-01-01T00:00:00'),
  ends_at: taipei('2030-12-31T23:59:59'),
  max_per_product: 1,
  max_products: 2,
};
/** The trial products by sell-page href, with their points. */
export const EVERGREEN_TRAIL_PRODUCTS = [
  { href: 'exfoliate/bha-2-liquid-mini', point: 80 },
  { href: 'c-plus/vitamin-c-travel-set', point: 150 },
  { href: 'exfoliate/aha-10-body-lotion', point: 200 },
];

export const SINGLES_DAY_ACTIVITY: typeof shopActivities.$inferInsert = {
  activity_key: 'singles_day',
  activity_title: '雙11會員限定折價券',
  starts_at: taipei('2025-11-01T00:00:00'),
  ends_at: taipei('2030-12-31T23:59:59'),
  coupon_value: 111,
  coupon_min_spend: 1111,
  coupon_valid_days: 30,
};

export async function seedSkinTests(db: Database, { productId }: CatalogueIds): Promise<void> {
  const [trail] = await db
    .insert(evergreenTrails)
    .values(EVERGREEN_TRAIL)
    .returning({ id: evergreenTrails.activity_id });
  await db.insert(evergreenTrailProducts).values(
    EVERGREEN_TRAIL_PRODUCTS.map((p, sort) => ({
      activity_id: trail!.id,
      p_id: productId(p.href),
      point: p.point,
      sort,
    })),
  );
  await db.insert(shopActivities).values(SINGLES_DAY_ACTIVITY);
}
