/**
 * The access guard of storefront.md §2.3, as functions of the location, the stored values and an
 * is-login check, so the rules can be tested without a browser. The root runs it on every navigation
 * (features/accounts/access-guard.tsx).
 */
import { isStorableRedirectPath } from '@shop/core';
import { type BrowserStorage, LocalKey } from './storage.ts';

/** Protected routes of §2.3 (login required); each also covers the paths beneath it. */
export const PROTECTED_PATHS: readonly string[] = [
  '/my_cartlist',
  '/membercenter',
  '/membercenter_list',
  '/membercenter_list_all',
  // The order link spells it with a hyphen (§2.2).
  '/membercenter_list-all',
  '/membercenter_points',
  '/pay-finish',
  '/couponlist',
  '/membercenter_cash',
  '/membercenter_favorite',
  '/membercenter_purchasehistory',
  '/customer_routine_history_list',
  '/membercenter_modify',
  '/membercenter_mobile',
  '/membercenter_changepassword',
  '/consultation1on1-booking',
  // Ours (the spec leaves these open): a member's messages and vouchers are theirs alone.
  '/membercenter_message',
  '/message_detail',
  '/membercenter_giftvoucher',
];
/** The route-table spelling of the member pages: everything under /member/ is protected. */
export const MEMBER_AREA_PREFIX = '/member/';

export const LOGIN_PATH = '/login';
export const MEMBER_CENTER_PATH = '/membercenter';
export const CALLBACK_PATHS: readonly string[] = [
  '/fblogin_callback',
  '/linelogin_callback',
  '/googlelogin_callback',
];
/**
 * Login-type pages of §2.3, plus our /forgot-password: a logged-in member is sent on from it, and it is
 * never a page to return to after logging in.
 */
export const LOGIN_TYPE_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/register',
  '/forgot-password',
  ...CALLBACK_PATHS,
];

/**
 * Pages never kept as the page to return to: the LINE binding steps (their query holds one-time
 * codes) and /refresh_member_data (it returns to the saved page itself).
 */
export const NOT_REMEMBERED_PATHS: readonly string[] = [
  '/linebinding-step1',
  '/linebinding-step2',
  '/refresh_member_data',
];

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The page shows a 404 or error screen: never a place to return to after login. */
  errorPage?: boolean;
}

/** Marks the element of a 404 or error screen; the guard does not remember a page that shows one. */
export const ERROR_PAGE_ATTRIBUTE = 'data-error-page';

/** The storage calls the guard needs (the storage module's, or a test double). */
export type GuardStorage = Pick<BrowserStorage, 'get' | 'set' | 'remove'>;

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

function matchesAny(pathname: string, paths: readonly string[]): boolean {
  const path = normalise(pathname);
  return paths.some((candidate) => path === candidate || path.startsWith(`${candidate}/`));
}

export function isProtectedPath(pathname: string): boolean {
  return normalise(pathname).startsWith(MEMBER_AREA_PREFIX) || matchesAny(pathname, PROTECTED_PATHS);
}

export function isLoginTypePath(pathname: string): boolean {
  return LOGIN_TYPE_PATHS.includes(normalise(pathname));
}

/** Rule 1: a social-login callback carrying access_token in the hash or code in the query. */
export function isCallbackWithCredentials({ pathname, search, hash }: GuardLocation): boolean {
  if (!CALLBACK_PATHS.includes(normalise(pathname))) return false;
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return fragment.has('access_token') || new URLSearchParams(search).has('code');
}

export function fullPath({ pathname, search, hash }: GuardLocation): string {
  return `${pathname}${search}${hash}`;
}

function pathnameOf(path: string): string {
  return new URL(path, 'http://shop.invalid').pathname;
}

const GUARD_ORIGIN = 'http://shop.invalid';
// Browsers read a backslash as '/' and drop tabs and newlines: '/\host' and '/\t/host' mean '//host'.
const isUrlConfusable = (character: string) => {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
};

/** A same-site path (not '//host', '/\host', '/%09/host'), storable (no /login), not a login-type page. */
export function isReturnablePath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || [...path].some(isUrlConfusable)) return false;
  if (new URL(path, GUARD_ORIGIN).origin !== GUARD_ORIGIN) return false;
  return isStorableRedirectPath(path) && !isLoginTypePath(pathnameOf(path));
}

/** Keeps a path as lastPageBeforeLogin unless it contains /login (§5). */
export function rememberPage(storage: GuardStorage, path: string): void {
  if (isStorableRedirectPath(path)) storage.set(LocalKey.lastPageBeforeLogin, path);
}

/**
 * Where to go once logged in (rule 2): lastPageBeforeLogin, else oauth_redirect_path, when it is not
 * a login-type page; otherwise /membercenter. Both saved values are cleared.
 */
export function takeReturnPath(storage: GuardStorage): string {
  const saved = storage.get(LocalKey.lastPageBeforeLogin) || storage.get(LocalKey.oauthRedirectPath);
  storage.remove(LocalKey.lastPageBeforeLogin);
  storage.remove(LocalKey.oauthRedirectPath);
  return isReturnablePath(saved) ? saved : MEMBER_CENTER_PATH;
}

export interface GuardDeps {
  storage: GuardStorage;
  /** GET is-login; a rejection (network, server error) counts as "still logged in". */
  isLogin: () => Promise<boolean>;
}

/** Runs the rules of §2.3 in order; answers where to go instead, or null to stay. */
export async function runAccessGuard(location: GuardLocation, deps: GuardDeps): Promise<string | null> {
  const { storage } = deps;
  const token = storage.get(LocalKey.authToken);
  // 1. A social-login callback with its credentials is let through.
  if (isCallbackWithCredentials(location)) return null;
  // 2. Login-type pages send a logged-in shopper back where they were.
  if (isLoginTypePath(location.pathname)) return token ? takeReturnPath(storage) : null;
  // 3. Any other page that needs no login is remembered.
  if (!isProtectedPath(location.pathname)) {
    if (!location.errorPage && !matchesAny(location.pathname, NOT_REMEMBERED_PATHS))
      rememberPage(storage, fullPath(location));
    return null;
  }
  // 4. A protected page without a token.
  if (!token) {
    rememberPage(storage, fullPath(location));
    return LOGIN_PATH;
  }
  // 5. A protected page with a token the server no longer knows.
  const loggedIn = await deps.isLogin().catch(() => true);
  if (loggedIn) return null;
  storage.remove(LocalKey.authToken);
  return LOGIN_PATH;
}
