// When the built-in analyzer starts its face worker (decision 126): a first visit starts none before the
// shopper chooses the camera or a file (nothing downloaded for a shopper who answers the questions); a
// browser that loaded the models before starts it as the page's code is evaluated, and the page's
// analyzer takes that worker over instead of making a second.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtInAnalyzer, MODELS_KEPT_KEY, startEarly, takeEarlyWorker } from './analyzer';

class FakeWorker {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  listeners: ((event: { data: unknown }) => void)[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  removeEventListener() {}
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    for (const listener of this.listeners) listener({ data });
  }
}

let stored: Map<string, string>;

beforeEach(() => {
  FakeWorker.made = [];
  stored = new Map();
  vi.stubGlobal('window', {});
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
});

afterEach(() => {
  takeEarlyWorker();
  vi.unstubAllGlobals();
});

describe('the face worker’s start', () => {
  it('starts nothing on a first visit until the shopper chooses the camera or a file', () => {
    startEarly();
    const analyzer = builtInAnalyzer();
    analyzer.prepare?.({ ifCached: true });
    expect(FakeWorker.made).toHaveLength(0);

    analyzer.prepare?.();
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname.endsWith('/face.worker.ts')).toBe(true);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.posted).toEqual([{ warmUp: true, ifCached: undefined }]);

    // Once the worker has loaded the models, the next visit may start early.
    worker?.reply({ id: 0, type: 'loaded', backend: 'wasm' });
    expect(stored.get(MODELS_KEPT_KEY)).toBe('1');
  });

  it('starts at once, before the page hydrates, where the models were loaded before; the page takes it over', () => {
    stored.set(MODELS_KEPT_KEY, '1');
    startEarly();
    startEarly();
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.posted).toEqual([{ warmUp: true, ifCached: true }]);

    const analyzer = builtInAnalyzer();
    analyzer.prepare?.({ ifCached: true });
    analyzer.prepare?.();
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.posted).toEqual([
      { warmUp: true, ifCached: true },
      { warmUp: true, ifCached: true },
      { warmUp: true, ifCached: undefined },
    ]);
    analyzer.dispose();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('starts nothing on the server', () => {
    vi.stubGlobal('window', undefined);
    stored.set(MODELS_KEPT_KEY, '1');
    startEarly();
    expect(FakeWorker.made).toHaveLength(0);
  });
});
