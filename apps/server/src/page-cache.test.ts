import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createPageCache } from './page-cache.ts';
import { reactRouterHandler } from './react-router-handler.ts';

const LIFETIME_MS = 5_000;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A shop page handler whose renderer numbers its renders, so a kept page is told from a new one. */
function pagesWith(render: (request: Request, count: number) => Response) {
  let clock = 1_000;
  let renders = 0;
  const cache = createPageCache({ lifetimeMs: LIFETIME_MS, now: () => clock });
  const handle = async (request: Request) => render(request, ++renders);
  app = Fastify();
  app.all(
    '/*',
    reactRouterHandler(handle, () => ({}) as AppLoadContext, { pageCache: cache }),
  );
  return {
    app,
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const html = (count: number, init: ResponseInit = {}) =>
  new Response(`<p>render ${count}</p>`, {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/html', ...init.headers },
  });

describe('page cache', () => {
  it('sends a guest the kept page with its headers until the lifetime ends', async () => {
    const shop = pagesWith((_request, count) => html(count, { headers: { 'x-robots-tag': 'all' } }));
    const first = await shop.app.inject('/c-plus');
    const second = await shop.app.inject('/c-plus');
    expect(second.body).toBe('<p>render 1</p>');
    expect(second.headers['content-type']).toBe('text/html');
    expect(second.headers['x-robots-tag']).toBe('all');
    expect(first.body).toBe(second.body);
    expect(shop.renders()).toBe(1);

    shop.advance(LIFETIME_MS);
    expect((await shop.app.inject('/c-plus')).body).toBe('<p>render 1</p>');
    shop.advance(1);
    expect((await shop.app.inject('/c-plus')).body).toBe('<p>render 2</p>');
  });

  it('keeps each URL, query included, apart', async () => {
    const shop = pagesWith((request, count) =>
      html(count, { headers: { 'x-url': new URL(request.url).search } }),
    );
    await shop.app.inject('/hot-sale?page=1');
    const other = await shop.app.inject('/hot-sale?page=2');
    expect(other.body).toBe('<p>render 2</p>');
    expect(other.headers['x-url']).toBe('?page=2');
  });

  it('keeps a page apart per Currency cookie, so an HKD shopper never gets a TWD page (issue 10)', async () => {
    const shop = pagesWith((_request, count) => html(count));
    await shop.app.inject('/c-plus');
    const hkd = await shop.app.inject({ url: '/c-plus', headers: { cookie: 'a=1; Currency=HKD' } });
    expect(hkd.body).toBe('<p>render 2</p>');
    const hkdAgain = await shop.app.inject({ url: '/c-plus', headers: { cookie: 'Currency=HKD' } });
    expect(hkdAgain.body).toBe('<p>render 2</p>');
    const twd = await shop.app.inject({ url: '/c-plus', headers: { cookie: 'Currency=TWD' } });
    expect(twd.body).toBe('<p>render 1</p>');
  });

  it('never shares a page with or for a request that carries credentials', async () => {
    const shop = pagesWith((_request, count) => html(count));
    const authorization = 'Bearer member-token';
    await shop.app.inject({ url: '/', headers: { authorization } });
    expect((await shop.app.inject('/')).body).toBe('<p>render 2</p>');
    expect((await shop.app.inject({ url: '/', headers: { authorization } })).body).toBe('<p>render 3</p>');
  });

  it('keeps no 404, no page that sets a cookie and nothing but GET', async () => {
    const missing = pagesWith((_request, count) => html(count, { status: 404 }));
    await missing.app.inject('/no-such-page');
    expect((await missing.app.inject('/no-such-page')).statusCode).toBe(404);
    expect(missing.renders()).toBe(2);
    await missing.app.close();

    const cookie = pagesWith((_request, count) => html(count, { headers: { 'set-cookie': 'a=1; Path=/' } }));
    await cookie.app.inject('/');
    const again = await cookie.app.inject('/');
    expect(again.body).toBe('<p>render 2</p>');
    expect([again.headers['set-cookie']].flat()).toEqual(['a=1; Path=/']);
    await cookie.app.close();

    const post = pagesWith((_request, count) => html(count));
    await post.app.inject({ method: 'POST', url: '/contact-us' });
    expect((await post.app.inject({ method: 'POST', url: '/contact-us' })).body).toBe('<p>render 2</p>');
  });

  it('is off with a lifetime of 0, and PAGE_CACHE_SECONDS sets the lifetime', () => {
    expect(createPageCache({ lifetimeMs: 0 })).toBeNull();
    expect(readConfig({}).pageCacheSeconds).toBe(5);
    expect(readConfig({ PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    expect(() => readConfig({ PAGE_CACHE_SECONDS: 'soon' })).toThrow(/PAGE_CACHE_SECONDS/);
  });
});

describe('kept pages, compressed', () => {
  it('are sent in the encoding the browser accepts, decoding to the same page', async () => {
    const page = `<main>${'米瑞法肌研所 '.repeat(400)}</main>`;
    const shop = pagesWith(() => new Response(page, { headers: { 'content-type': 'text/html' } }));
    await shop.app.inject('/');
    for (const [acceptEncoding, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await shop.app.inject({ url: '/', headers: { 'accept-encoding': acceptEncoding } });
      expect(answer.headers['content-encoding']).toBe(acceptEncoding === 'gzip' ? 'gzip' : 'br');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(decode(answer.rawPayload).toString()).toBe(page);
    }
    expect((await shop.app.inject('/')).body).toBe(page);
    expect(shop.renders()).toBe(1);
  });
});
