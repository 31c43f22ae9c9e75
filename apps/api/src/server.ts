// An API-only process (the default deployment serves the API from apps/server beside the pages).
import path from 'node:path';
import { readSettings } from '@shop/contracts/settings';
import { openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import {
  buildApiApp,
  DEFAULT_API_PORT,
  DEFAULT_RATE_LIMIT,
  readRedisTimeoutMs,
  readTrustProxy,
} from './app.ts';

// A bad setting stops the start here, named in the message.
const env = readSettings();
const database = await openDatabase({
  url: env.DATABASE_URL,
  replicaUrl: env.DATABASE_REPLICA_URL,
  dataDir: path.resolve(env.DATA_DIR ?? 'data', 'db'),
  prepareStatements: env.DATABASE_PREPARED_STATEMENTS !== 'off',
});
await database.migrate();
// Loads the demo shop into an empty database only; a shop with data is left alone.
await seedDemoShop(database.db);

const app = buildApiApp({
  db: database.db,
  catalogueDb: database.catalogueDb,
  logger: true,
  trustProxy: readTrustProxy(env.TRUST_PROXY),
  rateLimit: {
    ...DEFAULT_RATE_LIMIT,
    redisUrl: env.REDIS_URL || undefined,
    redisTimeoutMs: readRedisTimeoutMs(env.REDIS_TIMEOUT_MS),
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: Number(env.PORT ?? DEFAULT_API_PORT), host: env.HOST ?? '0.0.0.0' });
