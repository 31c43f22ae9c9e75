// What bench:checkout and bench:checkout-cost share: a fresh seeded database, the shoppers' sessions,
// the order a shopper submits, and two shop processes started as `npm start` starts them.
import { randomUUID } from 'node:crypto';
import { createSession } from '@shop/api';
import { type Database, type DatabaseHandle, openDatabase, schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import autocannon from 'autocannon';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Started, startShop } from './processes.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const API = '/front-stage/v1';
export const CONNECTIONS = 50;
export const SHOP_PROCESSES = 2;
const FIRST_SHOP_PORT = Number(process.env.BENCH_SHOP_PORT ?? 3310);
/** Demo members (packages/db/seed/accounts.ts) the orders are spread over. */
const SHOPPER_MOBILES = ['0912000000', '0912000001', '0912000003'];
export const PRODUCT_ID = 1;
export const PLENTY = 10_000_000;

/** The body a shopper submits: one unit of one product, 7-ELEVEN pickup, member carrier, sandbox payment. */
export const ORDER_BODY = JSON.stringify({
  carts: { cart: [{ productId: PRODUCT_ID, quantity: 1 }] },
  ship_method: 'seven',
  recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
  invoice: { invoice_type: 'member' },
  pay_method: 'sandbox',
});

export interface BenchDatabase {
  handle: DatabaseHandle;
  name?: string;
  url?: string;
  drop: () => Promise<void>;
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, migrated, seeded database: PGlite in memory, or a database of its own on the PostgreSQL server. */
export async function freshDatabase(kind: 'pglite' | 'postgres', poolSize = 10): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    await seedDemoShop(handle.db);
    return { handle, drop: () => handle.close() };
  }
  const name = `shop_bench_checkout_${randomUUID().slice(0, 8)}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize });
  await handle.migrate();
  await seedDemoShop(handle.db);
  return {
    handle,
    name,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function shopperTokens(db: Database): Promise<string[]> {
  const members = await db
    .select({ id: schema.members.member_id })
    .from(schema.members)
    .where(inArray(schema.members.member_mobile, SHOPPER_MOBILES));
  if (members.length === 0) throw new Error('no demo members to order with (seed?)');
  return Promise.all(members.map((m) => createSession(db, m.id)));
}

/** Every product plentiful (gifts the seeded promotions add must not run out), the measured one at `stock`. */
export async function setStock(db: Database, stock: number): Promise<void> {
  await db.update(schema.products).set({ stock: PLENTY });
  await db.update(schema.products).set({ stock }).where(eq(schema.products.p_id, PRODUCT_ID));
}

export async function countOrders(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.orders);
  return row?.n ?? 0;
}

export async function stockOf(db: Database): Promise<number> {
  const [row] = await db
    .select({ stock: schema.products.stock })
    .from(schema.products)
    .where(eq(schema.products.p_id, PRODUCT_ID));
  return row?.stock ?? Number.NaN;
}

/** The order and its line copied from a stored order, as a bare INSERT writes them again and again. */
export async function bareOrderRows(db: Database) {
  const [template] = await db.select().from(schema.orders).limit(1);
  const [line] = await db.select().from(schema.orderLines).limit(1);
  if (!template || !line) throw new Error('no order to copy for the bare INSERT');
  const { ordermain_id: _id, ordermain_sn: _sn, idempotency_key: _key, ...copied } = template;
  // Rows only, as before migration 0012: the copied order must not take stock through the trigger.
  const order = { ...copied, takes_stock: false };
  const { ordersub_id: _line, ordermain_id: _owner, ...lineValues } = line;
  return async () => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.orders)
        .values({ ...order, ordermain_sn: randomUUID(), idempotency_key: randomUUID() })
        .returning({ id: schema.orders.ordermain_id });
      await tx.insert(schema.orderLines).values({ ...lineValues, ordermain_id: row!.id });
    });
  };
}

/** The same rows create-order stores (an order and its line, in one transaction) inserted bare, 50 at a time. */
export async function bareInserts(db: Database, seconds: number): Promise<number> {
  const insertOne = await bareOrderRows(db);
  const deadline = Date.now() + seconds * 1000;
  let inserted = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      await insertOne();
      inserted += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return inserted / seconds;
}

/**
 * SHOP_PROCESSES shops on one database, started one after the other (the first start migrates; neither
 * seeds a database that has rows), each put in `shops` as soon as it answers so the caller can stop it.
 */
export async function startShops(database: BenchDatabase, shops: Started[], nodeFlags?: string[]) {
  const env = {
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: String(PLENTY),
    LOG_LEVEL: 'warn',
    PAGE_CACHE_SECONDS: '0',
  };
  for (let i = 0; i < SHOP_PROCESSES; i += 1)
    shops.push(await startShop(FIRST_SHOP_PORT + i, env, null, nodeFlags));
}

/**
 * create-order at CONNECTIONS connections split over the shops, each order with its own Idempotency-Key,
 * for `seconds` or until `orders` requests in all were answered; `headers` are sent too (a browser's).
 */
export async function loadShops(
  shops: readonly { url: string }[],
  tokens: string[],
  until: { seconds: number } | { orders: number },
  headers: Record<string, string> = {},
) {
  const perShop = Math.ceil(CONNECTIONS / shops.length);
  let next = 0;
  const results = await Promise.all(
    shops.map((shop) =>
      autocannon({
        url: shop.url,
        connections: perShop,
        ...('seconds' in until
          ? { duration: until.seconds }
          : { amount: Math.ceil(until.orders / shops.length) }),
        requests: [
          {
            method: 'POST',
            path: `${API}/create-order`,
            body: ORDER_BODY,
            setupRequest: (request) => {
              next += 1;
              request.headers = {
                ...request.headers,
                ...headers,
                'content-type': 'application/json',
                'accept-encoding': 'gzip, deflate, br',
                authorization: `Bearer ${tokens[next % tokens.length]}`,
                'idempotency-key': randomUUID(),
              };
              return request;
            },
          },
        ],
      }),
    ),
  );
  return {
    perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    ok: results.reduce((sum, r) => sum + r['2xx'], 0),
    failed: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}
