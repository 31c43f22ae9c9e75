// An API-only process (the default deployment serves the API from apps/server beside the pages).
import { openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { buildApiApp, DEFAULT_RATE_LIMIT, readRedisTimeoutMs, readTrustProxy } from './app.ts';

const DEFAULT_PORT = 3001;

const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.migrate();
// Loads the demo shop into an empty database only; a shop with data is left alone.
await seedDemoShop(database.db);

const app = buildApiApp({
  db: database.db,
  logger: true,
  trustProxy: readTrustProxy(process.env.TRUST_PROXY),
  rateLimit: {
    ...DEFAULT_RATE_LIMIT,
    redisUrl: process.env.REDIS_URL || undefined,
    redisTimeoutMs: readRedisTimeoutMs(process.env.REDIS_TIMEOUT_MS),
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: Number(process.env.PORT ?? DEFAULT_PORT), host: process.env.HOST ?? '0.0.0.0' });
