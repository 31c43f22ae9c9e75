// The main cart as the page shows it (re-read on every storage notice) and its price from the server.
import type { CartItem, CartSummary } from '@shop/core';
import { useCallback, useEffect, useState } from 'react';
import { LocalKey, storage } from '../../lib/storage';
import { readCart } from '../cart/cart-store';
import { loadCheckoutSummary } from './checkout-data';
import { readPointCart, readTrialCarts, type TrialCarts } from './submit-order';

/** null until read in the browser. */
export function useMainCart(): CartItem[] | null {
  const [cart, setCart] = useState<CartItem[] | null>(null);
  useEffect(() => {
    setCart(readCart() ?? []);
    return storage.subscribe((notice) => {
      if (notice.key === null || notice.key === LocalKey.cart) setCart(readCart() ?? []);
    });
  }, []);
  return cart;
}

/** The point cart (ordered with the main cart), null until read in the browser. */
export function usePointCart(): CartItem[] | null {
  const [cart, setCart] = useState<CartItem[] | null>(null);
  useEffect(() => {
    setCart(readPointCart() ?? []);
    return storage.subscribe((notice) => {
      if (notice.key === null || notice.key === LocalKey.pointCart) setCart(readPointCart() ?? []);
    });
  }, []);
  return cart;
}

/** The evergreen-trail and skin-test carts (decision 095), null until read in the browser. */
export function useTrialCarts(): TrialCarts | null {
  const [carts, setCarts] = useState<TrialCarts | null>(null);
  useEffect(() => {
    setCarts(readTrialCarts());
    return storage.subscribe((notice) => {
      if (
        notice.key === null ||
        notice.key === LocalKey.evergreenTrailCart ||
        notice.key === LocalKey.onlineSkinTestCart
      )
        setCarts(readTrialCarts());
    });
  }, []);
  return carts;
}

/** Priced again whenever the cart changes; the last answer stays shown while the next one is on its way. */
export function useCheckoutSummary(
  cart: CartItem[] | null,
  pointCart: CartItem[] | null = [],
  trials: TrialCarts | null = null,
) {
  const [summary, setSummary] = useState<CartSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([cart, pointCart, trials]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: priced again when the cart's content or a retry changes
  useEffect(() => {
    if (cart === null || pointCart === null) return;
    let live = true;
    loadCheckoutSummary()
      .then((next) => {
        if (!live) return;
        setSummary(next);
        setFailed(false);
      })
      .catch((error) => {
        console.error('[checkout] cart summary failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { summary, failed, retry };
}
