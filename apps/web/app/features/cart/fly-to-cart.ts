// Fly-to-cart (storefront.md §4.3, §9): a 150 × 150 px copy of the product image flies from the button to
// the visible cart icon over 2 s. Answers false when it cannot run (no visible cart icon, reduced motion),
// and the caller shows the '加入購物車成功' toast instead.
import { FLY_TO_CART_DURATION_MS, FLY_TO_CART_IMAGE_SIZE_PX } from '@shop/core';

/** The header marks its cart icon(s) with this attribute; the visible one is the target. */
export const CART_TARGET_ATTRIBUTE = 'data-cart-target';

function visibleCartTarget(): HTMLElement | null {
  const targets = document.querySelectorAll<HTMLElement>(`[${CART_TARGET_ATTRIBUTE}]`);
  for (const target of targets) {
    const box = target.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return target;
  }
  return null;
}

export function flyToCart(imageSrc: string, from: HTMLElement): boolean {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  const target = visibleCartTarget();
  if (!target || typeof document.body.animate !== 'function') return false;
  const size = FLY_TO_CART_IMAGE_SIZE_PX;
  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const image = document.createElement('img');
  image.src = imageSrc;
  image.alt = '';
  image.setAttribute('aria-hidden', 'true');
  image.dataset.testid = 'fly-to-cart';
  Object.assign(image.style, {
    position: 'fixed',
    left: `${start.left + start.width / 2 - size / 2}px`,
    top: `${start.top + start.height / 2 - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    objectFit: 'cover',
    borderRadius: '12px',
    zIndex: '60',
    pointerEvents: 'none',
  });
  document.body.append(image);
  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const flight = image.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.1)`, opacity: 0.4 },
    ],
    { duration: FLY_TO_CART_DURATION_MS, easing: 'ease-in-out' },
  );
  flight.onfinish = () => image.remove();
  flight.oncancel = () => image.remove();
  return true;
}
