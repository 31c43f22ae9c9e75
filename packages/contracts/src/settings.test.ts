import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSetting, readSettings, SETTING_NAMES, SettingsError } from './settings.ts';
import { SETTINGS_TABLE_END, SETTINGS_TABLE_START, withSettingsTable } from './settings-table.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMA_FILE = 'packages/contracts/src/settings.ts';

/** The shop's own code: what runs in production (tests, test support, bench and e2e may set variables). */
const PRODUCTION_FOLDERS = [
  'apps/api/src',
  'apps/server/src',
  'apps/web/app',
  'packages/core/src',
  'packages/contracts/src',
  'packages/db/src',
  'packages/db/seed',
];
/**
 * Files outside the app that may read the environment themselves, and why: the launcher sets NODE_ENV
 * before the compiled server (and the schema) is loaded; the build tools run before there is an app.
 */
const ALLOWED_OUTSIDE_SCHEMA = new Map([
  [
    'apps/server/start.mjs',
    'the launcher: sets NODE_ENV/SHOP_DEMO and finds WEB_BUILD_DIR before the server loads',
  ],
  ['apps/server/build.mjs', 'the build script'],
  ['apps/web/vite.config.ts', 'the build: WEB_SOURCEMAP'],
  ['apps/web/react-router.config.ts', 'the build: WEB_BUILD_DIR'],
]);

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, folder))) {
    if (entry === 'node_modules' || entry === 'build' || entry.startsWith('.')) continue;
    const relative = path.posix.join(folder, entry);
    if (statSync(path.join(root, relative)).isDirectory()) out.push(...sourceFiles(relative));
    else if (/\.(ts|tsx|mjs|js)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(relative);
  }
  return out;
}

const productionFiles = [
  ...PRODUCTION_FOLDERS.flatMap(sourceFiles),
  ...['apps/server', 'apps/web'].flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((entry) => /\.(ts|mjs)$/.test(entry))
      .map((entry) => `${folder}/${entry}`),
  ),
];

describe('the settings schema', () => {
  it('stops a bad setting with a message naming it and the value given', () => {
    expect(() => readSettings({ REDIS_TIMEOUT_MS: 'fast' })).toThrow(
      'setting REDIS_TIMEOUT_MS must be a whole number above 0, got "fast"',
    );
    expect(() => readSettings({ PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX must be true or false/);
    expect(() => readSettings({ SMS_PROVIDER: 'twilio' })).toThrow(
      /SMS_PROVIDER must be one of outbox, mitake/,
    );
    expect(() => readSettings({ SITE_URL: 'ftp://shop.example' })).toThrow(
      /SITE_URL must be an http\(s\) address/,
    );
    expect(() => readSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() =>
      readSetting('ORDER_EXPIRY_INTERVAL_SECONDS', { ORDER_EXPIRY_INTERVAL_SECONDS: '-5' }),
    ).toThrow(/ORDER_EXPIRY_INTERVAL_SECONDS must be a number of seconds/);
  });

  it('names every bad setting at once', () => {
    try {
      readSettings({ PORT: 'eighty', LOG_LEVEL: 'loud', EINVOICE_TRACK: 'ab' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      expect((error as SettingsError).problems.map((problem) => problem.name)).toEqual([
        'PORT',
        'LOG_LEVEL',
        'EINVOICE_TRACK',
      ]);
    }
  });

  it('hands on the values as given, takes empty as unset and ignores what it does not declare', () => {
    const settings = readSettings({
      PORT: '8080',
      REDIS_TIMEOUT_MS: '',
      HOME: '/root',
      SITE_URL: ' https://a.example ',
    });
    expect(settings).toEqual({ PORT: '8080', REDIS_TIMEOUT_MS: '', SITE_URL: ' https://a.example ' });
    expect(readSettings({})).toEqual({});
  });

  it('accepts the values the browser tests and the README give', () => {
    expect(() =>
      readSettings({
        PORT: '3100',
        LOG_LEVEL: 'warn',
        PAYMENT_SANDBOX: 'true',
        SMS_OUTBOX_READABLE: 'true',
        RATE_LIMIT_PER_MINUTE: '100000',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
        DATABASE_URL: 'postgres://user:password@127.0.0.1:5432/shop',
        REDIS_URL: 'redis://127.0.0.1:6379',
        EINVOICE_RANGE: '12345678-12399999',
        DATABASE_PREPARED_STATEMENTS: 'off',
        ONE_TIME_DATA_CLEANUP_MINUTES: '0.5',
      }),
    ).not.toThrow();
  });
});

describe('settings are read only through the schema', () => {
  it('no production file reads process.env except the schema module', () => {
    const readers = productionFiles.filter(
      (file) =>
        file !== SCHEMA_FILE &&
        !ALLOWED_OUTSIDE_SCHEMA.has(file) &&
        /process\.env\b/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    // Read a setting with readSettings()/readSetting(name) from @shop/contracts/settings, declared there.
    expect(readers, 'files reading process.env themselves').toEqual([]);
  });

  it('every NAME a production file reads from a settings object is declared in the schema', () => {
    const declared = new Set<string>(SETTING_NAMES);
    const undeclared = new Set<string>();
    for (const file of productionFiles) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const match of source.matchAll(/\b(?:env|settings)\??\.([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)) {
        if (!declared.has(match[1] as string)) undeclared.add(`${file}: ${match[1]}`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });
});

describe("the README's configuration table", () => {
  it('is the one generated from the schema (run `npm run docs:config` after changing a setting)', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(SETTINGS_TABLE_START);
    expect(readme).toContain(SETTINGS_TABLE_END);
    expect(withSettingsTable(readme)).toBe(readme);
  });

  it('lists every setting the schema declares', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const name of SETTING_NAMES) expect(readme).toContain(`| \`${name}\` |`);
  });
});
