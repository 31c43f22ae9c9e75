// `npm run admin:create-owner -- --email owner@example.com --name 王店主`: adds an owner to the back office
// with a random password and a TOTP secret, both printed once (docs/decisions/073-back-office-foundation.md).
// Uses the shop's database settings (DATABASE_URL, else the embedded database in $DATA_DIR/db, which
// only one process may open: stop the shop first).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSetting } from '@shop/contracts/settings';
import { openDatabase } from '@shop/db';
import { createStaffAccount, describeCredentials } from '../src/modules/back-office/index.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error(
    "Give the owner's e-mail: npm run admin:create-owner -- --email owner@example.com --name 王店主",
  );
  process.exit(1);
}
const database = await openDatabase({
  url: readSetting('DATABASE_URL'),
  dataDir: path.resolve(readSetting('DATA_DIR') ?? './data', 'db'),
});
try {
  await database.migrate();
  const made = await createStaffAccount(database.db, {
    email,
    name: values.name?.trim() || '店主',
    role: 'owner',
  });
  console.log(describeCredentials([made]));
} catch (error) {
  const message = String((error as Error).message ?? error);
  console.error(
    message.includes('staff_email_unique') ? `A staff account with ${email} exists already.` : message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
