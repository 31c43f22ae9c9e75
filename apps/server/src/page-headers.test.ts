import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createPageCache } from './page-cache.ts';
import { inlineScriptHashes } from './page-headers.ts';
import { reactRouterHandler } from './react-router-handler.ts';

const CDN = { sMaxAgeSeconds: 30, staleWhileRevalidateSeconds: 60 };
const PUBLIC = 'public, s-maxage=30, stale-while-revalidate=60';
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A page whose inline script writes the nonce it was rendered with (as React Router's <Scripts> do). */
function pages(init: ResponseInit = {}, withCache = false) {
  const seen: (string | undefined)[] = [];
  app = Fastify();
  app.all(
    '/*',
    reactRouterHandler(
      async (_request, context) => {
        const nonce = (context as { cspNonce?: string } | undefined)?.cspNonce;
        seen.push(nonce);
        const attribute = nonce ? ` nonce="${nonce}"` : '';
        return new Response(`<p>米瑞</p><script${attribute}>window.__ctx={"a":1}</script>`, {
          status: 200,
          ...init,
          headers: { 'content-type': 'text/html', ...init.headers },
        });
      },
      () => ({}) as AppLoadContext,
      { cdn: CDN, pageCache: withCache ? createPageCache({ lifetimeMs: 5_000 }) : null },
    ),
  );
  return { app, seen };
}

describe('a guest page a CDN may keep', () => {
  it('is public for a while, varies on Accept-Encoding only, and sets no cookie', async () => {
    const { app } = pages();
    const answer = await app.inject('/c-plus');
    expect(answer.headers['cache-control']).toBe(PUBLIC);
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('holds no nonce: its policy names the hash of each of its inline scripts instead', async () => {
    const { app, seen } = pages();
    const answer = await app.inject('/c-plus');
    expect(seen).toEqual([undefined]);
    expect(answer.body).toBe('<p>米瑞</p><script>window.__ctx={"a":1}</script>');
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${sha('window.__ctx={"a":1}')};`);
    expect(csp).not.toContain('nonce-');
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
  });

  it('is sent again from the page cache with the same body and the same hashes', async () => {
    const { app, seen } = pages({}, true);
    const first = await app.inject('/c-plus');
    const second = await app.inject('/c-plus');
    expect(seen.length).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['cache-control']).toBe(PUBLIC);
  });
});

describe('a page for one visitor', () => {
  it('is private with a fresh nonce when the request carries credentials', async () => {
    const { app, seen } = pages();
    const answer = await app.inject({ url: '/member/orders', headers: { authorization: 'Bearer t' } });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const nonce = seen[0];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(answer.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(answer.body).toContain(`<script nonce="${nonce}">`);
  });

  it('is private when it sets a cookie, for a form post, a 404, data for scripts and in another currency', async () => {
    const cookie = pages({ headers: { 'set-cookie': 'cart=abc; Path=/' } });
    const withCookie = await cookie.app.inject('/');
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
    expect([withCookie.headers['set-cookie']].flat()).toEqual(['cart=abc; Path=/']);
    await cookie.app.close();

    const post = pages();
    const posted = await post.app.inject({ method: 'POST', url: '/contact-us' });
    expect(posted.headers['cache-control']).toBe('private, no-store');
    expect(posted.headers.vary).toBeUndefined();
    await post.app.close();

    const missing = pages({ status: 404 });
    expect((await missing.app.inject('/nothing')).headers['cache-control']).toBe('private, no-store');
    await missing.app.close();

    const manifest = pages({ headers: { 'content-type': 'application/json' } });
    expect((await manifest.app.inject('/__manifest?p=1')).headers['cache-control']).toBe('private, no-store');
    await manifest.app.close();

    const hkd = pages();
    const inHkd = await hkd.app.inject({ url: '/c-plus', headers: { cookie: 'Currency=HKD' } });
    expect(inHkd.headers['cache-control']).toBe('private, no-store');
    const inTwd = await hkd.app.inject({ url: '/c-plus', headers: { cookie: 'Currency=TWD; a=1' } });
    expect(inTwd.headers['cache-control']).toBe(PUBLIC);
  });
});

describe('inline script hashes', () => {
  it('hash every inline script once, the held module one too, but no script file and no JSON-LD', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script src="/assets/a.js"></script>',
      '<script>one()</script>',
      '<script type="x-held-module">import "/assets/b.js"</script>',
      '<script>one()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('import "/assets/b.js"')]);
  });
});

describe('PAGE_CDN_SECONDS and PAGE_CDN_STALE_SECONDS', () => {
  it('default to 30 and 60 seconds; 0 turns shared caching off', async () => {
    expect(readConfig({}).pageCdn).toEqual({ sMaxAgeSeconds: 30, staleWhileRevalidateSeconds: 60 });
    expect(readConfig({ PAGE_CDN_SECONDS: '120', PAGE_CDN_STALE_SECONDS: '600' }).pageCdn).toEqual({
      sMaxAgeSeconds: 120,
      staleWhileRevalidateSeconds: 600,
    });
    expect(() => readConfig({ PAGE_CDN_SECONDS: 'soon' })).toThrow(/PAGE_CDN_SECONDS/);
  });
});
