import type { RoutineResultAnswer } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { readAfterLoginQueue } from '../../lib/after-login-queue.ts';
import { createStorage, LocalKey, SessionKey } from '../../lib/storage.ts';
import { forgetResult, keepResult, keptResult, saveAfterLogin } from './routine-store.ts';

function memoryArea() {
  const items = new Map<string, string>();
  return {
    items,
    area: {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key: string) => items.get(key) ?? null,
      key: (index: number) => [...items.keys()][index] ?? null,
      removeItem: (key: string) => void items.delete(key),
      setItem: (key: string, value: string) => void items.set(key, value),
    } satisfies Storage,
  };
}

function memoryStorage() {
  const local = memoryArea();
  const session = memoryArea();
  const storage = createStorage({ local: () => local.area, session: () => session.area, events: () => null });
  return { storage, local: local.items, session: session.items };
}

const ANSWER: RoutineResultAnswer = {
  code: 'Abc123_-Abc123_-',
  result: {
    code: 'Abc123_-Abc123_-',
    answers: {
      skin_type: 'dry',
      concerns: ['dryness'],
      age: '25to34',
      steps: '3',
      sun: 'indoor',
      actives: 'used',
    },
    steps: [{ step: 'cleanse', product: null, explanation: '潔顏' }],
    saved: false,
    created_at: '2026-11-25T01:00:00.000Z',
  },
};

describe('routine store', () => {
  it('keeps the result just made in session storage until it is forgotten', () => {
    const { storage, session } = memoryStorage();
    expect(keptResult(storage)).toBeNull();
    keepResult(ANSWER, storage);
    expect(session.has(SessionKey.routineFinderResult)).toBe(true);
    expect(keptResult(storage)).toEqual(ANSWER);
    forgetResult(storage);
    expect(keptResult(storage)).toBeNull();
  });

  it('reads a kept value that is not a result as none', () => {
    const { storage, session } = memoryStorage();
    session.set(SessionKey.routineFinderResult, '{not json');
    expect(keptResult(storage)).toBeNull();
    session.set(SessionKey.routineFinderResult, JSON.stringify({ code: 1 }));
    expect(keptResult(storage)).toBeNull();
  });

  it('queues the code for binding after login and returns to the history', () => {
    const { storage, local } = memoryStorage();
    saveAfterLogin(ANSWER.code, storage);
    saveAfterLogin(ANSWER.code, storage);
    expect(readAfterLoginQueue(storage)).toEqual([{ customer_routine_finder: ANSWER.code }]);
    expect(local.get(LocalKey.lastPageBeforeLogin)).toBe('/customer_routine_history_list');
  });
});
