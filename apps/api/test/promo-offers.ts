// The demo promotions the promo-buy tests buy (not a test file itself): product ids by href, the routine
// kit 亮白入門三步驟組, the mask add-on of the NT$1,500 threshold and the NT$4,000 choice-gift activity.
import { type Database, schema } from '@shop/db';
import { eq } from 'drizzle-orm';

export interface DemoOffers {
  /** The product id of a series/product href; throws for an unknown href. */
  productId(href: string): number;
  kit: typeof schema.routineKits.$inferSelect;
  maskAddOn: number;
  choiceActivity: number;
}

export async function loadDemoOffers(db: Database): Promise<DemoOffers> {
  const products = new Map(
    (await db.select({ href: schema.sells.href, p_id: schema.sells.p_id }).from(schema.sells)).map((row) => [
      row.href,
      row.p_id,
    ]),
  );
  const [kit] = await db
    .select()
    .from(schema.routineKits)
    .where(eq(schema.routineKits.routinekit_name, '亮白入門三步驟組'));
  const [addOn] = await db
    .select()
    .from(schema.addMoneyItems)
    .where(eq(schema.addMoneyItems.addmoney_title, '滿$1,500 加價購 舒緩修護面膜'));
  const [gifts] = await db
    .select()
    .from(schema.giftActivities)
    .where(eq(schema.giftActivities.activity_name, '滿$4,000 好禮三選一'));
  if (!kit || !addOn || !gifts) throw new Error('demo promotions missing');
  return {
    productId(href) {
      const value = products.get(href);
      if (value === undefined) throw new Error(`no product ${href}`);
      return value;
    },
    kit,
    maskAddOn: addOn.addmoney_id,
    choiceActivity: gifts.activity_id,
  };
}
