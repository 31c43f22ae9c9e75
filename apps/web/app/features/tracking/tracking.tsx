// Mounts the browser's tracking (./tracker.client.ts). The tracker loads only after the page has
// loaded and the browser is idle, so it never competes with the first paint or hydration; route
// changes that happen before it arrives are replayed to it in order. Renders nothing. With the
// PAGE_TRACKER setting off (docs/decisions/124-tracker-switch.md) it loads nothing and calls nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShellData } from '../../lib/shell-data';
import { whenIdle } from '../../lib/when-idle';

type Tracker = typeof import('./tracker.client');

let tracker: Promise<Tracker | null> | null = null;

function loadTracker(startHref: string): Promise<Tracker | null> {
  tracker ??= new Promise<Tracker | null>((resolve) => {
    whenIdle(() => {
      import('./tracker.client')
        .then((module) => {
          module.startTracking(startHref);
          resolve(module);
        })
        .catch((error: unknown) => {
          console.error('[tracking] could not start', error);
          resolve(null);
        });
    });
  });
  return tracker;
}

export function Tracking() {
  const { pathname, search, hash } = useLocation();
  const { pageTracker } = useShellData().thirdPartyTags;
  useEffect(() => {
    if (!pageTracker) return;
    const path = `${pathname}${search}${hash}`;
    void loadTracker(window.location.href).then((module) => module?.routeChanged(path, search));
  }, [pathname, search, hash, pageTracker]);
  return null;
}
