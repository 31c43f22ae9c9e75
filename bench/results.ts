// Every bench run leaves a record a reader can trust: bench/results/<date>-<name>.json with the date, the
// machine (cores, CPU model, Node version) and the exact command beside the figures.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Machine {
  cores: number;
  cpuModel: string;
  node: string;
  platform: string;
}

export interface BenchRecord<Results> {
  /** Which bench: run, cart-summary, checkout… */
  name: string;
  /** When the run ended (ISO 8601, UTC). */
  date: string;
  machine: Machine;
  /** The command as typed, with the settings the bench reads that were set for it. */
  command: string;
  results: Results;
}

export const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

/** The machine the bench runs on. */
export function currentMachine(): Machine {
  const cpus = os.cpus();
  return {
    // The machine's cores, not this process's share: the bench pins itself to one of them.
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

/** The environment variables that change what a bench measures. */
const BENCH_SETTINGS = /^(BENCH_|SKIP_|LIGHTHOUSE_|COST_|RACES$|CPU_PROFILE_DIR$|CHROME_PATH$)/;

/**
 * The command that ran the bench: `npm run <script>` when npm started it (else the node command line),
 * preceded by the bench's own settings that were set, as a reader would type it again.
 */
export function benchCommand(
  env: Readonly<Record<string, string | undefined>> = process.env,
  argv: readonly string[] = process.argv,
): string {
  const settings = Object.keys(env)
    .filter((name) => BENCH_SETTINGS.test(name) && env[name] !== undefined)
    .sort()
    .map((name) => `${name}=${quote(env[name] as string)}`);
  const script = env.npm_lifecycle_event;
  const command = script
    ? `npm run ${script}`
    : argv
        .map((arg) => quote(path.isAbsolute(arg) ? path.relative(process.cwd(), arg) || arg : arg))
        .join(' ');
  return [...settings, command].join(' ');
}

function quote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The file a record is written to: <YYYY-MM-DD>-<name>.json (a later run of the same day replaces it). */
export function resultFileName(name: string, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${day}-${slug}.json`;
}

/** Writes the record and returns its path. */
export function writeBenchResult<Results>(
  name: string,
  results: Results,
  options: { dir?: string; now?: Date; machine?: Machine; command?: string } = {},
): string {
  const now = options.now ?? new Date();
  const record: BenchRecord<Results> = {
    name,
    date: now.toISOString(),
    machine: options.machine ?? currentMachine(),
    command: options.command ?? benchCommand(),
    results,
  };
  const dir = options.dir ?? RESULTS_DIR;
  mkdirSync(dir, { recursive: true });
  const file = freePath(path.join(dir, resultFileName(name, now)));
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

/** A second run on the same day keeps the first's record: `<day>-<name>-2.json`, then `-3`… */
function freePath(file: string): string {
  const { dir, name, ext } = path.parse(file);
  let candidate = file;
  for (let n = 2; existsSync(candidate); n++) candidate = path.join(dir, `${name}-${n}${ext}`);
  return candidate;
}
