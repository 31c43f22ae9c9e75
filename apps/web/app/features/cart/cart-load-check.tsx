// Page start (storefront.md §5, §8): every cart is loaded once, malformed entries dropped and saved back;
// a cart that is not JSON is cleared and the error modal '購物車資料解析中' (title '錯誤') shows.
import { cartMessages, dialogMessages } from '@shop/core';
import { useEffect } from 'react';
import { useDialogs } from '../../components/ui/dialogs';
import { checkStoredCarts } from './cart-store';

export function CartLoadCheck() {
  const dialogs = useDialogs();
  useEffect(() => {
    if (checkStoredCarts()) {
      void dialogs.alert({ title: dialogMessages.errorTitle, description: cartMessages.cartUnreadable });
    }
  }, [dialogs]);
  return null;
}
