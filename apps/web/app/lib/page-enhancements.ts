/**
 * Page-wide features that can wait until the page is up (storefront.md §2.12): the content
 * injection read from /injection-points.json and the re-pointing of images to the image host.
 * Imported lazily by <PageBehaviours /> so they stay out of the first-load JavaScript.
 */
import type { InjectionPoint } from '@shop/contracts';
import { rewriteImageSrc } from '@shop/core';

export const INJECTION_POINTS_URL = '/injection-points.json';
const INJECTED_MARK = 'data-injection-point';

interface InjectionDocument {
  querySelector(selector: string): { before(...nodes: Node[]): void } | null;
  createElement(tag: 'div'): HTMLElement;
}

type Log = Pick<Console, 'warn' | 'error'>;

function isInjectionPoint(value: unknown): value is InjectionPoint {
  if (typeof value !== 'object' || value === null) return false;
  const point = value as Record<string, unknown>;
  return (
    typeof point.id === 'string' &&
    typeof point.path === 'string' &&
    typeof point.currentContent === 'string' &&
    (point.style === undefined || point.style === null || typeof point.style === 'string')
  );
}

/** The points of an injection file; anything malformed is left out. */
export function readInjectionPoints(body: unknown): InjectionPoint[] {
  const points = (body as { points?: unknown } | null)?.points;
  return Array.isArray(points) ? points.filter(isInjectionPoint) : [];
}

function findTarget(doc: InjectionDocument, selector: string) {
  try {
    return doc.querySelector(selector);
  } catch {
    return null; // an invalid selector counts as a missing target
  }
}

/**
 * Inserts each point's HTML before the element its `path` selects, with its style applied.
 * A missing target is logged and skipped; a point already inserted is not inserted twice.
 * Answers the ids inserted.
 */
export function injectPoints(doc: InjectionDocument, points: readonly InjectionPoint[], log: Log): string[] {
  const inserted: string[] = [];
  for (const point of points) {
    if (findTarget(doc, `[${INJECTED_MARK}="${point.id.replace(/["\\]/g, '\\$&')}"]`)) continue;
    const target = findTarget(doc, point.path);
    if (!target) {
      log.warn(`[injection] target not found for point ${point.id}: ${point.path}`);
      continue;
    }
    const wrapper = doc.createElement('div');
    wrapper.setAttribute(INJECTED_MARK, point.id);
    if (point.style) wrapper.setAttribute('style', point.style);
    // The file is written by the shop's own staff and served by our server.
    wrapper.innerHTML = point.currentContent;
    target.before(wrapper);
    inserted.push(point.id);
  }
  return inserted;
}

/** Reads /injection-points.json and injects its points; any failure is logged only (§8). */
export async function runContentInjection(
  doc: InjectionDocument,
  fetchImpl: typeof fetch,
  log: Log = console,
): Promise<string[]> {
  try {
    const answer = await fetchImpl(INJECTION_POINTS_URL, { headers: { Accept: 'application/json' } });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    return injectPoints(doc, readInjectionPoints(await answer.json()), log);
  } catch (error) {
    log.error('[injection] configuration could not be read; no injection points used', error);
    return [];
  }
}

interface ImageLike {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** Re-points one image's src (and srcset entries) to the image host. Answers whether it changed. */
export function repointImage(image: ImageLike, imageHost: string, shopOrigins: readonly string[]): boolean {
  let changed = false;
  const src = image.getAttribute('src');
  const newSrc = src ? rewriteImageSrc(src, imageHost, shopOrigins) : null;
  if (newSrc) {
    image.setAttribute('src', newSrc);
    changed = true;
  }
  const srcset = image.getAttribute('srcset');
  if (srcset) {
    let srcsetChanged = false;
    const rewritten = srcset.split(',').map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      const next = rewriteImageSrc(url, imageHost, shopOrigins);
      if (next === null) return candidate.trim();
      srcsetChanged = true;
      return [next, ...descriptor].join(' ');
    });
    if (srcsetChanged) {
      image.setAttribute('srcset', rewritten.join(', '));
      changed = true;
    }
  }
  return changed;
}

function repointWithin(root: ParentNode, imageHost: string, shopOrigins: readonly string[]) {
  for (const image of root.querySelectorAll('img, source')) repointImage(image, imageHost, shopOrigins);
}

/**
 * Re-points every image to the image host now and again whenever the page content changes
 * (§2.12). Answers the function that stops watching.
 */
export function watchImageHost(doc: Document, imageHost: string, shopOrigins: readonly string[]): () => void {
  if (imageHost.trim() === '') return () => {};
  repointWithin(doc, imageHost, shopOrigins);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        repointImage(record.target as Element, imageHost, shopOrigins);
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('img, source')) repointImage(node, imageHost, shopOrigins);
        repointWithin(node, imageHost, shopOrigins);
      }
    }
  });
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['src', 'srcset'],
  });
  return () => observer.disconnect();
}
