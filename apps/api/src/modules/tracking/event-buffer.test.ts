import { describe, expect, it } from 'vitest';
import { EventBuffer } from './event-buffer.ts';

/** Timers under the test's control: run() fires the pending one. */
function manualTimers() {
  let pending: (() => void) | null = null;
  return {
    setTimer: (run: () => void) => {
      pending = run;
      return {};
    },
    clearTimer: () => {
      pending = null;
    },
    fire: () => {
      const run = pending;
      pending = null;
      run?.();
    },
    get armed() {
      return pending !== null;
    },
  };
}

function bufferWith(options: { maxRows?: number; maxPending?: number; fail?: boolean } = {}) {
  const timers = manualTimers();
  const batches: number[][] = [];
  const errors: number[] = [];
  const drops: number[] = [];
  const buffer = new EventBuffer<number>({
    flushMs: 250,
    maxRows: options.maxRows ?? 3,
    maxPending: options.maxPending ?? 100,
    write: async (rows) => {
      if (options.fail) throw new Error('database away');
      batches.push(rows);
    },
    onError: (_error, rows) => errors.push(rows),
    onDrop: (rows) => drops.push(rows),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  return { buffer, timers, batches, errors, drops };
}

describe('event buffer', () => {
  it('writes up to `concurrency` batches at once, and flush waits for all of them', async () => {
    const started: number[][] = [];
    const finish: (() => void)[] = [];
    const buffer = new EventBuffer<number>({
      flushMs: 250,
      maxRows: 2,
      maxPending: 100,
      concurrency: 2,
      write: (rows) =>
        new Promise<void>((resolve) => {
          started.push(rows);
          finish.push(resolve);
        }),
      onError: () => {},
      setTimer: () => ({}),
      clearTimer: () => {},
    });
    buffer.add([1, 2, 3, 4, 5]);
    let drained = false;
    const flushed = buffer.flush().then(() => {
      drained = true;
    });
    expect(started).toEqual([
      [1, 2],
      [3, 4],
    ]);
    finish.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([[1, 2], [3, 4], [5]]);
    expect(drained).toBe(false);
    for (const done of finish.splice(0)) done();
    await flushed;
    expect(drained).toBe(true);
    expect(buffer.written).toBe(5);
    expect(buffer.pending).toBe(0);
  });

  it('writes when the timer fires, one batch for what arrived meanwhile', async () => {
    const { buffer, timers, batches } = bufferWith();
    buffer.add([1]);
    buffer.add([2]);
    expect(batches).toEqual([]);
    expect(timers.armed).toBe(true);
    timers.fire();
    await buffer.flush();
    expect(batches).toEqual([[1, 2]]);
    expect(buffer.written).toBe(2);
  });

  it('writes at once when maxRows are waiting, in batches of maxRows, in order', async () => {
    const { buffer, timers, batches } = bufferWith({ maxRows: 3 });
    buffer.add([1, 2]);
    buffer.add([3, 4, 5, 6, 7]);
    await buffer.flush();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(timers.armed).toBe(false);
  });

  it('flush (the app closing) writes what is waiting without the timer', async () => {
    const { buffer, batches } = bufferWith();
    buffer.add([9]);
    await buffer.flush();
    expect(batches).toEqual([[9]]);
  });

  it('drops and counts rows beyond maxPending; a failed batch is reported, not retried', async () => {
    const { buffer, errors, drops } = bufferWith({ maxRows: 10, maxPending: 4, fail: true });
    buffer.add([1, 2, 3]);
    buffer.add([4, 5, 6]);
    expect(buffer.dropped).toBe(2);
    expect(drops).toEqual([2]);
    await buffer.flush();
    expect(errors).toEqual([4]);
    expect(buffer.failed).toBe(4);
    expect(buffer.pending).toBe(0);
  });
});
