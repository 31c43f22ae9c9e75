import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

const API = '/front-stage/v1';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const summaryOf = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/get-cart-summary`,
    headers,
    payload: { carts: { cart: [{ productId: 1, quantity: 2, selected: true }] } },
  });

describe('answers built per request', () => {
  it('are compressed in the encoding the client prefers and decode to the plain answer', async () => {
    const plain = await summaryOf({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const res = await summaryOf({ 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small answer as it is', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: `${API}/nope`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Origin');
  });

  it('compresses a kept answer once, not again on its way out', async () => {
    const headers = { 'accept-encoding': 'br' };
    await t.app.inject({ method: 'GET', url: `${API}/main-menu`, headers });
    const kept = await t.app.inject({ method: 'GET', url: `${API}/main-menu`, headers });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(kept.rawPayload).toString())).toHaveProperty('mainMenu');
  });
});
