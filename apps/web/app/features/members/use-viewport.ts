import type { Viewport } from '@shop/core';
import { useSyncExternalStore } from 'react';

/** The md breakpoint of the storefront's layout: below it the member pages use their mobile rules. */
const DESKTOP_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** desktop or mobile, following the window; desktop in the server's HTML. */
export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'mobile'),
    () => 'desktop',
  );
}
