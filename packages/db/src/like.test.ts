import { describe, expect, it } from 'vitest';
import { escapeLike } from './like.ts';

describe('escapeLike', () => {
  it("escapes the LIKE wildcards and the escape character ('50%' must not match everything)", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
