// npm run bench:cart -w @shop/bench: get-cart-summary for a 12-line cart that meets three promotions
// (an N-for-N sale event, a match pair and the shop-wide threshold discount), 50 connections.
// The shop runs in its own process (see README, Performance); BENCH_URL points at it. The figures, the
// machine and the command go to bench/results/<date>-cart-summary.json.
import autocannon from 'autocannon';
import { writeBenchResult } from './results.ts';

const shop = process.env.BENCH_URL ?? 'http://localhost:3000';
const API = `${shop}/front-stage/v1`;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = 50;
const CART_LINES = 12;
const P99_GOAL_MS = 20;

// The parts of the promotion answers the bench reads (packages/contracts has the full shapes).
interface SaleEventListAnswer {
  saleEvents: { saleevent_type: string; p_ids: number[] }[];
}
interface MatchPairListAnswer {
  matchPairs: { products: { a: { p_id: number }[]; b: { p_id: number }[] } }[];
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${API}/${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: is the shop running at ${shop}?`);
  return (await res.json()) as T;
}

/** Twelve products: both zones of a match pair, N-for-N products, the rest from the other sale events. */
async function benchCart() {
  const { saleEvents } = await get<SaleEventListAnswer>('get-sale-event-list');
  const { matchPairs } = await get<MatchPairListAnswer>('get-match-pair-list');
  const pair = matchPairs[0];
  const nForN = saleEvents.find((e) => e.saleevent_type === 'n_for_n');
  if (!pair || !nForN) throw new Error('The shop has no open match pair or N-for-N sale event (demo data?)');
  const ids = new Set<number>([
    ...pair.products.a.slice(0, 2).map((p) => p.p_id),
    ...pair.products.b.slice(0, 2).map((p) => p.p_id),
    ...nForN.p_ids.slice(0, 5),
    ...saleEvents.flatMap((e) => e.p_ids),
  ]);
  return [...ids]
    .slice(0, CART_LINES)
    .map((productId, i) => ({ productId, quantity: 1 + (i % 2), selected: true }));
}

async function main() {
  const cart = await benchCart();
  const body = JSON.stringify({ carts: { cart } });
  const check = await fetch(`${API}/get-cart-summary`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const { summary } = (await check.json()) as {
    summary: {
      grandTotalPrice: number;
      saleEventList: unknown[];
      matchPairList: unknown[];
      thresholdBars: unknown[];
    };
  };
  console.log(
    `cart: ${cart.length} lines; ${summary.saleEventList.length} sale-event group(s), ${summary.matchPairList.length} match pair(s), ${summary.thresholdBars.length} threshold bar(s); total ${summary.grandTotalPrice}`,
  );
  const options = {
    url: shop,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST' as const,
        path: '/front-stage/v1/get-cart-summary',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        body,
      },
    ],
  };
  if (WARM_UP_SECONDS > 0) await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const errors = result.errors + result.non2xx;
  console.log(
    `get-cart-summary: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, errors ${errors} (goal p99 ≤ ${P99_GOAL_MS} ms)`,
  );
  const met = errors === 0 && result.latency.p99 <= P99_GOAL_MS;
  const file = writeBenchResult('cart-summary', {
    cartLines: cart.length,
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors,
    p99GoalMs: P99_GOAL_MS,
    met,
  });
  console.log(`Results written to ${file}`);
  if (!met) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
