// npm run bench: each load figure of the shop beside a bare Fastify hello-world (the yardstick), both
// in their own process and pinned to the same core in turn, autocannon alone on the other core; then
// Lighthouse on a few pages. The bench starts the shop itself (compiled, as npm start runs it) unless
// BENCH_URL names a running one. The figures, the machine and the command go to bench/results/<date>-run.json.
// Lighthouse measures each page twice, with the page tracker on (the shop as configured) and off (a
// second shop started with PAGE_TRACKER=off, or BENCH_URL_TRACKER_OFF), so issue 25's "Lighthouse score
// and TBT unchanged with tracking on" reads off one run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lighthousePages, missingChineseFontWarning, type PageSpeed, pageSpeed } from './lighthouse.ts';
import { CONNECTIONS, DURATION_SECONDS, type LoadResult, measure } from './load.ts';
import { canPin, LOAD_CORE, pin, SERVER_CORE, type Started, startShop, startYardstick } from './processes.ts';
import { writeBenchResult } from './results.ts';

// The search dropdown's call (limit_count=5, storefront.md §9) over several keywords in turn.
const searchKeywords = ['精華', '維他命C', '保濕', '化妝水', '乳液', '防曬'];
// Requests carry the headers a browser sends (every storefront call comes from one, or from SSR in the
// same process), so answers travel compressed as they do for shoppers. The last line repeats main-menu
// without Accept-Encoding to show what compression is worth; it is not one of the targets.
const apiHeaders = { accept: 'application/json, text/plain, */*', 'accept-encoding': 'gzip, deflate, br' };
const pageHeaders = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const targets = [
  { name: 'main-menu', paths: ['/front-stage/v1/main-menu'], headers: apiHeaders },
  {
    name: `get-keyword-search ×${searchKeywords.length}`,
    paths: searchKeywords.map(
      (keyword) => `/front-stage/v1/get-keyword-search/${encodeURIComponent(keyword)}?limit_count=5`,
    ),
    headers: apiHeaders,
  },
  { name: 'get-sell-pages/15', paths: ['/front-stage/v1/get-sell-pages/15'], headers: apiHeaders },
  { name: 'home SSR', paths: ['/'], headers: pageHeaders },
  { name: 'main-menu, identity', paths: ['/front-stage/v1/main-menu'], headers: {} },
];
// LIGHTHOUSE_PAGES=/,/c-plus measures only those; SKIP_LOAD=1 skips the load part.
const pagesForLighthouse = lighthousePages(['/', '/c-plus', '/c-plus/vitamin-c-serum-15']);

type Shop = Started | { url: string; stop: () => Promise<void> };

/**
 * The shop this run measures: BENCH_URL, or one the bench starts (compiled, fresh data, no rate limit).
 * With `tracker: 'off'` it is a second shop with the page tracker off: BENCH_URL_TRACKER_OFF, or one
 * the bench starts beside the first (null when BENCH_URL is given without BENCH_URL_TRACKER_OFF).
 */
async function openShop(core: string | null, tracker: 'on' | 'off' = 'on'): Promise<Shop | null> {
  if (process.env.BENCH_URL) {
    const url = tracker === 'on' ? process.env.BENCH_URL : process.env.BENCH_URL_TRACKER_OFF;
    if (!url) return null;
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (!health?.ok) throw new Error(`The shop is not answering at ${url}: start it with "npm start" first.`);
    const pid = Number(
      tracker === 'on' ? process.env.BENCH_SHOP_PID : process.env.BENCH_SHOP_PID_TRACKER_OFF,
    );
    if (core !== null && pid > 0) pin(pid, core);
    else console.log(`The shop at ${url} is not pinned to a core (set BENCH_SHOP_PID to pin it).`);
    return { url, stop: async () => {} };
  }
  return startShop(
    Number(process.env.BENCH_SHOP_PORT ?? DEFAULT_SHOP_PORT) + (tracker === 'on' ? 0 : 1),
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bench-')),
      RATE_LIMIT_PER_MINUTE: String(UNLIMITED_REQUESTS_PER_MINUTE),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      PAGE_TRACKER: tracker,
    },
    core,
  );
}

const DEFAULT_SHOP_PORT = 3300;
/** Load runs come from one address: the per-address limit would answer 429 within a second. */
const UNLIMITED_REQUESTS_PER_MINUTE = 1_000_000_000;

async function main() {
  const pinning = canPin();
  if (pinning) {
    pin(process.pid, LOAD_CORE);
    console.log(
      `Pinned: autocannon on core ${LOAD_CORE}; the shop and the yardstick on core ${SERVER_CORE}, measured in turn.`,
    );
  } else {
    console.log('Not pinned (taskset missing or one core): load generator and servers share the cores.');
  }
  const serverCore = pinning ? SERVER_CORE : null;
  const record: RunResults = {
    pinned: pinning,
    connections: CONNECTIONS,
    secondsPerFigure: DURATION_SECONDS,
    rounds: ROUNDS,
    load: [],
    lighthouse: [],
  };
  try {
    await measureAll(record, serverCore, pinning);
  } finally {
    if (record.load.length > 0 || record.lighthouse.length > 0) {
      console.log(`Results written to ${path.relative(process.cwd(), writeBenchResult('run', record))}`);
    }
  }
}

