import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Unmeasured load before each measurement, so both sides are compared warm (JIT, kept answers). */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
export const CONNECTIONS = 50;

/**
 * Runs autocannon for a fixed time (bounded: it stops by itself) after a short warm-up. Several URLs of
 * one origin are requested in turn on every connection, so a call is not measured on a single key.
 */
export async function measure(
  name: string,
  urls: string | string[],
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const list = Array.isArray(urls) ? urls : [urls];
  const origin = new URL(list[0] ?? '').origin;
  const requests = list.map((url) => {
    const { pathname, search } = new URL(url);
    if (new URL(url).origin !== origin) throw new Error(`${url} is not on ${origin}`);
    return { method: 'GET' as const, path: pathname + search, headers };
  });
  const options = { url: origin, requests, connections: CONNECTIONS };
  if (WARM_UP_SECONDS > 0) await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
