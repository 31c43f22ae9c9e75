// npm run bench:scale -w @shop/bench (issue 28; README, Performance): what more shop processes behind a
// load balancer are worth on one PostgreSQL. For 1, 2 and 4 processes (BENCH_SCALE_PROCESSES) the
// shops start as `npm start` starts them, behind the round-robin proxy of the two-process smoke test, and
// autocannon measures through the proxy: create-order (orders/s) and cached catalogue reads (req/s), with
// the headers a browser sends. In the same run: a bare INSERT of the same order rows and a bare Fastify
// hello-world through the same proxy and directly, the yardsticks. The load generator and the proxy are
// pinned to core 0, the shops share the other cores; PostgreSQL is not pinned. On a 2-core machine all
// shops share one core, so the curve flattens past one process: the figures say what the proxy and the
// processes cost there, not how the shop scales on a machine with a core per process.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  bareInserts,
  CONNECTIONS,
  freshDatabase,
  loadShops,
  PLENTY,
  setStock,
  shopperTokens,
} from './checkout-setup.ts';
import { DURATION_SECONDS, type LoadResult, measure } from './load.ts';
import {
  canPin,
  LOAD_CORE,
  pin,
  pinnedCommand,
  type Started,
  startShop,
  startYardstick,
} from './processes.ts';
import { writeBenchResult } from './results.ts';

const PROCESS_COUNTS = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,4').split(',').map(Number);
const FIRST_PORT = Number(process.env.BENCH_SCALE_PORT ?? 3330);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

/** What a browser sends with a storefront call (Chrome on a phone, in Traditional Chinese). */
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  accept: 'application/json, text/plain, */*',
  'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
/** Catalogue calls the shop keeps in memory (a category, the menu, a product page), requested in turn. */
const CATALOGUE_PATHS = [
  '/front-stage/v1/main-menu',
  '/front-stage/v1/get-categories',
  '/front-stage/v1/get-sell-pages/15',
  '/front-stage/v1/get-series-list',
];

interface Row {
  processes: number;
  ordersPerSecond: number;
  orderP99Ms: number;
  orderFailures: number;
  /** create-order calls answered 200 in the measured time. */
  ordersAnswered: number;
  catalogue: LoadResult;
}

/** The cores the shops may use: all but the load generator's, or none (unpinned) when pinning is not possible. */
function shopCores(): string[] | null {
  if (!canPin()) return null;
  const cores = cpus().length;
  return Array.from({ length: cores - 1 }, (_, i) => String(i + 1)).filter((core) => core !== LOAD_CORE);
}

/** The round-robin proxy in its own process (on the load generator's core when pinning is possible). */
async function startBalancer(upstreams: string[], core: string | null): Promise<Started> {
  const script = fileURLToPath(new URL('./scale-proxy.ts', import.meta.url));
  const [command, ...args] = pinnedCommand([process.execPath, '--import', 'tsx', script, ...upstreams], core);
  const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the proxy stopped (exit ${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(line.trim()));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, child, stop };
}

async function measureProcesses(
  count: number,
  databaseUrl: string,
  tokens: string[],
  cores: string[] | null,
  loadCore: string | null,
): Promise<Row> {
  const shops: Started[] = [];
  let balancer: Started | null = null;
  try {
    const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: String(PLENTY), LOG_LEVEL: 'warn' };
    for (let i = 0; i < count; i += 1) {
      const core = cores && cores.length > 0 ? (cores[i % cores.length] ?? null) : null;
      shops.push(await startShop(FIRST_PORT + i, env, core));
    }
    balancer = await startBalancer(
      shops.map((shop) => shop.url),
      loadCore,
    );
    const through = [balancer];
    if (WARM_UP_SECONDS > 0) await loadShops(through, tokens, { seconds: WARM_UP_SECONDS }, BROWSER_HEADERS);
    const orders = await loadShops(through, tokens, { seconds: DURATION_SECONDS }, BROWSER_HEADERS);
    const catalogue = await measure(
      `catalogue reads, ${count} process${count === 1 ? '' : 'es'}`,
      CATALOGUE_PATHS.map((path) => `${balancer!.url}${path}`),
      BROWSER_HEADERS,
    );
    return {
      processes: count,
      ordersPerSecond: Math.round(orders.perSecond),
      orderP99Ms: orders.p99,
      orderFailures: orders.failed,
      ordersAnswered: orders.ok,
      catalogue,
    };
  } finally {
    await balancer?.stop();
    for (const shop of shops) await shop.stop();
  }
}

async function yardsticks(core: string | null, loadCore: string | null) {
  const hello = await startYardstick(core);
  const balancer = await startBalancer([hello.url], loadCore);
  try {
    return {
      direct: await measure('bare Fastify, direct', hello.url, BROWSER_HEADERS),
      proxied: await measure('bare Fastify, through the proxy', balancer.url, BROWSER_HEADERS),
    };
  } finally {
    await balancer.stop();
    await hello.stop();
  }
}

async function main() {
  const cores = shopCores();
  const loadCore = cores === null ? null : LOAD_CORE;
  if (loadCore !== null) pin(process.pid, loadCore);
  // The machine's cores (availableParallelism would count only the one this process is now pinned to).
  const machineCores = cpus().length;
  console.log(
    `${machineCores} cores; load generator and proxy ${loadCore === null ? 'not pinned' : `on core ${loadCore}`}, ` +
      `shops on ${cores === null ? 'any core' : `core(s) ${cores.join(',')}`}, PostgreSQL not pinned.`,
  );
  if (machineCores <= 2)
    console.log('On 2 cores every shop process shares one core: the curve flattens past one process.');
  const database = await freshDatabase('postgres', CONNECTIONS);
  try {
    const tokens = await shopperTokens(database.handle.db);
    await setStock(database.handle.db, PLENTY);
    const rows: Row[] = [];
    for (const count of PROCESS_COUNTS) {
      const row = await measureProcesses(count, database.url!, tokens, cores, loadCore);
      rows.push(row);
      console.log(
        `${count} process${count === 1 ? '' : 'es'}: create-order ${row.ordersPerSecond} orders/s ` +
          `(p99 ${row.orderP99Ms} ms, ${row.ordersAnswered} answered 200, ${row.orderFailures} failed); cached catalogue reads ` +
          `${row.catalogue.requestsPerSecond} req/s (p99 ${row.catalogue.p99Ms} ms, ${row.catalogue.errors} errors)`,
      );
    }
    const bareInsert = Math.round(await bareInserts(database.handle.db, DURATION_SECONDS));
    console.log(`bare INSERT of the same order rows, ${CONNECTIONS} connections: ${bareInsert} orders/s`);
    const fastify = await yardsticks(cores?.[0] ?? null, loadCore);
    for (const result of [fastify.direct, fastify.proxied])
      console.log(`${result.name}: ${result.requestsPerSecond} req/s (p99 ${result.p99Ms} ms)`);
    const file = writeBenchResult('scale', {
      processCounts: PROCESS_COUNTS,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      rows,
      bareInsertOrdersPerSecond: bareInsert,
      bareFastify: fastify,
    });
    console.log(`written to ${file}`);
    const failed = rows.some((row) => row.orderFailures > 0 || row.catalogue.errors > 0);
    if (failed) process.exitCode = 1;
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
