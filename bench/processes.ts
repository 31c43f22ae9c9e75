import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** autocannon runs on this core; the measured server (shop or yardstick) on the other. */
export const LOAD_CORE = '0';
export const SERVER_CORE = '1';

/** Whether processes can be pinned to cores: taskset exists and there are two cores to share out. */
export function canPin(): boolean {
  if (availableParallelism() < 2) return false;
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Pins a running process (all its threads) to one core. */
export function pin(pid: number, core: string): void {
  const result = spawnSync('taskset', ['--all-tasks', '--pid', '--cpu-list', core, String(pid)], {
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error(`taskset could not pin process ${pid} to core ${core}`);
}

/** A command line, started through taskset on `core` when pinning is possible. */
export function pinnedCommand(command: string[], core: string | null): string[] {
  return core === null ? command : ['taskset', '--cpu-list', core, ...command];
}

export interface Started {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** The bare Fastify yardstick in its own process (on `core` when given), at the address it prints. */
export async function startYardstick(core: string | null): Promise<Started> {
  const script = fileURLToPath(new URL('./yardstick.ts', import.meta.url));
  const [command, ...args] = pinnedCommand([process.execPath, '--import', 'tsx', script], core);
  const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the yardstick stopped (exit ${code})`)));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
  return { url: firstLine.trim(), child, stop: () => stopChild(child) };
}

/**
 * The shop started the way `npm start` starts it, on `core` when given; resolves once it answers.
 * With `nodeFlags` the compiled server (apps/server/dist/main.js, from `npm run build`) runs directly
 * under them, as in production, since Node refuses flags such as --cpu-prof in NODE_OPTIONS.
 */
export async function startShop(
  port: number,
  env: NodeJS.ProcessEnv,
  core: string | null,
  nodeFlags?: string[],
): Promise<Started> {
  const start = fileURLToPath(new URL('../apps/server/start.mjs', import.meta.url));
  const server = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
  const script = nodeFlags ? [...nodeFlags, '--enable-source-maps', server] : [start];
  const [command, ...args] = pinnedCommand([process.execPath, ...script], core);
  const child = spawn(command!, args, {
    stdio: 'inherit',
    // As `npm start` runs it without NODE_ENV: production, and the demo (whose sandbox payment page it allows).
    env: {
      ...process.env,
      ...(nodeFlags ? { NODE_ENV: 'production', SHOP_DEMO: 'true' } : {}),
      ...env,
      PORT: String(port),
    },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SHOP_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop stopped while starting (exit ${child.exitCode})`);
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (health?.ok) return { url, child, stop: () => stopChild(child, true) };
    await new Promise((resolve) => setTimeout(resolve, SHOP_POLL_MS));
  }
  await stopChild(child, true);
  throw new Error(`the shop did not answer at ${url} within ${SHOP_START_TIMEOUT_MS / 1000} s`);
}

/** A first start may build the storefront (about a minute on one core, more on a busy machine). */
const SHOP_START_TIMEOUT_MS = 600_000;
const SHOP_POLL_MS = 500;

async function stopChild(child: ChildProcess, wholeGroup = false): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (wholeGroup && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  await exited;
}
