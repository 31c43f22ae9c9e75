// npm run bench: load figures beside a bare Fastify in the same run, and Lighthouse on the home page.
// The shop must be running (npm start); BENCH_URL points elsewhere (default http://localhost:3000).
import { lighthousePages, pageSpeed } from './lighthouse.ts';
import { type LoadResult, measure, startBareFastify } from './load.ts';

const shop = process.env.BENCH_URL ?? 'http://localhost:3000';
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

async function main() {
  const health = await fetch(`${shop}/healthz`).catch(() => null);
  if (!health?.ok) throw new Error(`The shop is not answering at ${shop}: start it with "npm start" first.`);
  const bare = await startBareFastify();
  try {
    for (const target of process.env.SKIP_LOAD ? [] : targets) {
      const baseline = await measure('bare Fastify', bare.url, target.headers);
      const result = await measure(
        target.name,
        target.paths.map((path) => shop + path),
        target.headers,
      );
      printLoad(result, baseline);
    }
  } finally {
    await bare.close();
  }
  if (process.env.SKIP_LIGHTHOUSE) return;
  for (const page of pagesForLighthouse) {
    const speed = await pageSpeed(shop + page);
    console.log(
      `Lighthouse mobile (median of runs) ${speed.url}: performance ${speed.performance}, LCP ${speed.lcpMs} ms, CLS ${speed.cls}, TBT ${speed.tbtMs} ms, JS ${speed.firstLoadJsKbGzip} KB transferred`,
    );
  }
}

function printLoad(result: LoadResult, baseline: LoadResult) {
  const ratio = ((result.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0);
  console.log(
    `${result.name.padEnd(20)} ${String(result.requestsPerSecond).padStart(7)} req/s  p99 ${result.p99Ms} ms  errors ${result.errors}  | bare Fastify ${baseline.requestsPerSecond} req/s  → ${ratio} %`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
