import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, cachePlugin, PRIVATE_ANSWER, publicFor } from './cache.ts';

describe('cacheControlFor', () => {
  const base = { method: 'GET', statusCode: 200, authenticated: false };

  it('gives public GET answers the lifetime of their call', () => {
    expect(cacheControlFor({ ...base, policy: publicFor(10_000) })).toBe('public, max-age=10');
    expect(cacheControlFor({ ...base, policy: publicFor(60_000) })).toBe('public, max-age=60');
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
    await app.register(cachePlugin, { now: () => clock.now });
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
