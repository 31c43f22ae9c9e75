import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchCommand, currentMachine, resultFileName, writeBenchResult } from './results.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the bench results writer', () => {
  it('writes <date>-<name>.json with the date, the machine, the exact command and the figures', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-results-'));
    dirs.push(dir);
    const now = new Date('2026-11-28T03:04:05.000Z');
    const machine = { cores: 2, cpuModel: 'Test CPU @ 2.0GHz', node: 'v20.19.0', platform: 'linux 6.1 x64' };
    const figures = [{ name: 'main-menu', ratio: 0.51 }];
    const file = writeBenchResult('run', figures, {
      dir,
      now,
      machine,
      command: 'BENCH_ROUNDS=3 npm run bench',
    });
    expect(path.basename(file)).toBe('2026-11-28-run.json');
    expect(readdirSync(dir)).toEqual(['2026-11-28-run.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      name: 'run',
      date: '2026-11-28T03:04:05.000Z',
      machine,
      command: 'BENCH_ROUNDS=3 npm run bench',
      results: figures,
    });
  });

  it("keeps the day's earlier records: a second run writes <date>-<name>-2.json, a third -3", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-results-'));
    dirs.push(dir);
    const options = { dir, now: new Date('2026-12-02T05:40:00Z'), command: 'npm run bench' };
    const files = [1, 2, 3].map((round) => writeBenchResult('run', { round }, options));
    expect(files.map((file) => path.basename(file))).toEqual([
      '2026-12-02-run.json',
      '2026-12-02-run-2.json',
      '2026-12-02-run-3.json',
    ]);
    expect(JSON.parse(readFileSync(files[0] ?? '', 'utf8')).results).toEqual({ round: 1 });
  });

  it('names the file by the UTC day and a slug of the bench name', () => {
    expect(resultFileName('Cart summary', new Date('2026-11-28T23:59:59Z'))).toBe(
      '2026-11-28-cart-summary.json',
    );
    expect(resultFileName('checkout', new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01-checkout.json');
  });

  it('reports the command as npm ran it, with the bench settings that were set and nothing else', () => {
    expect(
      benchCommand({
        npm_lifecycle_event: 'bench',
        BENCH_SECONDS: '2',
        SKIP_LIGHTHOUSE: '1',
        LIGHTHOUSE_PAGES: '/, /c-plus',
        OTP_SECRET: 'not a bench setting',
        HOME: '/root',
      }),
    ).toBe("BENCH_SECONDS=2 LIGHTHOUSE_PAGES='/, /c-plus' SKIP_LIGHTHOUSE=1 npm run bench");
    expect(benchCommand({}, ['/usr/bin/node', 'bench/checkout.ts'])).toMatch(/node bench\/checkout\.ts$/);
  });

  it('describes this machine: cores, CPU model and Node version', () => {
    const machine = currentMachine();
    expect(machine.cores).toBeGreaterThan(0);
    expect(machine.cpuModel).not.toBe('');
    expect(machine.node).toBe(process.version);
  });
});
