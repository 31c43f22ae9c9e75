import { describe, expect, it } from 'vitest';
import { isStorableRedirectPath } from './login-redirect.ts';

describe('isStorableRedirectPath', () => {
  it('keeps any path without /login', () => {
    expect(isStorableRedirectPath('/hot-sale?x=1#top')).toBe(true);
    expect(isStorableRedirectPath('/')).toBe(true);
  });

  it('never keeps a path containing /login', () => {
    expect(isStorableRedirectPath('/login')).toBe(false);
    expect(isStorableRedirectPath('/login?redirect=/my_cartlist')).toBe(false);
    expect(isStorableRedirectPath('/member/login/x')).toBe(false);
    expect(isStorableRedirectPath('')).toBe(false);
  });
});
