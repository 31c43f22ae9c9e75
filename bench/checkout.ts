// npm run bench:checkout -w @shop/bench (issue 12; README, Performance):
// 1. the race: RACE_SHOPPERS simultaneous create-order calls for a product with RACE_STOCK in stock must
//    make exactly RACE_STOCK orders and leave stock 0, on PGlite and on PostgreSQL;
// 2. orders per second on PostgreSQL: two shop processes sharing one database, 50 connections between
//    them, printed beside a bare INSERT of the same rows (order + line, one transaction) in the same run.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApiApp, createSession } from '@shop/api';
import { type Database, type DatabaseHandle, openDatabase, schema } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import autocannon from 'autocannon';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Started, startShop } from './processes.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API = '/front-stage/v1';
const RACE_SHOPPERS = 200;
const RACE_STOCK = 10;
const CONNECTIONS = 50;
const SHOP_PROCESSES = 2;
const FIRST_SHOP_PORT = Number(process.env.BENCH_SHOP_PORT ?? 3310);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const ORDERS_PER_SECOND_GOAL = 300;
/** Demo members (packages/db/seed/accounts.ts) the orders are spread over. */
const SHOPPER_MOBILES = ['0912000000', '0912000001', '0912000003'];
const PRODUCT_ID = 1;
const PLENTY = 10_000_000;

/** The body a shopper submits: one unit of one product, 7-ELEVEN pickup, member carrier, sandbox payment. */
const ORDER_BODY = JSON.stringify({
  carts: { cart: [{ productId: PRODUCT_ID, quantity: 1 }] },
  ship_method: 'seven',
  recipient: { name: '林小安', mobile: '0912000000', store_id: '201001' },
  invoice: { invoice_type: 'member' },
  pay_method: 'sandbox',
});

// ---------- databases ----------

