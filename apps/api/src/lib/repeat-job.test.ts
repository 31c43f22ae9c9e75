import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatJob } from './repeat-job.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('repeatJob', () => {
  it('runs every interval, skips a tick while the last run is going, keeps going after a failure, stops with the app', async () => {
    const app = Fastify();
    const logError = vi.spyOn(app.log, 'error');
    let runs = 0;
    let finish: () => void = () => undefined;
    repeatJob(app, {
      name: 'test job',
      intervalMs: 1000,
      run: () => {
        runs += 1;
        if (runs === 1) return new Promise<void>((resolve) => (finish = resolve));
        if (runs === 2) return Promise.reject(new Error('boom'));
        return Promise.resolve();
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(logError.mock.calls.map((call) => call[1])).toEqual(['test job failed']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('an interval of 0 never runs', async () => {
    const app = Fastify();
    const run = vi.fn(async () => undefined);
    repeatJob(app, { name: 'never', intervalMs: 0, run });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
    await app.close();
  });
});
