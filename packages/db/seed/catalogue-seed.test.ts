import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../src/database.ts';
import {
  categories,
  contentPages,
  faqEntries,
  giftActivities,
  ingredients,
  matchPairs,
  memberPurchases,
  members,
  productCategories,
  productComments,
  products,
  routineKits,
  saleEvents,
  sells,
  thresholdActivities,
} from '../src/schema/index.ts';
import { isDemoImage, seedDemoShop } from './index.ts';
import { SUB_MENUS } from './menus.ts';
import { TRIAL_PACK } from './skin-tests.ts';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  db = handle.db;
  await seedDemoShop(db);
});
afterAll(async () => {
  await handle?.close();
});

const countOf = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

describe('catalogue, promotion and content seed', () => {
  it('lists every product under at least one product type', async () => {
    const listed = new Set((await db.select().from(productCategories)).map((r) => r.p_id));
    // The skin analyzer's trial pack is not on sale: it is ordered only from the skin-test cart.
    for (const p of await db.select().from(products))
      if (p.p_id !== TRIAL_PACK.p_id) expect(listed.has(p.p_id), p.p_name).toBe(true);
    expect(await countOf(categories)).toBe(14);
  });

  it('keeps comments_total and rating_sum equal to the comment rows', async () => {
    const comments = await db.select().from(productComments);
    for (const sell of await db.select().from(sells)) {
      const own = comments.filter((c) => c.sell_id === sell.sell_id);
      expect(sell.comments_total).toBe(own.length);
      expect(sell.rating_sum).toBe(own.reduce((sum, c) => sum + c.comment_stars, 0));
    }
  });

  it('seeds every kind of promotion, content page and the dictionary', async () => {
    expect(await countOf(saleEvents)).toBe(5);
    expect(await countOf(matchPairs)).toBe(3);
    expect(await countOf(giftActivities)).toBe(11);
    expect(await countOf(thresholdActivities)).toBe(4);
    expect(await countOf(routineKits)).toBe(5);
    expect(await countOf(contentPages)).toBeGreaterThanOrEqual(45);
    expect(await countOf(faqEntries)).toBeGreaterThan(40);
    const uids = new Set((await db.select().from(ingredients)).map((i) => i.uid));
    for (const sub of SUB_MENUS.filter((s) => s.mainmenu_id === 18)) {
      expect(uids.has(sub.submenu_link.replace('ingredient-dictionary/', ''))).toBe(true);
    }
  });

  it('gives every demo member a purchase of the best seller', async () => {
    const memberRows = await db.select().from(members);
    const purchases = await db.select().from(memberPurchases);
    for (const m of memberRows) expect(purchases.some((p) => p.member_id === m.member_id)).toBe(true);
  });

  it('stores only image names the demo image generator can draw', async () => {
    const names = [
      ...(await db.select().from(products)).flatMap((p) => p.p_gallery),
      ...(await db.select().from(categories)).map((c) => c.category_image),
      ...(await db.select().from(saleEvents)).map((e) => e.saleevent_banner),
      ...(await db.select().from(routineKits)).map((k) => k.routinekit_image),
      ...(await db.select().from(contentPages)).flatMap((p) => [p.hero_image, p.og_image]),
      ...(await db.select().from(productComments)).flatMap((c) => c.comment_images),
    ].filter((name) => name !== '');
    expect(names.length).toBeGreaterThan(250);
    for (const name of new Set(names)) expect(isDemoImage(name), name).toBe(true);
  });
});
