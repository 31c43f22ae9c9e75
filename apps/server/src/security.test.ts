// Attacks from issue 9 that need the whole shop process (trusted proxies, uploads, origin).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createShopServer } from './server.ts';

let database: DatabaseHandle;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemoShop(database.db);
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await database.close();
});

async function shop(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-security-test-'));
  const server = await createShopServer({
    db: database.db,
    config: readConfig({ DATA_DIR: dataDir, ...env }),
    logger: false,
  });
  servers.push(server);
  return server;
}

const MENU = '/front-stage/v1/main-menu';

describe('attack: a client forges X-Forwarded-For to pick its own address', () => {
  it('still counts every request of one socket address against its limit when no proxy is trusted', async () => {
    const server = await shop({ RATE_LIMIT_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const answer = await server.inject({
        url: MENU,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const server = await shop({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' });
    const viaProxy = (client: string) =>
      server.inject({ url: MENU, remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': client } });
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
    // A client outside the trusted range cannot borrow an address.
    const direct = (forged: string) =>
      server.inject({ url: MENU, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': forged } });
    expect((await direct('192.0.2.1')).statusCode).toBe(200);
    expect((await direct('192.0.2.2')).statusCode).toBe(200);
    expect((await direct('192.0.2.3')).statusCode).toBe(429);
  });

  it('takes a hop count, and refuses TRUST_PROXY=true (anyone could forge)', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the address the nearest proxy saw', async () => {
    const server = await shop({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' });
    const call = (chain: string) =>
      server.inject({ url: MENU, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': chain } });
    expect((await call('192.0.2.50, 198.51.100.5')).statusCode).toBe(200);
    // The client's own forged entry is ignored: the proxy saw 198.51.100.5 both times.
    expect((await call('192.0.2.51, 198.51.100.5')).statusCode).toBe(429);
    expect((await call('198.51.100.6')).statusCode).toBe(200);
  });
});