/** What `npm run bench` writes to bench/results/<date>-run.json. */
interface RunResults {
  pinned: boolean;
  connections: number;
  secondsPerFigure: number;
  rounds: number;
  load: LoadFigure[];
  lighthouse: Array<PageSpeed & { pageTracker: 'on' | 'off' }>;
}

interface LoadFigure {
  name: string;
  shopRequestsPerSecond: number[];
  bareFastifyRequestsPerSecond: number[];
  shopP99Ms: number[];
  errors: number;
  ratios: number[];
  medianRatio: number;
}

async function measureAll(record: RunResults, serverCore: string | null, pinning: boolean) {
  const shop = (await openShop(serverCore))!;
  const yardstick = await startYardstick(serverCore);
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s per figure after a warm-up, ${ROUNDS} rounds of shop and yardstick back to back.`,
  );
  try {
    for (const target of process.env.SKIP_LOAD ? [] : targets) {
      const pairs: Pair[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const measureShop = () =>
          measure(
            target.name,
            target.paths.map((path) => shop.url + path),
            target.headers,
          );
        const measureYardstick = () => measure('bare Fastify', yardstick.url, target.headers);
        // Every other round the shop goes first, so a machine that speeds up or slows down during a
        // round does not always favour the same side.
        if (round % 2 === 0) {
          const baseline = await measureYardstick();
          pairs.push({ baseline, result: await measureShop() });
        } else {
          const result = await measureShop();
          pairs.push({ baseline: await measureYardstick(), result });
        }
      }
      record.load.push(printLoad(target.name, pairs));
    }
  } finally {
    await yardstick.stop();
  }
  try {
    if (process.env.SKIP_LIGHTHOUSE) return;
    // Lighthouse's browser gets both cores back; it measures one page at a time.
    if (pinning) pin(process.pid, ALL_CORES);
    const fontWarning = missingChineseFontWarning();
    if (fontWarning) console.warn(fontWarning);
    await measurePageSpeed(record, shop, serverCore);
  } finally {
    await shop.stop();
  }
}

/**
 * Lighthouse on each page with the page tracker on and then off, one page at a time; the second shop
 * (tracker off) runs only for this part, on the same core as the first.
 */
async function measurePageSpeed(record: RunResults, shop: Shop, serverCore: string | null) {
  const trackerOff = await openShop(serverCore, 'off');
  if (!trackerOff)
    console.log('BENCH_URL without BENCH_URL_TRACKER_OFF: Lighthouse with the tracker on only.');
  try {
    for (const page of pagesForLighthouse) {
      for (const [pageTracker, measured] of [
        ['on', shop],
        ['off', trackerOff],
      ] as const) {
        if (!measured) continue;
        const speed = await pageSpeed(measured.url + page);
        record.lighthouse.push({ ...speed, pageTracker });
        console.log(
          `Lighthouse mobile, tracker ${pageTracker.padEnd(3)} (each figure the median of its runs) ${page}: performance ${speed.performance}, LCP ${speed.lcpMs} ms, CLS ${speed.cls}, TBT ${speed.tbtMs} ms (runs: ${speed.tbtRunsMs?.join(', ')}), JS ${speed.firstLoadJsKbGzip} KB transferred`,
        );
      }
    }
  } finally {
    await trackerOff?.stop();
  }
}

const ALL_CORES = `${LOAD_CORE},${SERVER_CORE}`;

interface Pair {
  baseline: LoadResult;
  result: LoadResult;
}

/**
 * Rounds of shop and yardstick measured back to back (BENCH_ROUNDS, default 3): the shared machine's
 * speed drifts by tens of percent within minutes, and a ratio is only fair between neighbours.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function printLoad(name: string, pairs: Pair[]): LoadFigure {
  const ratios = pairs.map(({ result, baseline }) => result.requestsPerSecond / baseline.requestsPerSecond);
  const shop = pairs.map(({ result }) => result.requestsPerSecond);
  const bare = pairs.map(({ baseline }) => baseline.requestsPerSecond);
  const p99 = pairs.map(({ result }) => result.p99Ms);
  const errors = pairs.reduce((sum, { result }) => sum + result.errors, 0);
  console.log(
    `${name.padEnd(24)} shop ${shop.join(' / ')} req/s (p99 ${p99.join(' / ')} ms, errors ${errors})  bare Fastify ${bare.join(' / ')} req/s  ratio ${ratios.map((r) => r.toFixed(2)).join(' / ')}, median ${median(ratios).toFixed(2)}`,
  );
  const rounded = (ratio: number) => Math.round(ratio * 100) / 100;
  return {
    name,
    shopRequestsPerSecond: shop,
    bareFastifyRequestsPerSecond: bare,
    shopP99Ms: p99,
    errors,
    ratios: ratios.map(rounded),
    medianRatio: rounded(median(ratios)),
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
