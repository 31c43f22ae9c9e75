// The browser entry: React Router's default, except that hydration waits for the first paint of the
// server HTML. On a slow phone hydrating takes a long task; started before the first frame it would
// hold back the moment the shopper first sees the page. A hidden tab paints nothing (and gets no
// animation frames): it hydrates at once, or as soon as it is hidden.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

let started = false;
function hydrateOnce() {
  if (started) return;
  started = true;
  hydrate();
}

if (document.visibilityState === 'hidden') {
  hydrateOnce();
} else {
  // A frame callback runs just before the paint; the task it queues runs just after it.
  requestAnimationFrame(() => setTimeout(hydrateOnce, 0));
  document.addEventListener('visibilitychange', hydrateOnce, { once: true });
}
