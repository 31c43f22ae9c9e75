// What a shopper sees after an add to cart (storefront.md §4.3, §5, §8): the fly-to-cart animation or the
// toast '加入購物車成功' for 1500 ms; the info '單品數量最多4個，超過的無法加入。' at the 4-unit limit;
// the error '購物車資料解析中' (title '錯誤') when the stored cart was not JSON.
import { ADD_TO_CART_TOAST_MS, cartMessages, dialogMessages } from '@shop/core';
import { useCallback } from 'react';
import { type DialogApi, useDialogs } from '../../components/ui/dialogs';
import type { AddToCartOutcome } from './cart-store';
import { flyToCart } from './fly-to-cart';

export interface AddedFrom {
  /** The product image to fly to the cart icon; without it the toast shows. */
  imageSrc: string;
  button: HTMLElement;
}

export function reportAddToCart(dialogs: DialogApi, outcome: AddToCartOutcome, from?: AddedFrom) {
  if (outcome === 'added') {
    if (!from || !flyToCart(from.imageSrc, from.button)) {
      dialogs.toast(cartMessages.addedToCart, ADD_TO_CART_TOAST_MS);
    }
  } else if (outcome === 'limit') {
    void dialogs.alert({ title: dialogMessages.noticeTitle, description: cartMessages.mainCartUnitLimit });
  } else if (outcome === 'unreadable') {
    void dialogs.alert({ title: dialogMessages.errorTitle, description: cartMessages.cartUnreadable });
  }
}

/** Runs an add and tells the shopper how it went. */
export function useAddToCart() {
  const dialogs = useDialogs();
  return useCallback(
    (add: () => AddToCartOutcome, from?: AddedFrom) => {
      const outcome = add();
      reportAddToCart(dialogs, outcome, from);
      return outcome;
    },
    [dialogs],
  );
}
