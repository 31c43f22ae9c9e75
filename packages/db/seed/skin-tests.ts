import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/database.ts';
import { evergreenTrailProducts, evergreenTrails, products, shopActivities } from '../src/schema/index.ts';
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
  await seedTrialPack(db, productId(TRIAL_PACK.imageOf));
}

/**
 * The skin analyzer campaign's trial pack (member-area §9: product 5686, a two-pack, $65 handling fee
 * unless a full-price item is bought with it; docs/decisions/095). Not on a sell page: it is ordered only
 * from the skin-test cart. Its image and series are those of a travel-size product of the demo.
 */
export const TRIAL_PACK = {
  p_id: 5686,
  p_name: '官網新會員試用包（兩件組）',
  imageOf: 'exfoliate/bha-2-liquid-mini',
  stock: 500,
  value: 480,
};

async function seedTrialPack(db: Database, lookalikeId: number): Promise<void> {
  const [like] = await db.select().from(products).where(eq(products.p_id, lookalikeId));
  if (!like) throw new Error('Demo shop has no product to dress the trial pack');
  await db.insert(products).values({
    p_id: TRIAL_PACK.p_id,
    p_name: TRIAL_PACK.p_name,
    p_img: like.p_img,
    // Its value, what it costs should it ever be put in the main cart; the skin-test cart charges the fee.
    p_price: TRIAL_PACK.value,
    discounted_price: TRIAL_PACK.value,
    p_spec: '2 件',
    series_slug: like.series_slug,
    stock: TRIAL_PACK.stock,
  });
  // An id given by hand: the serial goes past it, so a product added later never collides.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('products', 'p_id'), (select max(p_id) from products))`,
  );
}