interface BenchDatabase {
  handle: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, migrated, seeded database: PGlite in memory, or a database of its own on the PostgreSQL server. */
async function freshDatabase(kind: 'pglite' | 'postgres', poolSize = 10): Promise<BenchDatabase> {
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
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function shopperTokens(db: Database): Promise<string[]> {
  const members = await db
    .select({ id: schema.members.member_id })
    .from(schema.members)
    .where(inArray(schema.members.member_mobile, SHOPPER_MOBILES));
  if (members.length === 0) throw new Error('no demo members to order with (seed?)');
  return Promise.all(members.map((m) => createSession(db, m.id)));
}

/** Every product plentiful (gifts the seeded promotions add must not run out), the measured one at `stock`. */
async function setStock(db: Database, stock: number): Promise<void> {
  await db.update(schema.products).set({ stock: PLENTY });
  await db.update(schema.products).set({ stock }).where(eq(schema.products.p_id, PRODUCT_ID));
}

async function countOrders(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.orders);
  return row?.n ?? 0;
}

async function stockOf(db: Database): Promise<number> {
  const [row] = await db
    .select({ stock: schema.products.stock })
    .from(schema.products)
    .where(eq(schema.products.p_id, PRODUCT_ID));
  return row?.stock ?? Number.NaN;
}

// ---------- 1. the race ----------

async function raceCheck(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const database = await freshDatabase(kind);
  const { db } = database.handle;
  const app = buildApiApp({ db, rateLimit: false, corsOrigins: [] });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const tokens = await shopperTokens(db);
    await setStock(db, RACE_STOCK);
    const before = await countOrders(db);
    const statuses = await Promise.all(
      Array.from({ length: RACE_SHOPPERS }, async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${port}${API}/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[i % tokens.length]}`,
            'idempotency-key': randomUUID(),
          },
          body: ORDER_BODY,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const created = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 409).length;
    const orders = (await countOrders(db)) - before;
    const stock = await stockOf(db);
    const ok =
      created === RACE_STOCK &&
      refused === RACE_SHOPPERS - RACE_STOCK &&
      orders === RACE_STOCK &&
      stock === 0;
    console.log(
      `race on ${kind}: ${RACE_SHOPPERS} simultaneous checkouts, ${RACE_STOCK} in stock → ${created} × 200, ${refused} × 409, ` +
        `${orders} orders stored, stock ${stock}: ${ok ? 'OK' : 'FAILED'}`,
    );
    return ok;
  } finally {
    await app.close();
    await database.drop();
  }
}

// ---------- 2. orders per second ----------

async function loadShops(shops: Started[], tokens: string[], seconds: number) {
  const perShop = Math.ceil(CONNECTIONS / shops.length);
  let next = 0;
  const results = await Promise.all(
    shops.map((shop) =>
      autocannon({
        url: shop.url,
        connections: perShop,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: `${API}/create-order`,
            body: ORDER_BODY,
            setupRequest: (request) => {
              next += 1;
              request.headers = {
                ...request.headers,
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

/** The same rows create-order stores (an order and its line, in one transaction) inserted bare, 50 at a time. */
async function bareInserts(db: Database, seconds: number): Promise<number> {
  const [template] = await db.select().from(schema.orders).limit(1);
  const [line] = await db.select().from(schema.orderLines).limit(1);
  if (!template || !line) throw new Error('no order to copy for the bare INSERT');
  const { ordermain_id: _id, ordermain_sn: _sn, idempotency_key: _key, ...copied } = template;
  // Rows only, as before migration 0012: the copied order must not take stock through the trigger.
  const order = { ...copied, takes_stock: false };
  const { ordersub_id: _line, ordermain_id: _owner, ...lineValues } = line;
  const deadline = Date.now() + seconds * 1000;
  let inserted = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(schema.orders)
          .values({ ...order, ordermain_sn: randomUUID(), idempotency_key: randomUUID() })
          .returning({ id: schema.orders.ordermain_id });
        await tx.insert(schema.orderLines).values({ ...lineValues, ordermain_id: row!.id });
      });
      inserted += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return inserted / seconds;
}

async function throughput(): Promise<boolean> {
  const database = await freshDatabase('postgres', CONNECTIONS);
  const { db } = database.handle;
  const shops: Started[] = [];
  try {
    const tokens = await shopperTokens(db);
    await setStock(db, PLENTY);
    const env = {
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: String(PLENTY),
      LOG_LEVEL: 'warn',
      PAGE_CACHE_SECONDS: '0',
    };
    // One after the other: the first start migrates; neither seeds a database that has rows.
    for (let i = 0; i < SHOP_PROCESSES; i += 1) shops.push(await startShop(FIRST_SHOP_PORT + i, env, null));
    if (WARM_UP_SECONDS > 0) await loadShops(shops, tokens, WARM_UP_SECONDS);
    const before = await countOrders(db);
    const load = await loadShops(shops, tokens, DURATION_SECONDS);
    const stored = (await countOrders(db)) - before;
    const bare = await bareInserts(db, DURATION_SECONDS);
    const ratio = load.perSecond / bare;
    console.log(
      `create-order on PostgreSQL, ${SHOP_PROCESSES} shop processes, ${CONNECTIONS} connections: ` +
        `${Math.round(load.perSecond)} orders/s, p99 ${load.p99} ms, ${load.ok} answered 200 and ${stored} stored, ` +
        `${load.failed} failed (goal ≥ ${ORDERS_PER_SECOND_GOAL} orders/s)`,
    );
    console.log(
      `bare INSERT of the same rows, same run, ${CONNECTIONS} connections: ${Math.round(bare)} orders/s; ratio ${ratio.toFixed(2)}`,
    );
    console.log('Processes are not pinned: two shops, PostgreSQL and the load generator share the cores.');
    // Orders still in flight when the load stops are stored without an answer being counted.
    const accounted = stored >= load.ok && stored <= load.ok + CONNECTIONS;
    return load.failed === 0 && accounted && load.perSecond >= ORDERS_PER_SECOND_GOAL;
  } finally {
    for (const shop of shops) await shop.stop();
    await database.drop();
  }
}

async function main() {
  const raced = [await raceCheck('pglite'), await raceCheck('postgres')];
  const fast = process.env.SKIP_LOAD === '1' ? true : await throughput();
  if (raced.includes(false) || !fast) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
