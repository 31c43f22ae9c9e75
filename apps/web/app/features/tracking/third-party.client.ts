// Loads the third-party services that are configured (storefront.md §1, §2.4), each from its own host
// as its install guide says, with the queue stubs the guides put inline written here instead (the
// page's CSP allows no inline script). Loaded by ./third-party-services.tsx once the page is idle.
import { THIRD_PARTY_SCRIPT_URLS, type ThirdPartyTags } from '@shop/core';
import { setLineTagIds } from './analytics';

type Stub = ((...args: unknown[]) => void) & { queue?: unknown[][]; q?: unknown[][] };

interface ServiceWindow {
  dataLayer?: unknown[];
  clarity?: Stub;
  fbq?: Stub & { callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string };
  _fbq?: unknown;
  _lt?: Stub;
  _ltq?: unknown[][];
}

const loaded = new Set<string>();

/** Adds an async script once; a script that fails to load is only logged. */
export function addScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => console.error('[third-party] could not load', src);
  document.head.appendChild(script);
}

function queueStub(push: (args: unknown[]) => void): Stub {
  return (...args: unknown[]) => push(args);
}

function startTagManagers(target: ServiceWindow, ids: readonly string[]): void {
  target.dataLayer ??= [];
  for (const id of ids) {
    target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(THIRD_PARTY_SCRIPT_URLS.tagManager(id));
  }
}

function startSessionRecording(target: ServiceWindow, id: string, memberId: number | null): void {
  if (!target.clarity) {
    const calls: unknown[][] = [];
    const stub = queueStub((args) => calls.push(args));
    stub.q = calls;
    target.clarity = stub;
  }
  if (memberId !== null) target.clarity('identify', String(memberId));
  addScript(THIRD_PARTY_SCRIPT_URLS.sessionRecording(id));
}

function startMetaPixel(target: ServiceWindow, id: string): void {
  if (!target.fbq) {
    const queue: unknown[][] = [];
    const fbq: NonNullable<ServiceWindow['fbq']> = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else queue.push(args);
    };
    fbq.queue = queue;
    fbq.loaded = true;
    fbq.version = '2.0';
    target.fbq = fbq;
    target._fbq = fbq;
  }
  target.fbq('init', id);
  target.fbq('track', 'PageView');
  addScript(THIRD_PARTY_SCRIPT_URLS.metaPixel);
}

function startLineTag(target: ServiceWindow, id: string): void {
  if (!target._lt) {
    const queue: unknown[][] = [];
    target._ltq = queue;
    target._lt = queueStub((args) => queue.push(args));
  }
  target._lt('init', { customerType: 'account', tagId: id });
  target._lt('send', 'pv', [id]);
  setLineTagIds([id]);
  addScript(THIRD_PARTY_SCRIPT_URLS.lineTag);
}

/** Starts every configured service; a service that throws leaves the others and the page working. */
export function startThirdPartyServices(tags: ThirdPartyTags, memberId: number | null): void {
  const target = window as unknown as ServiceWindow;
  const starts: [string, () => void][] = [
    ['tag manager', () => startTagManagers(target, tags.tagManagerIds)],
    [
      'session recording',
      () => tags.sessionRecordingId && startSessionRecording(target, tags.sessionRecordingId, memberId),
    ],
    ['Meta pixel', () => tags.metaPixelId && startMetaPixel(target, tags.metaPixelId)],
    ['LINE Tag', () => tags.lineTagId && startLineTag(target, tags.lineTagId)],
  ];
  for (const [name, start] of starts) {
    try {
      start();
    } catch (error) {
      console.error(`[third-party] ${name} failed to start`, error);
    }
  }
}

/** A later route: the pixels count a page view (the tag managers watch the history themselves). */
export function thirdPartyRouteChanged(tags: ThirdPartyTags): void {
  const target = window as unknown as ServiceWindow;
  if (tags.metaPixelId) target.fbq?.('track', 'PageView');
  if (tags.lineTagId) target._lt?.('send', 'pv', [tags.lineTagId]);
}
