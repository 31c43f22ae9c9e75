import { describe, expect, it, vi } from 'vitest';
import { injectPoints, readInjectionPoints, repointImage, runContentInjection } from './page-enhancements.ts';

/** Just enough of a document for the injection: elements found by exact selector. */
function fakeDocument(selectors: string[]) {
  const inserted: { before: string; attributes: Record<string, string>; html: string }[] = [];
  const doc = {
    querySelector(selector: string) {
      if (selector.startsWith('[data-injection-point=')) {
        const id = selector.slice('[data-injection-point="'.length, -2);
        return inserted.some((i) => i.attributes['data-injection-point'] === id) ? { before() {} } : null;
      }
      if (selector === ':::bad') throw new Error('invalid selector');
      if (!selectors.includes(selector)) return null;
      return {
        before(node: Node) {
          const element = node as unknown as FakeElement;
          inserted.push({ before: selector, attributes: element.attributes, html: element.innerHTML });
        },
      };
    },
    createElement: () => new FakeElement() as unknown as HTMLElement,
  };
  return { doc, inserted };
}

class FakeElement {
  attributes: Record<string, string> = {};
  innerHTML = '';
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
}

const point = (id: string, path: string, style?: string) => ({
  id,
  path,
  targetElement: 'div',
  currentContent: `<p>${id}</p>`,
  ...(style ? { style } : {}),
});

describe('content injection', () => {
  it('inserts each point before its target with its style, skipping missing targets', () => {
    const { doc, inserted } = fakeDocument(['#footer']);
    const log = { warn: vi.fn(), error: vi.fn() };
    const ids = injectPoints(
      doc,
      [point('a', '#footer', 'color: red'), point('b', '#gone'), point('c', ':::bad')],
      log,
    );
    expect(ids).toEqual(['a']);
    expect(inserted).toEqual([
      {
        before: '#footer',
        attributes: { 'data-injection-point': 'a', style: 'color: red' },
        html: '<p>a</p>',
      },
    ]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('does not insert a point twice', () => {
    const { doc, inserted } = fakeDocument(['#footer']);
    const log = { warn: vi.fn(), error: vi.fn() };
    injectPoints(doc, [point('a', '#footer')], log);
    injectPoints(doc, [point('a', '#footer')], log);
    expect(inserted).toHaveLength(1);
  });

  it('reads the points of /injection-points.json and drops malformed ones', async () => {
    expect(readInjectionPoints({ points: [point('a', '#x'), { id: 1 }, null] })).toEqual([point('a', '#x')]);
    expect(readInjectionPoints('nope')).toEqual([]);
    const { doc, inserted } = fakeDocument(['#x']);
    const fetchImpl = vi.fn(async () => Response.json({ points: [point('a', '#x')] }));
    await expect(runContentInjection(doc, fetchImpl, { warn: vi.fn(), error: vi.fn() })).resolves.toEqual([
      'a',
    ]);
    expect(fetchImpl).toHaveBeenCalledWith('/injection-points.json', expect.anything());
    expect(inserted).toHaveLength(1);
  });

  it('logs a failed configuration read and injects nothing', async () => {
    const { doc } = fakeDocument(['#x']);
    const log = { warn: vi.fn(), error: vi.fn() };
    const fetchImpl = vi.fn(async () => new Response('gone', { status: 404 }));
    await expect(runContentInjection(doc, fetchImpl, log)).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('image host re-pointing', () => {
  const host = 'https://img.example.test';
  const origins = ['https://shop.test'];

  it('re-points upload paths and own-domain links, not other hosts', () => {
    const image = new FakeElement();
    image.setAttribute('src', '/upload/a.jpg');
    expect(repointImage(image, host, origins)).toBe(true);
    expect(image.getAttribute('src')).toBe('https://img.example.test/upload/a.jpg');
    expect(repointImage(image, host, origins)).toBe(false);

    const own = new FakeElement();
    own.setAttribute('src', 'https://shop.test/images/logo.png');
    repointImage(own, host, origins);
    expect(own.getAttribute('src')).toBe('https://img.example.test/images/logo.png');

    const other = new FakeElement();
    other.setAttribute('src', 'https://cdn.other.test/upload/x.jpg');
    expect(repointImage(other, host, origins)).toBe(false);
  });

  it('re-points srcset candidates and keeps their descriptors', () => {
    const image = new FakeElement();
    image.setAttribute('srcset', '/upload/a.jpg 1x, /static/b.jpg 2x');
    expect(repointImage(image, host, origins)).toBe(true);
    expect(image.getAttribute('srcset')).toBe('https://img.example.test/upload/a.jpg 1x, /static/b.jpg 2x');
  });
});
