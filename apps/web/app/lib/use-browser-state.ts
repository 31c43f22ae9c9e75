// Header state kept in the browser (token, carts, currency). The server renders the guest / empty / TWD
// view; the browser value replaces it right after hydration and follows every storage change.
import { type Currency, currencyCookie, headerCartCount, parseCurrency } from '@shop/core';
import { useSyncExternalStore } from 'react';
import { documentCookies } from './page-start';
import { useShellData } from './shell-data';
import { LocalKey, storage, storedAuthToken, storedCurrency } from './storage';

/** Re-reads on the page's own notices (storage-changed) and on other tabs' changes (storage). */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  const stop = storage.subscribe(onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    stop();
  };
}

function useStoredValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeStorage, read, () => serverValue);
}

export function useIsLoggedIn(): boolean {
  return useStoredValue(() => storedAuthToken() !== null, false);
}

/** The header's '{n}件': sum of the quantities of cart, pointCart, evergreenTrailCart and onlineSkinTestCart. */
export function useCartCount(): number {
  return useStoredValue(() => headerCartCount((key) => storage.get(key)), 0);
}

/**
 * The shopper's currency. The server renders the one its Currency cookie names, so hydration draws
 * the same prices and the first paint is already right (no TWD→HKD flash).
 */
export function useCurrency(): Currency {
  return useStoredValue(storedCurrency, useShellData().currency);
}

/**
 * Saves the currency (localStorage `Currency`, storefront.md §4.5, and the cookie the server reads)
 * and reloads the page so every price is drawn again.
 */
export function chooseCurrency(value: string) {
  const currency = parseCurrency(value);
  storage.set(LocalKey.currency, currency);
  documentCookies(document).write(currencyCookie(currency));
  window.location.reload();
}
