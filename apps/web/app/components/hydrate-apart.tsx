import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';

/**
 * Hydrates its children in a pass of their own, after the page around them. React leaves a
 * server-rendered Suspense boundary dehydrated during the first hydration and comes back to it at a
 * lower priority, so the page's one long hydration task becomes a few shorter ones (a phone's main
 * thread answers taps between them). The markup is the same on the server and in the browser; a tap
 * on a part not yet hydrated hydrates that part first and is replayed by React.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const part = useRef<PartState>({ hydrated: false, waiting: false });
  // Runs when the page around it is hydrated (or, after a client navigation, after the part's own
  // effect, which has already marked it hydrated).
  useEffect(() => {
    const state = part.current;
    if (state.hydrated) return;
    state.waiting = true;
    partsWaiting++;
    // Taken away before it hydrated (a client loader's error replaced the page around it): it is no
    // longer waited for, and when it was the last one the page is marked here, as nothing else would.
    return () => {
      if (!state.waiting) return;
      state.waiting = false;
      partsWaiting--;
      if (partsWaiting === 0) markPageHydrated();
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      {/* After the children: a part hydrated apart inside this one counts itself waiting first. */}
      <PartHydrated part={part} />
    </Suspense>
  );
}

interface PartState {
  hydrated: boolean;
  /** Counted in partsWaiting: the page around it was hydrated first. */
  waiting: boolean;
}

/** Parts whose surroundings have hydrated and they themselves not yet. */
let partsWaiting = 0;

function PartHydrated({ part }: { part: RefObject<PartState> }) {
  useEffect(() => {
    const state = part.current;
    state.hydrated = true;
    if (!state.waiting) return;
    state.waiting = false;
    partsWaiting--;
    if (partsWaiting === 0) markPageHydrated();
  }, [part]);
  return null;
}

/**
 * Marks the page as working once the root and every part hydrated apart have hydrated: the scripts
 * start after the first images (lib/script-start), and the browser tests wait for this before they
 * type or tap. Called by the root layout's effect, which runs after the effects of the parts inside it.
 */
export function useMarkPageHydrated() {
  useEffect(() => {
    if (partsWaiting === 0) markPageHydrated();
  }, []);
}

function markPageHydrated() {
  document.documentElement.dataset.hydrated = '';
}
