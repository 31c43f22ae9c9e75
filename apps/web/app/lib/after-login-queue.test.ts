import { describe, expect, it } from 'vitest';
import {
  type AfterLoginAction,
  enqueueAfterLogin,
  readAfterLoginQueue,
  runAfterLoginQueue,
} from './after-login-queue.ts';
import { createStorage, LocalKey } from './storage.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  const local = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies Storage;
  return { items, storage: createStorage({ local: () => local, session: () => null, events: () => null }) };
}

describe('queueing', () => {
  it('adds the three kinds and skips exact duplicates', () => {
    const { storage } = memoryStorage();
    enqueueAfterLogin(storage, { customer_routine_finder: 'ABC' });
    enqueueAfterLogin(storage, { customer_routine_202509: 7 });
    enqueueAfterLogin(storage, { utm_id: 9 });
    enqueueAfterLogin(storage, { customer_routine_finder: 'ABC' });
    enqueueAfterLogin(storage, { utm_id: 9 });
    enqueueAfterLogin(storage, { customer_routine_finder: 'DEF' });
    expect(readAfterLoginQueue(storage)).toEqual([
      { customer_routine_finder: 'ABC' },
      { customer_routine_202509: 7 },
      { utm_id: 9 },
      { customer_routine_finder: 'DEF' },
    ]);
  });

  it('treats an unreadable queue as empty and skips unknown entries', () => {
    const { storage, items } = memoryStorage();
    items.set(LocalKey.afterLoginActions, '{not json');
    expect(readAfterLoginQueue(storage)).toEqual([]);
    items.set(LocalKey.afterLoginActions, '{"utm_id":1}');
    expect(readAfterLoginQueue(storage)).toEqual([]);
    items.set(
      LocalKey.afterLoginActions,
      '[{"utm_id":1},{"other":2},null,"x",{"customer_routine_finder":""}]',
    );
    expect(readAfterLoginQueue(storage)).toEqual([{ utm_id: 1 }]);
    enqueueAfterLogin(storage, { utm_id: 2 });
    expect(readAfterLoginQueue(storage)).toEqual([{ utm_id: 1 }, { utm_id: 2 }]);
  });
});

describe('running the queue', () => {
  it('does nothing without a token', async () => {
    const { storage } = memoryStorage();
    enqueueAfterLogin(storage, { utm_id: 1 });
    const performed: AfterLoginAction[] = [];
    await runAfterLoginQueue(storage, async (action) => performed.push(action));
    expect(performed).toEqual([]);
    expect(readAfterLoginQueue(storage)).toHaveLength(1);
  });

  it('carries out every entry and removes the queue when all succeed', async () => {
    const { storage, items } = memoryStorage();
    storage.set(LocalKey.authToken, 'tok');
    enqueueAfterLogin(storage, { customer_routine_finder: 'ABC' });
    enqueueAfterLogin(storage, { utm_id: 3 });
    const performed: AfterLoginAction[] = [];
    const result = await runAfterLoginQueue(storage, async (action) => performed.push(action));
    expect(performed).toEqual([{ customer_routine_finder: 'ABC' }, { utm_id: 3 }]);
    expect(result.failed).toEqual([]);
    expect(items.has(LocalKey.afterLoginActions)).toBe(false);
  });

  it('keeps the entries that failed', async () => {
    const { storage } = memoryStorage();
    storage.set(LocalKey.authToken, 'tok');
    enqueueAfterLogin(storage, { customer_routine_finder: 'ABC' });
    enqueueAfterLogin(storage, { customer_routine_202509: 'r1' });
    enqueueAfterLogin(storage, { utm_id: 3 });
    const result = await runAfterLoginQueue(storage, async (action) => {
      if ('customer_routine_202509' in action) throw new Error('404');
    });
    expect(result.done).toHaveLength(2);
    expect(readAfterLoginQueue(storage)).toEqual([{ customer_routine_202509: 'r1' }]);
  });

  it('keeps entries queued while the run was under way', async () => {
    const { storage } = memoryStorage();
    storage.set(LocalKey.authToken, 'tok');
    enqueueAfterLogin(storage, { utm_id: 1 });
    await runAfterLoginQueue(storage, async () => {
      enqueueAfterLogin(storage, { utm_id: 2 });
    });
    expect(readAfterLoginQueue(storage)).toEqual([{ utm_id: 2 }]);
  });

  it('drops an unreadable queue', async () => {
    const { storage, items } = memoryStorage();
    storage.set(LocalKey.authToken, 'tok');
    items.set(LocalKey.afterLoginActions, 'garbage');
    await runAfterLoginQueue(storage, async () => {});
    expect(items.has(LocalKey.afterLoginActions)).toBe(false);
  });
});
