import { describe, expect, it } from 'vitest';
import { AnswerMemo } from './answer-memo.ts';

describe('AnswerMemo', () => {
  it('keeps answers for their lifetime, forgets deleted ones and the oldest past the limit', () => {
    let now = 0;
    const memo = new AnswerMemo<number>({ ttlMs: 100, maxEntries: 2, now: () => now });
    memo.set(1, 'a');
    expect(memo.get(1)).toBe('a');
    now = 100;
    expect(memo.get(1)).toBeUndefined();
    memo.set(1, 'a');
    memo.set(2, 'b');
    memo.set(3, 'c');
    expect(memo.get(1)).toBeUndefined();
    expect(memo.get(3)).toBe('c');
    memo.delete(3);
    expect(memo.get(3)).toBeUndefined();
  });
});
