// npm run bench:checkout-cost -w @shop/bench: what one create-order costs, rather than how many fit in
// a second (on a machine shared with other work, orders per second is noise):
// 1. round trips per order: create-order answered in the bench process on PostgreSQL, every statement
//    the driver sends counted (each is one round trip), and one order's statements printed;
// 2. CPU per order: two shop processes started as `npm start` starts them on one PostgreSQL database,
//    50 connections, a fixed number of orders; the CPU time (utime + stime, /proc/PID/stat) of the shop
//    processes and of the database's server backends before and after, divided by the orders stored;
//    beside it the backends' and the client's CPU per bare INSERT of the same rows.
// COST_ROUND_TRIPS_ONLY=1 stops after part 1. CPU_PROFILE_DIR=/some/dir writes a V8 CPU profile (--cpu-prof) of each shop process there (the shops
// then run the compiled server directly: `npm run build` first).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildApiApp } from '@shop/api';
import type { Database } from '@shop/db';
import pg from 'pg';
import {
  API,
  type BenchDatabase,
  bareOrderRows,
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
  withAdmin,
} from './checkout-setup.ts';
import type { Started } from './processes.ts';

const COUNTED_ORDERS = Number(process.env.COST_COUNTED_ORDERS ?? 100);
const CPU_ORDERS = Number(process.env.COST_ORDERS ?? 3000);
const WARM_UP_ORDERS = Number(process.env.COST_WARM_UP_ORDERS ?? 1000);
/** Kernel clock ticks per second, the unit of utime and stime in /proc (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const MS_PER_TICK = 1000 / TICKS_PER_SECOND;

// ---------- 1. round trips per order ----------

/** Counts every statement any pg client of this process sends (one Query submitted each), while `work` runs. */
async function countStatements(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const submit = pg.Query.prototype.submit;
  pg.Query.prototype.submit = function (this: pg.Query & { text?: string; name?: string }, ...args) {
    sent.push(this.text ?? this.name ?? '');
    return submit.apply(this, args);
  };
  try {
    await work();
  } finally {
    pg.Query.prototype.submit = submit;
  }
  return sent;
}

async function roundTrips(database: BenchDatabase, token: string): Promise<void> {
  const app = buildApiApp({ db: database.handle.db, rateLimit: false, corsOrigins: [] });
  await app.ready();
  const order = async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/create-order`,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      payload: ORDER_BODY,
    });
    if (res.statusCode !== 200) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`);
  };
  try {
    // The first orders fill what the shop keeps in memory (promotions, stores, compiled serializers).
    for (let i = 0; i < 20; i += 1) await order();
    const one = await countStatements(order);
    console.log(`one order's statements (${one.length}):`);
    for (const statement of one) console.log(`  ${statement.replace(/\s+/g, ' ').slice(0, 110)}`);
    const all = await countStatements(async () => {
      for (let i = 0; i < COUNTED_ORDERS; i += 1) await order();
    });
    console.log(
      `round trips per order over ${COUNTED_ORDERS} orders one after another: ${all.length / COUNTED_ORDERS}`,
    );
  } finally {
    await app.close();
  }
}

// ---------- 2. CPU per order ----------

interface CpuTime {
  user: number;
  system: number;
}

/** CPU time of a process, all its threads, in ms (utime and stime of /proc/PID/stat); null when it has ended. */
function cpuTime(pid: number): CpuTime | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * MS_PER_TICK, system: Number(fields[12]) * MS_PER_TICK };
  } catch {
    return null;
  }
}

/** The server process a shop runs: start.mjs spawns the compiled server (besides esbuild's service, if it compiled). */
function serverPid(shop: Started): number {
  const pid = shop.child.pid!;
  if (process.env.CPU_PROFILE_DIR) return pid;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const server = children.find((child) =>
    readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('dist/main.js'),
  );
  if (server === undefined)
    throw new Error(`shop ${pid} runs no server process (children: ${children.join(' ')})`);
  return server;
}

async function backendPids(databaseName: string): Promise<number[]> {
  return withAdmin(async (admin) => {
    const result = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and backend_type = $2',
      [databaseName, 'client backend'],
    );
    return result.rows.map((row) => row.pid);
  });
}

