// The point redemption zone /pc-point (member-area §2.6): exchange products go into the point cart
// (pointCart); one unit costs pivot.dpoint when not 0, else pivot.point. A member sees the balance and the
// points already in the cart; a guest is asked to log in first.
import { ADD_TO_CART_TOAST_MS, cartMessages, exchangePoints } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { LocalKey, storage } from '../../lib/storage';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { addToActivityCartOf, readCartOf } from '../cart/cart-store';
import { memberPointBalance } from '../cart/point-balance';
import { reportAddToCart } from '../cart/use-add-to-cart';
import { loginPathSavingHere } from '../catalogue/member-actions';
import { ExchangeFigure } from './exchange-figure';
import type { ExchangeView } from './promotion-data';

const text = cartMessages.pointZone;

function pointsInCart(items: readonly ExchangeView[]): number {
  const byId = new Map(items.map((item) => [item.pId, item]));
  return (readCartOf(LocalKey.pointCart) ?? []).reduce((sum, line) => {
    const item = byId.get(Number(line.productId));
    return item ? sum + exchangePoints(item, line.quantity) : sum;
  }, 0);
}

function usePointsInCart(items: readonly ExchangeView[]): number {
  const [points, setPoints] = useState(0);
  useEffect(() => {
    setPoints(pointsInCart(items));
    return storage.subscribe((notice) => {
      if (notice.key === null || notice.key === LocalKey.pointCart) setPoints(pointsInCart(items));
    });
  }, [items]);
  return points;
}

function useBalance(loggedIn: boolean): number | null {
  const [balance, setBalance] = useState<number | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void memberPointBalance().then((points) => live && setBalance(points));
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return balance;
}

export function PointZone({ items, imageHost }: { items: ExchangeView[]; imageHost: string | null }) {
  const loggedIn = useIsLoggedIn();
  const balance = useBalance(loggedIn);
  const used = usePointsInCart(items);
  const dialogs = useDialogs();
  const navigate = useNavigate();

  function exchange(item: ExchangeView) {
    if (!loggedIn) {
      navigate(loginPathSavingHere());
      return;
    }
    const outcome = addToActivityCartOf(LocalKey.pointCart, { productId: item.pId }, 1);
    if (outcome === 'added') dialogs.toast(text.exchanged, ADD_TO_CART_TOAST_MS);
    else reportAddToCart(dialogs, outcome);
  }

  return (
    <div className="space-y-6">
      {loggedIn ? (
        <div
          data-testid="point-balance"
          className="flex flex-wrap gap-x-6 gap-y-1 rounded-xl bg-accent-soft px-4 py-3 text-sm"
        >
          {balance !== null && <p className="font-semibold">{text.balance(balance)}</p>}
          <p data-testid="points-in-cart">{text.inCart(used)}</p>
          {balance !== null && used > balance && (
            <p role="status" className="font-semibold text-blush">
              {text.notEnough}
            </p>
          )}
        </div>
      ) : (
        <div
          data-testid="point-login"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sand px-4 py-3 text-sm"
        >
          <p>{text.loginToExchange}</p>
          <Link
            to="/login"
            onClick={() => loginPathSavingHere()}
            className="rounded-full bg-ink px-4 py-2 font-semibold text-surface hover:bg-accent-strong"
          >
            {text.loginButton}
          </Link>
        </div>
      )}
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {items.map((item, i) => {
          return (
            <li key={item.pId} data-testid="exchange-item" className="flex flex-col gap-2">
              <ExchangeFigure item={item} index={i} imageHost={imageHost} />
              <p className="text-sm font-semibold text-blush">
                {cartMessages.preview.points(exchangePoints(item))}
              </p>
              <button
                type="button"
                data-testid="exchange"
                onClick={() => exchange(item)}
                className="mt-auto rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-ink hover:text-surface"
              >
                {text.exchange}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
