import { readSettings } from '@shop/contracts/settings';
import { schema, withCatalogueReplica } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { buildApiApp } from '../../app.ts';

// Two databases: the primary and a second one standing in for its read replica, seeded alike and then
// told apart, so each answer shows which one it was read from.
const API = '/front-stage/v1';
const MENU_ID = 15;
let primary: TestDatabase;
let replica: TestDatabase;
let app: FastifyInstance;
let productId: number;
let productName: string;

beforeAll(async () => {
  [primary, replica] = await Promise.all([openTestDatabase('seeded'), openTestDatabase('seeded')]);
  const [product] = await primary.db
    .select({ p_id: schema.products.p_id, p_name: schema.products.p_name })
    .from(schema.products)
    .where(eq(schema.products.p_show, 1))
    .limit(1);
  productId = product!.p_id;
  productName = product!.p_name;
  await replica.db
    .update(schema.mainMenus)
    .set({ mainmenu_name: '複本選單' })
    .where(eq(schema.mainMenus.mainmenu_id, MENU_ID));
  await replica.db
    .insert(schema.series)
    .values({ series_slug: 'replica-only-series', series_name: '複本系列' });
  await replica.db
    .update(schema.products)
    .set({ p_name: '複本精華液' })
    .where(eq(schema.products.p_id, productId));
  app = buildApiApp({
    db: primary.db,
    catalogueDb: withCatalogueReplica(primary.db, replica.db),
    rateLimit: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await Promise.all([primary?.close(), replica?.close()]);
});

describe('a read replica (DATABASE_REPLICA_URL)', () => {
  it('answers the main menu', async () => {
    const answer = await app.inject(`${API}/main-menu`);
    const menu = answer.json().mainMenu as { mainmenu_id: number; mainmenu_name: string }[];
    expect(menu.find((item) => item.mainmenu_id === MENU_ID)?.mainmenu_name).toBe('複本選單');
  });

  it('answers a search: the name only the replica holds is found, the primary one is not', async () => {
    const found = await app.inject(`${API}/get-products-by-search/${encodeURIComponent('複本精華液')}`);
    expect(found.statusCode).toBe(200);
    expect(JSON.stringify(found.json())).toContain('複本精華液');
    const old = await app.inject(`${API}/get-products-by-search/${encodeURIComponent(productName)}`);
    expect(JSON.stringify(old.json())).not.toContain(`"${productName}"`);
  });

  it('answers the sitemap (catalogue and content pages only)', async () => {
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/replica-only-series</loc>');
  });

  it('never answers what a cart reads: the products of a cart come from the primary', async () => {
    const answer = await app.inject(`${API}/get-open-products-by-pids/${productId}`);
    expect(answer.statusCode).toBe(200);
    const names = (answer.json().products as { p_name: string }[]).map((product) => product.p_name);
    expect(names).toEqual([productName]);
  });

  it('takes no write: an insert and a transaction through the catalogue database reach the primary', async () => {
    const catalogue = withCatalogueReplica(primary.db, replica.db);
    await catalogue
      .update(schema.mainMenus)
      .set({ mainmenu_sort: 4321 })
      .where(eq(schema.mainMenus.mainmenu_id, MENU_ID));
    const sortOf = async (db: TestDatabase['db']) =>
      (
        await db
          .select({ sort: schema.mainMenus.mainmenu_sort })
          .from(schema.mainMenus)
          .where(eq(schema.mainMenus.mainmenu_id, MENU_ID))
      )[0]?.sort;
    expect(await sortOf(primary.db)).toBe(4321);
    expect(await sortOf(replica.db)).not.toBe(4321);
    const inTransaction = await catalogue.transaction((tx) => sortOf(tx as unknown as TestDatabase['db']));
    expect(inTransaction).toBe(4321);
  });

  it('is off unless set, and must be an address when set', () => {
    expect(withCatalogueReplica(primary.db, null)).toBe(primary.db);
    expect(() => readSettings({ DATABASE_REPLICA_URL: 'replica' })).toThrow(/DATABASE_REPLICA_URL/);
  });
});
