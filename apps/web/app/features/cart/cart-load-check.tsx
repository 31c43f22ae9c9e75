// Page start (storefront.md §5, §8): every cart is loaded once, malformed entries dropped and saved back;
// a cart that is not JSON is cleared and the error modal '購物車資料解析中' (title '錯誤') shows.
// A login on this page (a new auth_token) binds the guest's temporary cart to the member (§4.3).
import { cartMessages, dialogMessages } from '@shop/core';
import { useEffect } from 'react';
import { useDialogs } from '../../components/ui/dialogs';
import { LocalKey, storage } from '../../lib/storage';
import { checkStoredCarts } from './cart-store';

export function CartLoadCheck() {
  const dialogs = useDialogs();
  useEffect(() => {
    if (checkStoredCarts()) {
      void dialogs.alert({ title: dialogMessages.errorTitle, description: cartMessages.cartUnreadable });
    }
  }, [dialogs]);
  useEffect(
    () =>
      storage.subscribe((notice) => {
        if (notice.action === 'set' && notice.key === LocalKey.authToken && notice.content) {
          void import('./temp-cart').then((module) => module?.sendTempCartBind());
        }
      }),
    [],
  );
  return null;
}
