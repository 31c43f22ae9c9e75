// npm run bench:checkout -w @shop/bench (issue 12; README, Performance):
// 1. the race: RACE_SHOPPERS simultaneous create-order calls for a product with RACE_STOCK in stock must
//    make exactly RACE_STOCK orders and leave stock 0, on PGlite and on PostgreSQL;
// 2. orders per second on PostgreSQL: two shop processes sharing one database, 50 connections between
//    them, printed beside a bare INSERT of the same rows (order + line, one transaction) in the same run.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApiApp } from '@shop/api';
import type { Database } from '@shop/db';
import {
  API,
  bareInserts,
  CONNECTIONS,
  countOrders,
  freshDatabase,
  loadShops,
  ORDER_BODY,
  PLENTY,
  SHOP_PROCESSES,
  setStock,
  shopperTokens,
  startShops,
  stockOf,
} from './checkout-setup.ts';
import type { Started } from './processes.ts';

const RACE_SHOPPERS = 200;
const RACE_STOCK = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const ORDERS_PER_SECOND_GOAL = 300;

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

/** Time to wait between two counts when checking that no order is still being committed. */
const SETTLE_POLL_MS = 100;

/**
 * The order count once it stops moving: the warm-up's requests still in flight when it ends commit after
 * it, and counting them in the measured window would make more orders stored than answered.
 */
async function settledOrderCount(db: Database): Promise<number> {
  let previous = await countOrders(db);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const current = await countOrders(db);
    if (current === previous) return current;
    previous = current;
  }
}

async function throughput(): Promise<boolean> {
  const database = await freshDatabase('postgres', CONNECTIONS);
  const { db } = database.handle;
  const shops: Started[] = [];
  try {
    const tokens = await shopperTokens(db);
    await setStock(db, PLENTY);
    await startShops(database, shops);
    if (WARM_UP_SECONDS > 0) await loadShops(shops, tokens, { seconds: WARM_UP_SECONDS });
    const before = await settledOrderCount(db);
    const load = await loadShops(shops, tokens, { seconds: DURATION_SECONDS });
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
