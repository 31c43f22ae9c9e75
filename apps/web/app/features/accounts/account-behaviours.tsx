// The account side of every navigation (storefront.md §2.3, §2.4, §4.6): the access guard, the login
// re-check, member data and unread messages once the shell is up, and the after-login queue.
// Renders nothing; mounted once in the root.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  ERROR_PAGE_ATTRIBUTE,
  isLoginTypePath,
  isProtectedPath,
  runAccessGuard,
} from '../../lib/access-guard';
import { LocalKey, storage, storedAuthToken } from '../../lib/storage';

// The session code brings the API client and its answer schemas: it loads only when a token is stored
// or the guard must ask the server, never on a guest's first load.
const loadSession = () => import('./session');

async function checkIsLogin(): Promise<boolean> {
  return (await loadSession()).checkIsLogin();
}

async function loadUnreadMessages(): Promise<void> {
  await (await loadSession()).loadUnreadMessages();
}

/** On a page that needs no login, a token the server no longer knows is dropped (the header follows). */
async function recheckLogin() {
  try {
    if (!(await checkIsLogin())) {
      storage.remove(LocalKey.authToken);
      storage.remove(LocalKey.userData);
    }
  } catch (error) {
    console.error('[guard] is-login failed', error);
  }
}

export function AccountBehaviours() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  // Page start, after the shell appeared: member data, and the queued guest actions (§2.4, §4.6).
  useEffect(() => {
    if (!storedAuthToken()) return;
    void loadSession().then((session) => {
      void session.loadMemberData();
      void session.runQueuedActions();
    });
  }, []);

  // Another tab logging in or out changes what the header shows here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LocalKey.authToken) void loadUnreadMessages();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    let current = true;
    // Effects run after the page is in the document: a 404 or error screen is already there to see.
    const errorPage = document.querySelector(`[${ERROR_PAGE_ATTRIBUTE}]`) !== null;
    const location = { pathname, search, hash, errorPage };
    void runAccessGuard(location, { storage, isLogin: checkIsLogin }).then((to) => {
      if (current && to) navigate(to, { replace: true });
    });
    // Login state is re-checked on every route change (§2.4); protected pages do it in the guard.
    if (storedAuthToken()) {
      if (!isProtectedPath(pathname) && !isLoginTypePath(pathname)) void recheckLogin();
      void loadUnreadMessages();
    }
    return () => {
      current = false;
    };
  }, [pathname, search, hash, navigate]);

  return null;
}
