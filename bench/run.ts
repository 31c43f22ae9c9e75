// npm run bench: each load figure of the shop beside a bare Fastify hello-world (the yardstick), both
// in their own process and pinned to the same core in turn, autocannon alone on the other core; then
// Lighthouse on a few pages. The bench starts the shop itself (compiled, as npm start runs it) unless
// BENCH_URL names a running one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lighthousePages, pageSpeed } from './lighthouse.ts';
import { CONNECTIONS, DURATION_SECONDS, type LoadResult, measure } from './load.ts';
import { canPin, LOAD_CORE, pin, SERVER_CORE, type Started, startShop, startYardstick } from './processes.ts';

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

/** The shop this run measures: BENCH_URL, or one the bench starts (compiled, fresh data, no rate limit). */
async function openShop(core: string | null): Promise<Started | { url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL;
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (!health?.ok) throw new Error(`The shop is not answering at ${url}: start it with "npm start" first.`);
    const pid = Number(process.env.BENCH_SHOP_PID);
    if (core !== null && pid > 0) pin(pid, core);
    else console.log(`The shop at ${url} is not pinned to a core (set BENCH_SHOP_PID to pin it).`);
    return { url, stop: async () => {} };
  }
  return startShop(
    Number(process.env.BENCH_SHOP_PORT ?? DEFAULT_SHOP_PORT),
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bench-')),
      RATE_LIMIT_PER_MINUTE: String(UNLIMITED_REQUESTS_PER_MINUTE),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
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
  const shop = await openShop(serverCore);
  const yardstick = await startYardstick(serverCore);
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s per figure after a warm-up.`);
  try {
    for (const target of process.env.SKIP_LOAD ? [] : targets) {
      const baseline = await measure('bare Fastify', yardstick.url, target.headers);
      const result = await measure(
        target.name,
        target.paths.map((path) => shop.url + path),
        target.headers,
      );
      printLoad(result, baseline);
    }
  } finally {
    await yardstick.stop();
  }
  try {
    if (process.env.SKIP_LIGHTHOUSE) return;
    // Lighthouse's browser gets both cores back; it measures one page at a time.
    if (pinning) pin(process.pid, ALL_CORES);
    for (const page of pagesForLighthouse) {
      const speed = await pageSpeed(shop.url + page);
      console.log(
        `Lighthouse mobile (median of runs) ${speed.url}: performance ${speed.performance}, LCP ${speed.lcpMs} ms, CLS ${speed.cls}, TBT ${speed.tbtMs} ms, JS ${speed.firstLoadJsKbGzip} KB transferred`,
      );
    }
  } finally {
    await shop.stop();
  }
}

const ALL_CORES = `${LOAD_CORE},${SERVER_CORE}`;

function printLoad(result: LoadResult, baseline: LoadResult) {
  const ratio = (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  console.log(
    `${result.name.padEnd(24)} shop ${String(result.requestsPerSecond).padStart(6)} req/s (p99 ${result.p99Ms} ms, errors ${result.errors})  bare Fastify ${String(baseline.requestsPerSecond).padStart(6)} req/s  ratio ${ratio}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
