// Behaviour of every page start and route change (storefront.md §2.4, §2.12). Renders nothing;
// mounted once in the root as <PageBehaviours />.
import { CONTENT_INJECTION_DELAY_MS } from '@shop/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  applyStartQuery,
  documentCookies,
  encodedSeparatorReload,
  ensureVisitorId,
  isChunkLoadError,
  reloadAfterChunkError,
  scrollToHash,
  syncCurrencyCookie,
} from '../../lib/page-start';
import { useShellData } from '../../lib/shell-data';
import { storage } from '../../lib/storage';

const loadEnhancements = () => import('../../lib/page-enhancements');

let lastHandledHref: string | null = null;

/**
 * Reads the address once per URL: reloads for %3D / %26, then stores token, currency and referral.
 * Answers false when the page is reloading.
 */
function handleAddress(href: string = window.location.href): boolean {
  if (href === lastHandledHref) return true;
  lastHandledHref = href;
  const reloadTo = encodedSeparatorReload(href);
  if (reloadTo) {
    window.location.replace(reloadTo);
    return false;
  }
  const cookies = documentCookies(document);
  applyStartQuery(href, { storage, cookies, now: Date.now });
  syncCurrencyCookie({ storage, cookies });
  return true;
}

// Runs when the root module loads in the browser, before hydration and before any client loader or
// access check reads the token or the visitor id.
if (typeof window !== 'undefined' && handleAddress()) {
  ensureVisitorId({ storage, cookieString: document.cookie, now: Date.now, random: Math.random });
}

const reloadOnce = () =>
  reloadAfterChunkError({ storage, now: Date.now, reload: () => window.location.reload() });

function useChunkErrorReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      // Prevents Vite from throwing the error: the page reloads instead (or, inside 10 s, it surfaces).
      if (reloadOnce()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

function useContentInjection() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      loadEnhancements()
        // A failed chunk load that reloads the page resolves to no module.
        .then((module) => module?.runContentInjection(document, window.fetch.bind(window)))
        .catch((error) => console.error('[injection] could not start', error));
    }, CONTENT_INJECTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

function useImageHost(imageHost: string | null) {
  useEffect(() => {
    if (!imageHost) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadEnhancements()
      .then((module) => {
        if (module && !cancelled) stop = module.watchImageHost(document, imageHost, [window.location.origin]);
      })
      .catch((error) => console.error('[image-host] could not start', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [imageHost]);
}

/** Hash: scroll to it (retrying while it renders). New path: smooth scroll to the top. */
function useRouteScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (location.hash) {
      return scrollToHash(location.hash, {
        find: (id) => document.getElementById(id),
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      });
    }
    // Back / forward keeps the position <ScrollRestoration /> brings back.
    if (pathChanged && navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname, location.hash, navigationType]);
}

export function PageBehaviours() {
  const location = useLocation();
  const { imageHost } = useShellData();

  const address = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    handleAddress(new URL(address, window.location.origin).href);
  }, [address]);

  useChunkErrorReload();
  useRouteScroll();
  useContentInjection();
  useImageHost(imageHost);
  return null;
}
