import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptHolder } from './script-hold.server.ts';
import { holdPageScripts } from './script-start.ts';

// What React Router's <Scripts> writes (modulepreload links are hoisted into the head by React).
const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/shell-A.js" nonce="n0"/>' +
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/upload/b.webp?w=750 750w"/></head>' +
  '<body><main>精華液 NT$1,280</main>' +
  '<script nonce="n0">window.__reactRouterContext = {"a":"<script type=\\"module\\">"};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root-B.js";</script>' +
  '</body></html>';

const HELD =
  '<html><head><link rel="x-held-modulepreload" href="/assets/shell-A.js" nonce="n0"/>' +
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/upload/b.webp?w=750 750w"/></head>' +
  '<body><main>精華液 NT$1,280</main>' +
  '<script nonce="n0">window.__reactRouterContext = {"a":"<script type=\\"module\\">"};</script>' +
  '<script nonce="n0" type="x-held-module" async="">import * as route0 from "/assets/root-B.js";</script>' +
  '</body></html>';

describe('holdPageScripts', () => {
  it('holds the modulepreload links and the module script, and nothing else', () => {
    expect(holdPageScripts(PAGE)).toBe(HELD);
  });
});

describe('scriptHolder', () => {
  it('holds tags split across chunks, and characters split across bytes', async () => {
    const bytes = Buffer.from(PAGE);
    // Every split point: a tag or a three-byte character may be cut anywhere.
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut, cut + 13), bytes.subarray(cut + 13)];
      const out = await text(Readable.from(chunks).pipe(scriptHolder()));
      expect(out, `cut at ${cut}`).toBe(HELD);
    }
  });

  it('passes a chunk that ends with a whole tag on at once (streamed loader data is not held back)', async () => {
    const holder = scriptHolder();
    const out: string[] = [];
    holder.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    const chunk = '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("[1]");</script>';
    holder.write(Buffer.from(chunk));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toBe(chunk);
    holder.write(Buffer.from('<script nonce="n0" type="mod'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toBe(chunk);
  });
});
