// Mounts the browser's tracking (./tracker.client.ts). The tracker loads only after the page has
// loaded and the browser is idle, so it never competes with the first paint or hydration; route
// changes that happen before it arrives are replayed to it in order. Renders nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from './when-idle';

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
  useEffect(() => {
    const path = `${pathname}${search}${hash}`;
    void loadTracker(window.location.href).then((module) => module?.routeChanged(path, search));
  }, [pathname, search, hash]);
  return null;
}