/** CPU time of a set of processes from now on. */
class CpuMeter {
  private readonly start = new Map<number, CpuTime>();
  constructor(pids: number[]) {
    for (const pid of pids) this.start.set(pid, cpuTime(pid) ?? { user: 0, system: 0 });
  }
  /**
   * CPU used since the start by the starting processes and by `later` ones (counted from 0). A process
   * that ended in between (an idle pool connection the pool closed) is left out, and counted in `ended`.
   */
  spent(later: number[] = []): CpuTime & { ended: number } {
    const spent = { user: 0, system: 0, ended: 0 };
    for (const pid of new Set([...this.start.keys(), ...later])) {
      const now = cpuTime(pid);
      const start = this.start.get(pid) ?? { user: 0, system: 0 };
      if (now === null) spent.ended += 1;
      else {
        spent.user += now.user - start.user;
        spent.system += now.system - start.system;
      }
    }
    return spent;
  }
}

/** "2.31 ms/order (user 1.52, system 0.79)" */
function perOrder(time: CpuTime, orders: number): string {
  const ms = (value: number) => (value / orders).toFixed(2);
  return `${ms(time.user + time.system)} ms/order (user ${ms(time.user)}, system ${ms(time.system)})`;
}

async function cpuPerOrder(database: BenchDatabase, tokens: string[]): Promise<void> {
  const { db } = database.handle;
  const name = database.name!;
  const profileDir = process.env.CPU_PROFILE_DIR;
  const shops: Started[] = [];
  try {
    await startShops(
      database,
      shops,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : undefined,
    );
    await loadShops(shops, tokens, { orders: WARM_UP_ORDERS });
    const servers = shops.map(serverPid);
    const shopMeter = new CpuMeter(servers);
    const databaseMeter = new CpuMeter(await backendPids(name));
    const before = await countOrders(db);
    const started = performance.now();
    const load = await loadShops(shops, tokens, { orders: CPU_ORDERS });
    const seconds = (performance.now() - started) / 1000;
    const stored = (await countOrders(db)) - before;
    const shop = shopMeter.spent();
    const backends = databaseMeter.spent(await backendPids(name));
    if (shop.ended > 0) throw new Error('a shop process ended during the measurement');
    console.log(
      `create-order, ${SHOP_PROCESSES} shop processes, ${CONNECTIONS} connections: ${stored} orders stored ` +
        `(${load.ok} answered 200, ${load.failed} failed) in ${seconds.toFixed(1)} s; ` +
        `shop CPU ${perOrder(shop, stored)}, PostgreSQL backends ${perOrder(backends, stored)}` +
        ` (${backends.ended} idle backends ended and are left out)`,
    );
  } finally {
    for (const shop of shops) await shop.stop();
  }
  await bareCpu(db, name);
}

async function bareCpu(db: Database, name: string): Promise<void> {
  const insertOne = await bareOrderRows(db);
  // Every connection of the pool open before the first reading.
  await Promise.all(Array.from({ length: CONNECTIONS }, insertOne));
  const databaseMeter = new CpuMeter(await backendPids(name));
  const client = process.cpuUsage();
  let left = CPU_ORDERS;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      await insertOne();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const clientUs = process.cpuUsage(client);
  const backends = databaseMeter.spent(await backendPids(name));
  console.log(
    `bare INSERT of the same rows (order + line, one transaction), ${CONNECTIONS} connections, ${CPU_ORDERS} orders: ` +
      `client CPU ${perOrder({ user: clientUs.user / 1000, system: clientUs.system / 1000 }, CPU_ORDERS)}, ` +
      `PostgreSQL backends ${perOrder(backends, CPU_ORDERS)}`,
  );
}

async function main() {
  const database = await freshDatabase('postgres', CONNECTIONS);
  try {
    const tokens = await shopperTokens(database.handle.db);
    await setStock(database.handle.db, PLENTY);
    await roundTrips(database, tokens[0]!);
    // COST_ROUND_TRIPS_ONLY=1: the statement count alone, which a busy machine does not change.
    if (process.env.COST_ROUND_TRIPS_ONLY !== '1') await cpuPerOrder(database, tokens);
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
