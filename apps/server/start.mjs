// `npm start`: build the storefront when no build exists, then run the server (TypeScript through tsx).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverBuild = fileURLToPath(new URL('../web/build/server/index.js', import.meta.url));

if (!existsSync(serverBuild)) {
  console.log('No storefront build yet: building it once (about a minute)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./src/main.ts', import.meta.url))],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
