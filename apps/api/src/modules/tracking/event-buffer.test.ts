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
  const buffer = new EventBuffer<number>({
    flushMs: 250,
    maxRows: options.maxRows ?? 3,
    maxPending: options.maxPending ?? 100,
    write: async (rows) => {
      if (options.fail) throw new Error('database away');
      batches.push(rows);
    },
    onError: (_error, rows) => errors.push(rows),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  return { buffer, timers, batches, errors };
}

describe('event buffer', () => {
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
    const { buffer, errors } = bufferWith({ maxRows: 10, maxPending: 4, fail: true });
    buffer.add([1, 2, 3]);
    buffer.add([4, 5, 6]);
    expect(buffer.dropped).toBe(2);
    await buffer.flush();
    expect(errors).toEqual([4]);
    expect(buffer.failed).toBe(4);
    expect(buffer.pending).toBe(0);
  });
});
