import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  createAnswerCache,
  createAnswerStore,
  keptFor,
  PRIVATE_ANSWER,
  publicFor,
  rootFilesCachePlugin,
} from './cache.ts';

describe('cacheControlFor', () => {
  const base = { method: 'GET', statusCode: 200, authenticated: false };

  it('gives public GET answers the lifetime of their call', () => {
    expect(cacheControlFor({ ...base, policy: publicFor(10_000) })).toBe('public, max-age=10');
    expect(cacheControlFor({ ...base, policy: publicFor(60_000) })).toBe('public, max-age=60');
  });

  it('makes answers only the server keeps revalidate in browsers', () => {
    expect(cacheControlFor({ ...base, policy: keptFor(10_000) })).toBe('no-cache');
  });

  it('makes answers without a lifetime revalidate', () => {
    expect(cacheControlFor({ ...base, policy: undefined })).toBe('no-cache');
  });

  it('never stores member answers, errors or writes', () => {
    expect(cacheControlFor({ ...base, policy: PRIVATE_ANSWER })).toBe('private, no-store');
    expect(cacheControlFor({ ...base, authenticated: true, policy: publicFor(10_000) })).toBe(
      'private, no-store',
    );
    expect(cacheControlFor({ ...base, statusCode: 404, policy: publicFor(10_000) })).toBe(
      'private, no-store',
    );
    expect(cacheControlFor({ ...base, method: 'POST', policy: publicFor(10_000) })).toBe('private, no-store');
  });
});

describe('server-side answer cache', () => {
  async function appCounting(lifetimeMs: number, clock = { now: 0 }) {
    const app = Fastify();
    await app.register(rootFilesCachePlugin, { now: () => clock.now });
    const calls = { count: 0 };
    app.get('/menu', { config: { cache: publicFor(lifetimeMs) } }, async () => ({ served: ++calls.count }));
    app.get('/live', async () => ({ served: ++calls.count }));
    return { app, calls };
  }

  it('serves a guest GET with a public lifetime from memory until the lifetime ends', async () => {
    const clock = { now: 1_000 };
    const { app, calls } = await appCounting(60, clock);
    expect((await app.inject('/menu')).json()).toEqual({ served: 1 });
    const second = await app.inject('/menu');
    expect(second.json()).toEqual({ served: 1 });
    expect(second.headers['cache-control']).toBe('public, max-age=0');
    clock.now += 61;
    expect((await app.inject('/menu')).json()).toEqual({ served: 2 });
    expect(calls.count).toBe(2);
  });

  it('never keeps answers for a request with credentials or without a lifetime', async () => {
    const { app, calls } = await appCounting(60_000);
    await app.inject({ url: '/menu', headers: { authorization: 'Bearer x' } });
    await app.inject({ url: '/menu', headers: { authorization: 'Bearer x' } });
    await app.inject('/live');
    await app.inject('/live');
    expect(calls.count).toBe(4);
  });
});

describe('createAnswerCache', () => {
  const answer = (text: string) => ({ body: Buffer.from(text), headers: { 'content-type': 'text/plain' } });

  it('forgets an answer at the end of its lifetime', () => {
    const clock = { now: 1_000 };
    const cache = createAnswerCache({ now: () => clock.now });
    cache.keep('a', answer('A'), 100);
    clock.now = 1_100;
    expect(cache.read('a')?.body.toString()).toBe('A');
    clock.now = 1_101;
    expect(cache.read('a')).toBeNull();
  });

  it('holds at most maxEntries answers, dropping the least recently used first', () => {
    const cache = createAnswerCache({ maxEntries: 2 });
    cache.keep('a', answer('A'), 1000);
    cache.keep('b', answer('B'), 1000);
    cache.keep('a', answer('A2'), 1000);
    cache.keep('c', answer('C'), 1000);
    expect(cache.size).toBe(2);
    expect(cache.read('b')).toBeNull();
    expect(cache.read('a')?.body.toString()).toBe('A2');
    expect(cache.read('c')?.body.toString()).toBe('C');
  });

  it('bounds every route on its own, and drops a key in all of them', () => {
    const store = createAnswerStore({ maxEntries: 1 });
    store.ofRoute('/menu').keep('menu', answer('M'), 1000);
    store.ofRoute('/search').keep('s1', answer('S1'), 1000);
    store.ofRoute('/search').keep('s2', answer('S2'), 1000);
    expect(store.ofRoute('/menu').read('menu')?.body.toString()).toBe('M');
    expect(store.ofRoute('/search').read('s1')).toBeNull();
    store.drop('s2');
    expect(store.ofRoute('/search').read('s2')).toBeNull();
  });
});
