import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetPlugin, SECURITY_HEADERS, shopHelmetOptions } from './helmet.ts';

describe('precomputed helmet headers', () => {
  it('are exactly what @fastify/helmet sends for the shop options (the pages use it)', async () => {
    const pages = Fastify();
    await pages.register(fastifyHelmet, shopHelmetOptions);
    pages.get('/', async () => 'page');
    const api = Fastify();
    await api.register(helmetPlugin);
    api.get('/', async () => 'api');

    const byHelmet = (await pages.inject('/')).headers;
    const ours = (await api.inject('/')).headers;
    const names = Object.keys(SECURITY_HEADERS);
    expect(names).toContain('content-security-policy');
    expect(names).toContain('strict-transport-security');
    for (const name of Object.keys(byHelmet)) {
      if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue;
      expect(SECURITY_HEADERS[name], name).toBe(byHelmet[name]);
      expect(ours[name], name).toBe(byHelmet[name]);
    }
    expect(names.length).toBe(Object.keys(byHelmet).filter((name) => name in SECURITY_HEADERS).length);
  });
});
