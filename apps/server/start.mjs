// `npm start`: compile what is out of date (the storefront with Vite, the server with esbuild), then
// run the compiled server. A build is out of date when a source it is made from is newer than it, as
// after a pull; WEB_BUILD_DIR names a storefront build kept elsewhere, which is never rebuilt here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle } from './build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fromRoot = (...parts) => path.join(root, ...parts);
const sharedSources = [
  'packages/core/src',
  'packages/contracts/src',
  'package-lock.json',
  'tsconfig.base.json',
];
const storefrontSources = [
  ...sharedSources,
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
];
const serverSources = [
  ...sharedSources,
  'packages/db/src',
  'packages/db/seed',
  'apps/api/src',
  'apps/server/src',
  'apps/server/build.mjs',
];

/** Tests are not part of a build, so a changed test rebuilds nothing. */
const TEST_FILE = /\.test\.tsx?$/;

/** Newest modification time among files (folders are walked, node_modules and tests skipped), in ms. */
function newestChange(paths) {
  let newest = 0;
  for (const relative of paths) {
    const full = fromRoot(relative);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.parentPath.includes('node_modules') || TEST_FILE.test(entry.name))
        continue;
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function isOutOfDate(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);
}

const storefrontEntry = process.env.WEB_BUILD_DIR
  ? path.resolve(process.env.WEB_BUILD_DIR, 'server/index.js')
  : fromRoot('apps/web/build/server/index.js');
const privateStorefront = process.env.WEB_BUILD_DIR !== undefined && existsSync(storefrontEntry);

if (!privateStorefront && isOutOfDate(storefrontEntry, storefrontSources)) {
  console.log('The storefront build is missing or older than its sources: building it (about a minute)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const adminSources = [
  ...sharedSources,
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'apps/admin/package.json',
];
if (isOutOfDate(fromRoot('apps/admin/dist/index.html'), adminSources)) {
  console.log('The back-office build is missing or older than its sources: building it…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/admin'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (isOutOfDate(serverBundle, serverSources)) {
  console.log('The server build is missing or older than its sources: compiling it…');
  await buildServer();
}

// Without NODE_ENV this is the demo: production builds, and the sandbox payment page may stay on, which
// NODE_ENV=production set by an operator refuses (docs/decisions/055-what-providers-accept.md).
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env.SHOP_DEMO ??= 'true';
}
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
