// Attacks from issue 9 that need the whole shop process (trusted proxies, uploads, origin).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createObjectStorage } from '@shop/api';
import { type DatabaseHandle, openDatabase } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createShopServer } from './server.ts';
import { registerUploads } from './uploads.ts';

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

describe('attack: images that cost CPU, disk or trust', () => {
  it('serves a stored upload resized for ?w= (not the original) with nosniff', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-upload-resize-'));
    mkdirSync(path.join(dataDir, 'uploads'));
    const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6' } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(dataDir, 'uploads', 'stored-photo.webp'), original);
    const server = await shop({ DATA_DIR: dataDir });
    const answer = await server.inject('/upload/stored-photo.webp?w=90');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(90);
    const full = await server.inject('/upload/stored-photo.webp');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1600);
  });

  it('sends a stored PDF as an attachment, never inline', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-upload-pdf-'));
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'paper.pdf'), '%PDF-1.4\n%%EOF\n');
    const server = await shop({ DATA_DIR: dataDir });
    const answer = await server.inject('/upload/paper.pdf');
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('draws only canonical demo image names: zero-padded aliases are 404 and leave no file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-upload-alias-'));
    const server = await shop({ DATA_DIR: dataDir });
    expect((await server.inject('/upload/demo-product-47.webp?w=90')).statusCode).toBe(200);
    for (const alias of ['demo-product-047.webp', `demo-product-${'0'.repeat(100)}47.webp`]) {
      expect((await server.inject(`/upload/${alias}?w=90`)).statusCode).toBe(404);
    }
    expect(readdirSync(path.join(dataDir, 'uploads', '.variants'))).toEqual(['90-demo-product-47.webp']);
  });

  it('stops writing variants to disk past the store bound (they are still served)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-upload-bound-'));
    const server = Fastify();
    registerUploads(server, createObjectStorage({ kind: 'local', root: path.join(dataDir, 'uploads') }), 1);
    servers.push(server);
    expect((await server.inject('/upload/demo-product-3.webp?w=90')).statusCode).toBe(200);
    expect(existsSync(path.join(dataDir, 'uploads', '.variants'))).toBe(false);
  });
});
