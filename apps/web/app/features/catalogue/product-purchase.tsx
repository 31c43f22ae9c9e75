// Quantity, add to cart, favourites and the restock notice of a product page (storefront.md §4.3, §5, §7.4).
import {
  ADD_TO_CART_TOAST_MS,
  catalogueMessages,
  dialogMessages,
  MAIN_CART_MAX_UNITS_PER_PRODUCT,
} from '@shop/core';
import { BellRing, Heart, Minus, Plus, ShoppingBag } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type DialogApi, useDialogs } from '../../components/ui/dialogs';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { addToCart } from '../cart/cart-store';
import { reportAddToCart } from '../cart/use-add-to-cart';
import {
  favouriteIds,
  isMember,
  loginPathSavingHere,
  requestRestockNotice,
  setFavourite,
} from './member-actions';

const { product: text } = catalogueMessages;
/** Favourite and restock notices stay as long as the add-to-cart one. */
const NOTICE_MS = ADD_TO_CART_TOAST_MS;

/** A guest is told '請先登入' first; once the notice is closed, /login with this page saved to return to. */
async function sendGuestToLogin(dialogs: DialogApi, navigate: (path: string) => void): Promise<void> {
  await dialogs.alert({ title: dialogMessages.noticeTitle, description: text.pleaseLogIn });
  navigate(loginPathSavingHere());
}

export function ProductPurchase({ productId, inStock }: { productId: number; inStock: boolean }) {
  const [quantity, setQuantity] = useState(1);
  const dialogs = useDialogs();
  const navigate = useNavigate();

  // The product page answers with the toast (its own image is in view); cards fly to the cart.
  const add = () => reportAddToCart(dialogs, addToCart(productId, quantity));
  const addButton = useRef<HTMLButtonElement>(null);
  const addButtonVisible = useInView(addButton);

  async function restock() {
    if (!isMember()) {
      await sendGuestToLogin(dialogs, navigate);
      return;
    }
    const outcome = await requestRestockNotice(productId);
    if (outcome === 'success') dialogs.toast(text.restockSuccess, NOTICE_MS);
    else if (outcome === 'warning') dialogs.toast(text.restockAlready, NOTICE_MS);
    else void dialogs.alert({ description: text.restockFailed });
  }

  return (
    <div className="space-y-4">
      {inStock ? (
        <div className="flex flex-wrap items-center gap-3">
          <fieldset className="inline-flex items-center rounded-full border border-line">
            <legend className="sr-only">{text.quantity}</legend>
            <button
              type="button"
              aria-label={text.decrease}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
              className="inline-flex size-10 items-center justify-center disabled:opacity-30"
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <output data-testid="quantity" aria-live="polite" className="w-8 text-center tabular-nums">
              {quantity}
            </output>
            <button
              type="button"
              aria-label={text.increase}
              onClick={() => setQuantity((q) => Math.min(MAIN_CART_MAX_UNITS_PER_PRODUCT, q + 1))}
              disabled={quantity >= MAIN_CART_MAX_UNITS_PER_PRODUCT}
              className="inline-flex size-10 items-center justify-center disabled:opacity-30"
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </fieldset>
          <button
            type="button"
            data-testid="add-to-cart"
            ref={addButton}
            onClick={add}
            className="inline-flex min-w-44 flex-1 items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface hover:bg-accent-strong"
          >
            <ShoppingBag aria-hidden className="size-4" />
            {text.addToCart}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <span data-testid="sold-out" className="rounded-full bg-sand px-4 py-2 text-sm text-ink-soft">
            {text.soldOut}
          </span>
          <button
            type="button"
            data-testid="restock-notice"
            onClick={restock}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full border border-ink px-6 py-3 text-sm font-semibold hover:bg-ink hover:text-surface"
          >
            <BellRing aria-hidden className="size-4" />
            {text.restockButton}
          </button>
        </div>
      )}
      <FavouriteButton productId={productId} dialogs={dialogs} />
      {inStock && !addButtonVisible && (
        // Phones: once the add button scrolls away, a bar at the bottom keeps it at hand.
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 p-3 backdrop-blur md:hidden">
          <button
            type="button"
            data-testid="sticky-add-to-cart"
            onClick={add}
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 text-sm font-semibold text-surface"
          >
            <ShoppingBag aria-hidden className="size-4" />
            {text.addToCart}
          </button>
        </div>
      )}
    </div>
  );
}

/** Whether the element is on screen; true until the browser says otherwise. */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

function FavouriteButton({ productId, dialogs }: { productId: number; dialogs: DialogApi }) {
  const loggedIn = useIsLoggedIn();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    favouriteIds()
      .then((ids) => live && setOn(ids.has(productId)))
      .catch((error) => console.error('[product] get-favorites failed', error));
    return () => {
      live = false;
    };
  }, [loggedIn, productId]);

  async function toggle() {
    if (!isMember()) {
      await sendGuestToLogin(dialogs, navigate);
      return;
    }
    setBusy(true);
    try {
      await setFavourite(productId, !on);
      dialogs.toast(on ? text.favouriteRemoved : text.favouriteAdded, NOTICE_MS);
      setOn(!on);
    } catch (error) {
      console.error('[product] favourite failed', error);
      void dialogs.alert({ description: text.favouriteFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      data-testid="favourite"
      aria-pressed={on}
      disabled={busy}
      onClick={toggle}
      className="inline-flex items-center gap-2 text-sm text-ink-soft hover:text-accent-strong"
    >
      <Heart aria-hidden className={`size-4 ${on ? 'fill-blush text-blush' : ''}`} />
      {on ? text.favouriteRemove : text.favouriteAdd}
    </button>
  );
}
