// `npx tsx kill-mid-burst.ts` (from bench/): issue 22's target "kill -9 of a process mid-burst → 0 half
// orders". Two shop processes started as `npm start` starts them share a fresh PostgreSQL database; a burst
// of sandbox create-order calls goes to both (50 connections, BURST_SECONDS), and KILL_AFTER_SECONDS into it
// one server process gets SIGKILL. Then every order the burst stored must be whole: its lines, its payment
// attempt with the sandbox's record and transaction id (all one statement, decision 063), and exactly the
// product stock its lines took. Exits 1 when any order is not.
import { readFileSync } from 'node:fs';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import {
  freshDatabase,
  loadShops,
  PLENTY,
  PRODUCT_ID,
  setStock,
  shopperTokens,
  startShops,
  stockOf,
} from './checkout-setup.ts';
import type { Started } from './processes.ts';

const BURST_SECONDS = Number(process.env.BURST_SECONDS ?? 8);
const KILL_AFTER_SECONDS = Number(process.env.KILL_AFTER_SECONDS ?? 3);
const START_STOCK = 1_000_000;
const SETTLE_MS = 1000;

/** The server process a shop runs: start.mjs spawns the compiled server. */
function serverPid(shop: Started): number {
  const pid = shop.child.pid!;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const server = children.find((child) =>
    readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('dist/main.js'),
  );
  if (server === undefined) throw new Error(`shop ${pid} runs no server process`);
  return server;
}

/** Counts over the orders the burst made (they have an Idempotency-Key; the demo's own orders do not). */
const CHECKS = {
  orders: 'select count(*)::int n from orders where idempotency_key is not null',
  ordersWithoutLines: `select count(*)::int n from orders o where o.idempotency_key is not null
    and not exists (select 1 from order_lines l where l.ordermain_id = o.ordermain_id)`,
  ordersWithoutAttempt: `select count(*)::int n from orders o where o.idempotency_key is not null
    and o.ordermain_total > 0 and not exists (select 1 from payments p where p.ordermain_id = o.ordermain_id)`,
  attemptsWithoutRecord: `select count(*)::int n from payments p where p.provider = 'sandbox'
    and (p.provider_transaction_id is null
      or not exists (select 1 from sandbox_payments s where s.payment_ref = p.payment_ref))`,
  recordsWithoutAttempt: `select count(*)::int n from sandbox_payments s
    where not exists (select 1 from payments p where p.payment_ref = s.payment_ref)`,
  unitsOrdered: `select coalesce(sum(l.ordersub_count), 0)::int n from order_lines l join orders o using (ordermain_id)
    where o.idempotency_key is not null and o.takes_stock and l.p_id = ${PRODUCT_ID}`,
} as const;

const database = await freshDatabase('postgres', 50);
const { db } = database.handle;
const shops: Started[] = [];
try {
  const tokens = await shopperTokens(db);
  await setStock(db, PLENTY);
  await db.update(schema.products).set({ stock: START_STOCK }).where(eq(schema.products.p_id, PRODUCT_ID));
  await startShops(database, shops);
  const victim = serverPid(shops[0]!);
  const burst = loadShops(shops, tokens, { seconds: BURST_SECONDS });
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_SECONDS * 1000));
  process.kill(victim, 'SIGKILL');
  const load = await burst;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const counts: Record<string, number> = {};
  for (const [name, text] of Object.entries(CHECKS)) {
    const result = (await db.execute(sql.raw(text))) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]?.n ?? Number.NaN;
  }
  const stockTaken = START_STOCK - (await stockOf(db));
  const whole =
    counts.ordersWithoutLines === 0 &&
    counts.ordersWithoutAttempt === 0 &&
    counts.attemptsWithoutRecord === 0 &&
    counts.recordsWithoutAttempt === 0 &&
    counts.unitsOrdered === stockTaken;
  console.log(
    `SIGKILL of one of ${shops.length} shop processes ${KILL_AFTER_SECONDS} s into a ${BURST_SECONDS} s burst: ` +
      `${load.ok} answered 200, ${load.failed} failed; ${counts.orders} orders stored, ` +
      `${counts.ordersWithoutLines} without lines, ${counts.ordersWithoutAttempt} without their payment attempt, ` +
      `${counts.attemptsWithoutRecord} sandbox attempts without their record, ${counts.recordsWithoutAttempt} records ` +
      `without an attempt; ${counts.unitsOrdered} units ordered, ${stockTaken} taken from stock: ${whole ? 'OK' : 'FAILED'}`,
  );
  if (!whole) process.exitCode = 1;
} finally {
  for (const shop of shops) await shop.stop().catch(() => {});
  await database.drop();
}
