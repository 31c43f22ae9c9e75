import { describe, expect, it, vi } from 'vitest';
import {
  type GuardLocation,
  isCallbackWithCredentials,
  isLoginTypePath,
  isProtectedPath,
  isReturnablePath,
  runAccessGuard,
  takeReturnPath,
} from './access-guard.ts';
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
  return createStorage({ local: () => local, session: () => null, events: () => null });
}

function at(path: string): GuardLocation {
  const url = new URL(path, 'https://shop.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function setup(token: string | null = null, isLogin = true) {
  const storage = memoryStorage();
  if (token) storage.set(LocalKey.authToken, token);
  const check = vi.fn(async () => isLogin);
  const guard = (path: string) => runAccessGuard(at(path), { storage, isLogin: check });
  return { storage, check, guard };
}

describe('path kinds', () => {
  it('protects both spellings of the member pages and the paths beneath protected ones', () => {
    for (const path of [
      '/membercenter',
      '/membercenter/',
      '/member/membercenter',
      '/member/Membercenter_cash',
      '/membercenter_list_all',
      '/membercenter_list-all/12',
      '/pay-finish/SN001',
      '/my_cartlist',
      '/consultation1on1-booking',
    ]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/membercenterx',
      '/member-benefit',
      '/consultation1on1',
      '/login',
      '/search/a',
    ]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });

  it('knows the login-type pages', () => {
    expect(
      ['/login', '/register', '/fblogin_callback', '/linelogin_callback', '/googlelogin_callback'].every(
        isLoginTypePath,
      ),
    ).toBe(true);
    expect(isLoginTypePath('/login/other')).toBe(false);
  });

  it('lets callbacks with an access token in the hash or a code in the query through', () => {
    expect(isCallbackWithCredentials(at('/fblogin_callback#access_token=a&state=s'))).toBe(true);
    expect(isCallbackWithCredentials(at('/linelogin_callback?code=c&state=s'))).toBe(true);
    expect(isCallbackWithCredentials(at('/googlelogin_callback'))).toBe(false);
    expect(isCallbackWithCredentials(at('/login?code=c'))).toBe(false);
  });

  it('never returns to a login page or another site', () => {
    expect(isReturnablePath('/search/a?x=1#y')).toBe(true);
    expect(isReturnablePath('/member/login')).toBe(false);
    expect(isReturnablePath('/register')).toBe(false);
    expect(isReturnablePath('//evil.test/x')).toBe(false);
    expect(isReturnablePath('https://evil.test/')).toBe(false);
    expect(isReturnablePath(null)).toBe(false);
  });

  it('attack: refuses /\\host and /%09/host (a browser reads them as //host) like //host', () => {
    const redirectParam = (query: string) => new URLSearchParams(query).get('redirect');
    expect(isReturnablePath(redirectParam('redirect=/%5Cevil.test'))).toBe(false);
    expect(isReturnablePath('/\\evil.test/x')).toBe(false);
    expect(isReturnablePath(redirectParam('redirect=/%09/evil.test'))).toBe(false);
    expect(isReturnablePath('/\n/evil.test')).toBe(false);
    expect(isReturnablePath('/%09/evil.test')).toBe(true);
    expect(isReturnablePath('/membercenter?tab=1')).toBe(true);
  });
});

describe('rules of storefront.md §2.3, in order', () => {
  it('1. a callback with credentials passes even with a token', async () => {
    const { guard, storage } = setup('tok');
    storage.set(LocalKey.lastPageBeforeLogin, '/news/1');
    expect(await guard('/linelogin_callback?code=c&state=s')).toBeNull();
    expect(storage.get(LocalKey.lastPageBeforeLogin)).toBe('/news/1');
  });

  it('2. a login-type page with a token goes to the last page and clears both saved values', async () => {
    const { guard, storage } = setup('tok');
    storage.set(LocalKey.lastPageBeforeLogin, '/news/1?a=b#c');
    storage.set(LocalKey.oauthRedirectPath, '/qa');
    expect(await guard('/login')).toBe('/news/1?a=b#c');
    expect(storage.get(LocalKey.lastPageBeforeLogin)).toBeNull();
    expect(storage.get(LocalKey.oauthRedirectPath)).toBeNull();
  });

  it('2. falls back to oauth_redirect_path, then /membercenter when the saved page is login-type', async () => {
    const { guard, storage } = setup('tok');
    storage.set(LocalKey.oauthRedirectPath, '/qa');
    expect(await guard('/register')).toBe('/qa');
    storage.set(LocalKey.lastPageBeforeLogin, '/register');
    expect(await guard('/login')).toBe('/membercenter');
    expect(await guard('/login')).toBe('/membercenter');
  });

  it('2. a login-type page without a token stays', async () => {
    const { guard, storage } = setup();
    storage.set(LocalKey.lastPageBeforeLogin, '/news/1');
    expect(await guard('/login')).toBeNull();
    expect(storage.get(LocalKey.lastPageBeforeLogin)).toBe('/news/1');
  });

  it('3. other public pages are remembered with their query and hash', async () => {
    const { guard, storage, check } = setup();
    expect(await guard('/skincare-advice/a/b?x=1#top')).toBeNull();
    expect(storage.get(LocalKey.lastPageBeforeLogin)).toBe('/skincare-advice/a/b?x=1#top');
    expect(check).not.toHaveBeenCalled();
  });

  it('3. never remembers a path containing /login, nor the binding and refresh pages', async () => {
    const { guard, storage } = setup();
    await guard('/news/1');
    await guard('/xx/login-help');
    await guard('/linebinding-step1?code=c');
    await guard('/refresh_member_data');
    expect(storage.get(LocalKey.lastPageBeforeLogin)).toBe('/news/1');
  });

  it('3. never remembers a 404 or error page, so logging in cannot land on one (issue 10)', async () => {
    const { storage } = setup();
    await runAccessGuard(at('/news/1'), { storage, isLogin: async () => true });
    const notFound = { ...at('/no-such-page'), errorPage: true };
    expect(await runAccessGuard(notFound, { storage, isLogin: async () => true })).toBeNull();
    expect(storage.get(LocalKey.lastPageBeforeLogin)).toBe('/news/1');
  });

  it('4. a protected page without a token saves the path and goes to /login', async () => {
    const { guard, storage, check } = setup();
    expect(await guard('/member/membercenter_points?page=2')).toBe('/login');
    expect(storage.get(LocalKey.lastPageBeforeLogin)).toBe('/member/membercenter_points?page=2');
    expect(check).not.toHaveBeenCalled();
  });

  it('5. a protected page with a live token stays after asking is-login', async () => {
    const { guard, check, storage } = setup('tok', true);
    expect(await guard('/membercenter')).toBeNull();
    expect(check).toHaveBeenCalledOnce();
    expect(storage.get(LocalKey.authToken)).toBe('tok');
  });

  it('5. a dead token is removed and the shopper goes to /login', async () => {
    const { guard, storage } = setup('tok', false);
    expect(await guard('/membercenter')).toBe('/login');
    expect(storage.get(LocalKey.authToken)).toBeNull();
  });

  it('5. an is-login call that fails keeps the shopper and the token', async () => {
    const storage = memoryStorage();
    storage.set(LocalKey.authToken, 'tok');
    const to = await runAccessGuard(at('/membercenter'), {
      storage,
      isLogin: () => Promise.reject(new Error('offline')),
    });
    expect(to).toBeNull();
    expect(storage.get(LocalKey.authToken)).toBe('tok');
  });
});

describe('takeReturnPath', () => {
  it('answers /membercenter when nothing was saved', () => {
    expect(takeReturnPath(memoryStorage())).toBe('/membercenter');
  });
});
