// The header's cart counter and the cart preview it opens (storefront.md §2.5, §2.8, §2.9).
import { CART_PREVIEW_CLOSE_DELAY_MS, cartMessages, shellMessages } from '@shop/core';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCartCount, useIsLoggedIn } from '../../lib/use-browser-state';
import { CART_TARGET_ATTRIBUTE } from '../cart/fly-to-cart';

const loadPreview = () => import('../cart/cart-preview');
const CartPreview = lazy(loadPreview);
const MobilePreviewFrame = lazy(async () => ({ default: (await loadPreview()).MobilePreviewFrame }));
const cartTarget = { [CART_TARGET_ATTRIBUTE]: '' };

/**
 * A member's claimed gifts count in '{n}件' (§9): their copy is read from the server once per page load,
 * in its own chunk so a guest's first paint loads nothing more.
 */
function useMemberGiftCopy() {
  const member = useIsLoggedIn();
  useEffect(() => {
    if (member) void import('../cart/member-gift-cart').then((gifts) => gifts.memberGifts());
  }, [member]);
}

/** A navigation closes the preview. */
function useCloseOnNavigation(close: () => void) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new path only
  useEffect(() => close(), [pathname]);
}

/** Desktop '{n}件' counter: hovering opens the preview, leaving closes it after 1 s. */
export function CartCounter() {
  const count = useCartCount();
  useMemberGiftCopy();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | null>(null);
  const cancelClose = () => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CART_PREVIEW_CLOSE_DELAY_MS);
  };
  const closeNow = () => {
    cancelClose();
    setOpen(false);
  };
  useCloseOnNavigation(closeNow);
  useEffect(
    () => () => {
      if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus open the preview; the link inside is the control
    <div
      className="relative"
      onMouseEnter={show}
      onMouseLeave={closeLater}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeLater();
      }}
      onKeyDown={(event) => event.key === 'Escape' && closeNow()}
    >
      <Link
        to="/my_cartlist"
        data-testid="cart-counter"
        data-count={count}
        aria-expanded={open}
        aria-controls="desktop-cart-preview"
        onPointerEnter={() => void loadPreview()}
        className="group inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm hover:border-accent"
        {...cartTarget}
      >
        <ShoppingBag aria-hidden className="size-4 text-accent" />
        <span className="sr-only">{shellMessages.cartLabel}</span>
        <span>{shellMessages.cartCount(count)}</span>
      </Link>
      {open && (
        <section
          id="desktop-cart-preview"
          data-testid="cart-preview"
          aria-label={cartMessages.preview.desktopLabel}
          className="absolute top-full right-0 z-50 mt-2 w-96 rounded-2xl border border-line bg-surface text-ink shadow-xl"
        >
          <Suspense fallback={null}>
            <CartPreview variant="desktop" onClose={closeNow} />
          </Suspense>
        </section>
      )}
    </div>
  );
}

/** Mobile cart icon with its badge; a tap toggles the preview titled '購物車預覽'. */
export function CartBadge() {
  const count = useCartCount();
  useMemberGiftCopy();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useCloseOnNavigation(close);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        data-testid="mobile-cart"
        aria-label={`${shellMessages.cartLabel} ${shellMessages.cartCount(count)}`}
        aria-expanded={open}
        aria-controls="mobile-cart-preview"
        onPointerEnter={() => void loadPreview()}
        onClick={() => setOpen((now) => !now)}
        className="relative inline-flex size-10 items-center justify-center"
        {...cartTarget}
      >
        <ShoppingBag aria-hidden className="size-5" />
        <span
          data-testid="mobile-cart-badge"
          className="absolute top-1 right-0.5 min-w-4 rounded-full bg-accent-strong px-1 text-center text-[10px] leading-4 font-semibold text-white"
        >
          {count}
        </span>
      </button>
      {open && (
        <div
          id="mobile-cart-preview"
          role="dialog"
          aria-labelledby="mobile-cart-preview-title"
          data-testid="cart-preview"
          className="fixed inset-x-0 top-14 z-50 border-b border-line bg-surface text-ink shadow-xl"
        >
          <Suspense fallback={null}>
            <MobilePreviewFrame onClose={close}>
              <CartPreview variant="mobile" onClose={close} />
            </MobilePreviewFrame>
          </Suspense>
        </div>
      )}
    </>
  );
}
