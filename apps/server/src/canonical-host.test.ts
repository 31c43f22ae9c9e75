import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createShopServer } from './server.ts';

// Issue 23: a shopper on www. (or the bare domain) was served there and stuck on the payment page, whose
// form-action 'self' named the other host. Every other host now gets a 301 to SITE_URL.
let database: DatabaseHandle;
let shop: FastifyInstance;
let proxied: FastifyInstance;
let dev: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-host-test-'));
  const make = (env: NodeJS.ProcessEnv) =>
    createShopServer({ db: database.db, config: readConfig({ DATA_DIR: dataDir, ...env }), logger: false });
  shop = await make({ SITE_URL: 'https://mireva-lab.example' });
  proxied = await make({ SITE_URL: 'https://mireva-lab.example', TRUST_PROXY: '127.0.0.1' });
  dev = await make({});
});

afterAll(async () => {
  await Promise.all([shop.close(), proxied.close(), dev.close()]);
  await database.close();
});

describe('the shop answers on SITE_URL host only', () => {
  it('sends www. to SITE_URL with a 301 and keeps the path and query', async () => {
    const answer = await shop.inject({
      url: '/pay-finish/SN123?cancelled=1',
      headers: { host: 'www.mireva-lab.example' },
    });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('https://mireva-lab.example/pay-finish/SN123?cancelled=1');
  });

  it('redirects API calls and posts on another host too', async () => {
    const answer = await shop.inject({
      method: 'POST',
      url: '/front-stage/v1/create-order',
      headers: { host: 'MIREVA-LAB.example.org' },
    });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('https://mireva-lab.example/front-stage/v1/create-order');
  });

  it('serves SITE_URL host (in any case) as before', async () => {
    const answer = await shop.inject({ url: '/healthz', headers: { host: 'Mireva-Lab.example' } });
    expect(answer.statusCode).toBe(200);
    const page = await shop.inject({
      url: '/front-stage/v1/get-ship-method-list/',
      headers: { host: 'mireva-lab.example' },
    });
    expect(page.statusCode).toBe(200);
  });

  it('answers health checks asked by address', async () => {
    expect((await shop.inject({ url: '/healthz', headers: { host: '10.0.0.5:3000' } })).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-Host without TRUST_PROXY', async () => {
    const answer = await shop.inject({
      url: '/',
      headers: { host: 'www.mireva-lab.example', 'x-forwarded-host': 'mireva-lab.example' },
    });
    expect(answer.statusCode).toBe(301);
  });

  it('believes X-Forwarded-Host from the proxy TRUST_PROXY names', async () => {
    const answer = await proxied.inject({
      url: '/front-stage/v1/get-ship-method-list/',
      remoteAddress: '127.0.0.1',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'mireva-lab.example' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('serves every host when SITE_URL is unset (development and tests)', async () => {
    const answer = await dev.inject({ url: '/healthz', headers: { host: '127.0.0.1:3000' } });
    expect(answer.statusCode).toBe(200);
    const api = await dev.inject({
      url: '/front-stage/v1/get-ship-method-list/',
      headers: { host: 'anything.test' },
    });
    expect(api.statusCode).toBe(200);
  });
});
