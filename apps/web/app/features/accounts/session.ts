/**
 * The member's session in the browser (storefront.md §4.1, §2.4): logging in stores the token and
 * forgets cached guest answers; member data and unread messages are loaded and kept for the header;
 * logging out clears everything. Browser only (it calls the browser's API client).
 */
import { type Member, trackingCalls } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import { takeReturnPath } from '../../lib/access-guard';
import { type AfterLoginAction, runAfterLoginQueue } from '../../lib/after-login-queue';
import { browserApi } from '../../lib/api.client';
import { LocalKey, storage, storedAuthToken } from '../../lib/storage';
import { reportAnalytics } from '../tracking/analytics';
import { accountsCalls } from './account-api';
import { setUnread } from './unread-store';

/** Reads a stored userData, or null. */
export function storedMember(): Member | null {
  return storage.getJson<Member>(LocalKey.userData);
}

/** get-member into userData; a 401 removes the token (§4.1). Other failures are only logged (§8). */
export async function loadMemberData(): Promise<Member | null> {
  if (!storedAuthToken()) return null;
  try {
    const { data } = await browserApi().send(accountsCalls.getMember);
    storage.set(LocalKey.userData, data);
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      storage.remove(LocalKey.authToken);
      storage.remove(LocalKey.userData);
      setUnread(null);
    } else {
      console.error('[member] get-member failed', error);
    }
    return null;
  }
}

/** get-messages?type=unread for the bell; a failure keeps the previous list (§8). */
export async function loadUnreadMessages(): Promise<void> {
  if (!storedAuthToken()) {
    setUnread(null);
    return;
  }
  try {
    const answer = await browserApi().send(accountsCalls.messages, { query: { type: 'unread' } });
    setUnread(answer.messages);
  } catch (error) {
    console.error('[member] unread messages failed', error);
  }
}

/** GET is-login for the guard. */
export async function checkIsLogin(): Promise<boolean> {
  const answer = await browserApi().send(accountsCalls.isLogin);
  return answer.isLogin;
}

let queueRun: Promise<unknown> | null = null;

/** The call each queued kind needs (storefront.md §7.8, §7.9). */
function sendQueuedAction(action: AfterLoginAction): Promise<unknown> {
  const api = browserApi();
  if ('customer_routine_finder' in action)
    return api.send(trackingCalls.bindRoutineFinder, { body: { code: action.customer_routine_finder } });
  if ('customer_routine_202509' in action)
    return api.send(trackingCalls.bindRoutine202509, { body: { id: action.customer_routine_202509 } });
  return api.send(trackingCalls.updateUtm, { params: { utm_id: action.utm_id } });
}

/** Carries out the after-login queue once at a time (§4.6). */
export function runQueuedActions(): Promise<unknown> {
  queueRun ??= runAfterLoginQueue(storage, sendQueuedAction).finally(() => {
    queueRun = null;
  });
  return queueRun;
}

/**
 * Stores a new token, forgets answers cached for the guest, starts the member data, unread messages
 * and queued actions, and answers where to go (the saved last page, else /membercenter).
 */
export function completeLogin(
  token: string,
  method: 'password' | 'register' | 'social' = 'password',
): string {
  storage.set(LocalKey.authToken, token);
  reportAnalytics(method === 'register' ? 'sign_up' : 'login', {
    method: method === 'social' ? 'social' : 'password',
  });
  browserApi().clearCache();
  void loadMemberData();
  void loadUnreadMessages();
  void runQueuedActions();
  return takeReturnPath(storage);
}

/** POST logout, then the token goes and the whole storage is cleared (§4.1). */
export async function logout(): Promise<void> {
  try {
    await browserApi().send(accountsCalls.logout);
  } catch (error) {
    // A token the server no longer knows is as good as logged out.
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
  storage.remove(LocalKey.authToken);
  storage.clearAll();
  browserApi().clearCache();
  setUnread(null);
}
