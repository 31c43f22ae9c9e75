// The load balancer of bench:scale in its own process: the smoke test's round-robin proxy
// (apps/server/smoke/proxy.ts) over the addresses given as arguments. It prints its address on the first
// line of its output and stops on SIGTERM.
import { startProxy } from '../apps/server/smoke/proxy.ts';

const proxy = await startProxy(process.argv.slice(2));
console.log(proxy.url);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void proxy.close());
