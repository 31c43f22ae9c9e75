// bench:events — page-view ingest (storefront.md §7.9, issue 25): POST event-logger/page-view on a shop
// process writing to PostgreSQL, beside a bare Fastify answering a POST of the same body, in the same run,
// each server in its own process. With taskset and two cores, the load generator (this process) runs on
// one core and the measured server on the other, measured in turn; PostgreSQL is not pinned and shares
// the machine. After each shop round the rows in tracking_events are counted against the 2xx answers.
//
//   npm run bench:events -w @shop/bench   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_EVENTS_PER_REQUEST, BENCH_DATABASE_URL)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { freshDatabase } from './checkout-setup.ts';
import { canPin, LOAD_CORE, pin, SERVER_CORE, startShop, startYardstick } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SHOP_PORT = Number(process.env.BENCH_EVENTS_PORT ?? 3610);
const GOAL_EVENTS_PER_SECOND = 5000;
const GOAL_P99_MS = 20;
const UNLIMITED = '1000000000';
/** Events a request carries: 1 is the spec's single object; more is the browser's batch (≤ 50). */
const EVENTS_PER_REQUEST = Number(process.env.BENCH_EVENTS_PER_REQUEST ?? 1);

/** One page view as the storefront sends it 1 s after a route change. */
const ONE_PAGE_VIEW = {
  page: '/c-plus/vitamin-c-serum-15?utm_source=line&utm_campaign=x',
  referrer: '/',
  utm_source: 'line',
  utm_medium: null,
  utm_campaign: 'x',
  utm_term: null,
  utm_content: null,
  from: null,
  source: null,
  vtm_channel: null,
  vtm_stat_id: null,
};
const PAGE_VIEW = JSON.stringify(
  EVENTS_PER_REQUEST === 1 ? ONE_PAGE_VIEW : Array.from({ length: EVENTS_PER_REQUEST }, () => ONE_PAGE_VIEW),
);

interface Result {
  perSecond: number;
  p99: number;
  ok: number;
  failed: number;
}

async function load(url: string): Promise<Result> {
  const options = {
    url,
    method: 'POST' as const,
    body: PAGE_VIEW,
    headers: { 'content-type': 'application/json', 'x-visit-id': 'visitor_1764290000000_benchmark' },
    connections: CONNECTIONS,
  };
  if (WARM_UP_SECONDS > 0) await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.errors + result.non2xx + result.timeouts,
  };
}

const line = (name: string, r: Result) =>
  `${name.padEnd(44)} ${String(Math.round(r.perSecond)).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   ${r.failed} failed`;

async function main() {
  const pinning = canPin();
  const serverCore = pinning ? SERVER_CORE : null;
  if (pinning) pin(process.pid, LOAD_CORE);
  console.log(
    pinning
      ? `Pinned: autocannon on core ${LOAD_CORE}, the measured server on core ${SERVER_CORE}; PostgreSQL not pinned.`
      : 'Not pinned (taskset missing or one core): load generator, servers and PostgreSQL share the cores.',
  );
  const database = await freshDatabase('postgres', 4);
  const { db } = database.handle;
  const count = async () =>
    Number(
      (
        (await db.execute(sql`select count(*)::int as n from tracking_events`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
  const shop = await startShop(
    SHOP_PORT,
    {
      DATABASE_URL: database.url ?? '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bench-events-')),
      RATE_LIMIT_PER_MINUTE: UNLIMITED,
      TRACKING_RATE_LIMIT_PER_MINUTE: UNLIMITED,
      LOG_LEVEL: 'warn',
      SHOP_DEMO: 'true',
      ORDER_EXPIRY_INTERVAL_SECONDS: '0',
      TIER_JOB_INTERVAL_SECONDS: '0',
    },
    serverCore,
    [],
  );
  const yardstick = await startYardstick(serverCore);
  const shopUrl = `${shop.url}/front-stage/v1/event-logger/page-view`;
  const bareUrl = `${yardstick.url}/event`;
  const shops: Result[] = [];
  const bares: Result[] = [];
  let answered = 0;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which goes first, so neither always meets the machine's quieter moment.
      const order = round % 2 === 0 ? (['bare', 'shop'] as const) : (['shop', 'bare'] as const);
      for (const which of order) {
        if (which === 'bare') bares.push(await load(bareUrl));
        else {
          const result = await load(shopUrl);
          shops.push(result);
          answered += result.ok;
        }
      }
      console.log(`round ${round + 1}: ${line('page-view, shop on PostgreSQL', shops.at(-1)!)}`);
      console.log(`round ${round + 1}: ${line('bare Fastify POST, same body', bares.at(-1)!)}`);
    }
    const median = (list: Result[], pick: (r: Result) => number) =>
      [...list].map(pick).sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    const shopRate = median(shops, (r) => r.perSecond);
    const shopP99 = median(shops, (r) => r.p99);
    const bareRate = median(bares, (r) => r.perSecond);
    console.log('');
    console.log(
      `page-view ingest on PostgreSQL (median of ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, ${EVENTS_PER_REQUEST} event(s) a request): ` +
        `${Math.round(shopRate * EVENTS_PER_REQUEST)} events/s (${Math.round(shopRate)} requests/s), p99 ${shopP99} ms (goal ≥ ${GOAL_EVENTS_PER_SECOND}/s, p99 ≤ ${GOAL_P99_MS} ms)`,
    );
    console.log(
      `bare Fastify POST of the same body, same run: ${Math.round(bareRate)} req/s; ratio ${(shopRate / bareRate).toFixed(2)}`,
    );
    // Stopping the shop writes what its buffer still holds (onClose); then every answered event is counted.
    await shop.stop();
    const stored = await count();
    const answeredEvents = answered * EVENTS_PER_REQUEST;
    console.log(
      `rows stored once the shop closed: ${stored} (events answered 2xx in measured rounds: ${answeredEvents}; warm-ups add theirs)`,
    );
    const failed = shops.reduce((sum, r) => sum + r.failed, 0);
    if (failed > 0 || stored < answeredEvents) process.exitCode = 1;
  } finally {
    await yardstick.stop();
    await shop.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
