// The yardstick: a bare Fastify hello-world in its own process (started by load.ts). It prints its
// address on the first line of its output.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// bench:events posts a page-view body here: parsed as JSON, answered { ok: true }, nothing stored.
app.post('/event', async () => ({ ok: true }));
const address = await app.listen({ port: Number(process.env.BENCH_YARDSTICK_PORT ?? 0), host: '127.0.0.1' });
console.log(address);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.close());
