// bench:admin-orders — the back office's order list on PostgreSQL with many orders (issue 26: with
// 1,000,000 orders a filtered first page p95 ≤ 100 ms; the CSV export of 100,000 orders streams in
// ≤ 15 s with the memory flat). Orders are made by one INSERT … SELECT over generate_series per 100,000
// (never one INSERT per order), spread over the last 365 days, the statuses, the payment and delivery
// methods and the demo members; then ANALYZE. Each query of the list (no filter, each filter, search by
// order number, mobile and name, a page deep in the keyset) runs BENCH_REPEATS times and prints p50 and
// p99; the CSV export is timed at two sizes (the paid orders, then every order) with the process's peak RSS
// and heap growth over each, to show whether memory follows the size.
//
//   npm run bench:admin-orders -w @shop/bench   (BENCH_ORDERS, BENCH_REPEATS, BENCH_DEEP_PAGES, BENCH_DATABASE_URL)
import { sql } from 'drizzle-orm';
import { listOrders } from '../apps/api/src/modules/back-office/staff-orders.repository.ts';
import { ordersCsv } from '../apps/api/src/modules/back-office/staff-orders-export.ts';
import { freshDatabase } from './checkout-setup.ts';
import { writeBenchResult } from './results.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 50);
const DEEP_PAGES = Number(process.env.BENCH_DEEP_PAGES ?? 200);
const CHUNK = 100_000;
const GOAL_P95_MS = 100;

type Query = Parameters<typeof listOrders>[1];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(run: () => Promise<unknown>, repeats: number) {
  const ms: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

type ExportFilters = Parameters<typeof ordersCsv>[1];
type ExportRun = {
  rows: number;
  bytes: number;
  seconds: number;
  rss_growth_mb: number;
  heap_growth_mb: number;
  /** The live heap's growth after a full collection every 20 chunks (10,000 orders) (null without node --expose-gc). */
  live_heap_growth_mb: number | null;
};
const gc = (globalThis as { gc?: () => void }).gc;
const EXPORT_SIZES: Record<string, ExportFilters> = { 'status 1 (paid)': { status: 1 }, 'every order': {} };

/** One CSV export read to its end: its time and the process's peak RSS and heap growth over it. */
async function timedExport(db: Parameters<typeof ordersCsv>[0], filters: ExportFilters): Promise<ExportRun> {
  gc?.();
  const before = process.memoryUsage();
  let peakLive = before.heapUsed;
  let chunks = 0;
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let bytes = 0;
  let rows = -1; // the header line
  const start = performance.now();
  for await (const chunk of ordersCsv(db, filters)) {
    bytes += Buffer.byteLength(chunk);
    rows += chunk.split('\r\n').length - 1;
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    if (gc && ++chunks % 20 === 0) {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
  }
  const mb = (n: number) => n / 1024 / 1024;
  return {
    rows,
    bytes,
    seconds: (performance.now() - start) / 1000,
    rss_growth_mb: mb(peakRss - before.rss),
    heap_growth_mb: mb(peakHeap - before.heapUsed),
    live_heap_growth_mb: gc ? mb(peakLive - before.heapUsed) : null,
  };
}

async function main() {
  const bench = await freshDatabase('postgres', 4);
  const { db } = bench.handle;
  try {
    const loadStart = performance.now();
    for (let from = 1; from <= ORDERS; from += CHUNK) {
      const to = Math.min(ORDERS, from + CHUNK - 1);
      await db.execute(sql`
        insert into orders (ordermain_sn, member_id, ordermain_status, ordermain_dt1, merchandise_total,
          ordermain_total, ship_method, recipient_name, ordermain_mobile, invoice_type, pay_method)
        -- The shop's own order-number shape (MR + YYMMDD + '-' + 10), which its search recognises.
        select 'MR261202-' || lpad(g::text, 10, '0'),
               (select array_agg(member_id order by member_id) from members)[1 + g % (select count(*) from members)::int],
               (array[0, 1, 2, 3, 4, 6, 10, 11])[1 + g % 8],
               now() - (g % 525600) * interval '1 minute' - (g / 525600) * interval '1 second',
               1000 + g % 5000, 1000 + g % 5000,
               (array['home', 'seven', 'family'])[1 + g % 3],
               (array['陳美玲', '林小安', '王雅婷', '張怡君', '黃欣妤'])[1 + g % 5] || (g % 997)::text,
               '09' || lpad((g % 100000000)::text, 8, '0'),
               (array['member', 'mobile', 'donate', 'company'])[1 + g % 4],
               (array['linepay', 'card', 'cod', 'atm'])[1 + g % 4]
        from generate_series(${from}::int, ${to}::int) as g`);
      console.log(`orders loaded: ${to}`);
    }
    await db.execute(sql`analyze orders`);
    const loadSeconds = (performance.now() - loadStart) / 1000;

    const some = `MR261202-${String(Math.floor(ORDERS / 2)).padStart(10, '0')}`;
    const week = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const cases: Record<string, Omit<Query, 'limit'>> = {
      'first page, no filter': {},
      'status 1 (paid)': { status: 1 },
      'pay_method cod': { pay_method: 'cod' },
      'ship_method seven': { ship_method: 'seven' },
      'one week': { from: week(14), to: week(7) },
      'status 3 and one week': { status: 3, from: week(14), to: week(7) },
      member: { member_id: 1 },
      'search order number': { q: some },
      'search mobile': { q: `09${String(Math.floor(ORDERS / 3)).padStart(8, '0')}` },
      'search name': { q: '張怡君12' },
    };
    const results: Record<string, { p50: number; p95: number; p99: number }> = {};
    for (const [name, filters] of Object.entries(cases)) {
      results[name] = await timed(() => listOrders(db, { ...filters, limit: 50 } as Query), REPEATS);
      console.log(name, results[name]);
    }
    // A page deep in the keyset: walk DEEP_PAGES pages once, then time the page after the last cursor.
    let after: string | undefined;
    for (let page = 0; page < DEEP_PAGES; page++)
      after =
        (await listOrders(db, { limit: 50, ...(after ? { after } : {}) } as Query)).next_cursor ?? undefined;
    results[`page ${DEEP_PAGES + 1}`] = await timed(
      () => listOrders(db, { limit: 50, ...(after ? { after } : {}) } as Query),
      REPEATS,
    );
    console.log(`page ${DEEP_PAGES + 1}`, results[`page ${DEEP_PAGES + 1}`]);

    // The export at two sizes (the paid orders, an eighth; then every order): "flat" memory means the growth
    // does not follow the size.
    const exports: Record<string, ExportRun> = {};
    for (const [name, filters] of Object.entries(EXPORT_SIZES)) {
      exports[name] = await timedExport(db, filters);
      const run = exports[name];
      console.log(
        `CSV export of ${name}: ${run.rows} orders, ${run.bytes} bytes in ${run.seconds.toFixed(1)} s, RSS +${run.rss_growth_mb.toFixed(0)} MB, heap +${run.heap_growth_mb.toFixed(0)} MB, live heap after collections +${run.live_heap_growth_mb?.toFixed(1) ?? '? (run node with --expose-gc)'} MB`,
      );
    }
    const worstP95 = Math.max(...Object.values(results).map((r) => r.p95));
    console.log(
      `worst p95 ${worstP95.toFixed(1)} ms (goal ≤ ${GOAL_P95_MS} ms): ${worstP95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`,
    );
    writeBenchResult('admin-orders', {
      orders: ORDERS,
      load_seconds: loadSeconds,
      queries: results,
      exports,
    });
  } finally {
    await bench.drop();
  }
}

await main();
