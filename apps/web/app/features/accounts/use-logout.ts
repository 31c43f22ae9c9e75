import { errorMessages, LOGOUT_TOAST_MS } from '@shop/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';

/**
 * Logout as storefront.md §4.1 and §8 describe it: confirm '確定要登出嗎？'; on '確定' log out, clear the
 * storage, show '登出成功！' for 1.5 s, then go to /; a failure shows the '登出失敗' dialog.
 * The session code (and the API client with it) loads only when the member logs out.
 */
export function useLogout(): () => Promise<void> {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return useCallback(async () => {
    const confirmed = await dialogs.confirm({ description: errorMessages.logoutConfirm });
    if (!confirmed) return;
    try {
      const { logout } = await import('./session');
      await logout();
    } catch (error) {
      console.error('[logout] failed', error);
      await dialogs.alert({ title: errorMessages.logoutFailed, description: errorMessages.tryAgainLater });
      return;
    }
    dialogs.toast(errorMessages.logoutSuccess, LOGOUT_TOAST_MS);
    window.setTimeout(() => navigate('/'), LOGOUT_TOAST_MS);
  }, [dialogs, navigate]);
}

/**
 * The member center's logout (member-area §2.2): it links to /login, so it logs out without the
 * header's confirmation and lands on /login; a failure shows the same '登出失敗' dialog and stays.
 */
export function useLogoutToLogin(): () => Promise<void> {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { logout } = await import('./session');
      await logout();
    } catch (error) {
      console.error('[logout] failed', error);
      await dialogs.alert({ title: errorMessages.logoutFailed, description: errorMessages.tryAgainLater });
      return;
    }
    navigate('/login');
  }, [dialogs, navigate]);
}
