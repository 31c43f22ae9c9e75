import path from 'node:path';
import { describeCredentials, prepareStaffAtStart, writeCredentialsFile } from '@shop/api';
import { readSetting, SettingsError } from '@shop/contracts/settings';
import { DatabaseDirectoryError, openDatabase } from '@shop/db';
import { isDatabaseEmpty, seedDemoShop } from '@shop/db/seed';
import { readConfig } from './config.ts';
import { createShopServer } from './server.ts';

/** `npm start`: migrate, seed an empty database, serve the shop. Errors a person can fix are told plainly. */
async function main() {
  // A bad setting stops the start here with a message naming it.
  const config = readConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    dataDir: path.resolve(config.dataDir, 'db'),
    prepareStatements: config.prepareStatements,
  });
  await database.migrate();
  const seeded = await isDatabaseEmpty(database.db);
  if (seeded) {
    console.log('Empty database: loading the demo shop…');
    await seedDemoShop(database.db);
  }
  // No staff yet: the demo staff (a shop just seeded) or the first owner, each password shown only now.
  const staff = await prepareStaffAtStart(database.db, seeded);
  if (staff.length > 0) {
    console.log(describeCredentials(staff));
    const file = readSetting('STAFF_CREDENTIALS_FILE');
    if (file) writeCredentialsFile(file, staff);
  }
  const app = await createShopServer({
    db: database.db,
    catalogueDb: database.catalogueDb,
    config,
    logger: { level: config.logLevel },
  });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  console.log(`The shop is open on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error: NodeJS.ErrnoException) => {
  console.error(`\nThe shop could not start: ${explain(error)}\n`);
  process.exit(1);
});

function explain(error: NodeJS.ErrnoException): string {
  if (error instanceof SettingsError) return error.message;
  if (error.code === 'EADDRINUSE') {
    return `port ${readConfig().port} is already in use. Stop the other program or choose another port: PORT=3001 npm start`;
  }
  if (error instanceof DatabaseDirectoryError) return error.message;
  if (error.code === 'EACCES' || error.code === 'EROFS') {
    return `a folder is not writable (${error.message}). Set DATA_DIR to a writable folder.`;
  }
  const causeCode = (error.cause as NodeJS.ErrnoException | undefined)?.code;
  if (error.code === 'ECONNREFUSED' || causeCode === 'ECONNREFUSED') {
    return 'the database at DATABASE_URL refused the connection. Is the PostgreSQL server running?';
  }
  // Database errors carry the whole SQL text; the first line says what went wrong.
  if (readSetting('LOG_LEVEL') === 'debug') return error.stack ?? String(error);
  const firstLine = String(error.message ?? error).split('\n')[0] ?? '';
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${firstLine.slice(0, 300)}${cause}. Start with LOG_LEVEL=debug for the full trace.`;
}
