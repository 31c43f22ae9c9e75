import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRejectedError } from './http.ts';
import { verifyIdToken } from './id-token.ts';

const ISSUER = 'https://access.line.me';
const CHANNEL_ID = '1650000000';
const SECRET = 'channel-secret-for-tests';
const now = new Date();
const nowSeconds = Math.floor(now.getTime() / 1000);

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function hs256(payload: object, secret = SECRET, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const claims = (extra: object = {}) => ({
  iss: ISSUER,
  sub: 'U1234567890abcdef1234567890abcdef',
  aud: CHANNEL_ID,
  exp: nowSeconds + 3600,
  iat: nowSeconds,
  nonce: 'n-123',
  ...extra,
});

const expectations = { issuer: ISSUER, audience: CHANNEL_ID, nonce: 'n-123', now, hmacSecret: SECRET };

// An ES256 key set served locally, as LINE serves its LIFF keys.
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
let keys: FastifyInstance;
let jwksUrl: string;

beforeAll(async () => {
  keys = Fastify();
  keys.get('/certs', async () => ({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'ES256' }],
  }));
  jwksUrl = `${await keys.listen({ port: 0, host: '127.0.0.1' })}/certs`;
});
afterAll(async () => {
  await keys?.close();
});

function es256(payload: object, kid = 'k1'): string {
  const head = `${b64({ alg: 'ES256', kid })}.${b64(payload)}`;
  const signature = sign('sha256', Buffer.from(head), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${head}.${signature.toString('base64url')}`;
}

describe('verifyIdToken', () => {
  it('accepts an HS256 token signed with the channel secret', async () => {
    const verified = await verifyIdToken(hs256(claims({ name: '小安' })), expectations);
    expect(verified).toMatchObject({ sub: 'U1234567890abcdef1234567890abcdef', name: '小安' });
  });

  it.each([
    ['another secret', () => hs256(claims(), 'not-the-secret')],
    ['another issuer', () => hs256(claims({ iss: 'https://evil.example' }))],
    ['another audience', () => hs256(claims({ aud: '999' }))],
    ['an expired token', () => hs256(claims({ exp: nowSeconds - 120 }))],
    ['another nonce', () => hs256(claims({ nonce: 'other' }))],
    ['no signature algorithm', () => `${b64({ alg: 'none' })}.${b64(claims())}.`],
    ['a token issued in the future', () => hs256(claims({ iat: nowSeconds + 3600 }))],
    ['garbage', () => 'not.a.jwt'],
  ])('refuses %s', async (_name, token) => {
    await expect(verifyIdToken(token(), expectations)).rejects.toBeInstanceOf(ProviderRejectedError);
  });

  it('accepts an ES256 token from the key set and refuses an unknown key', async () => {
    const withKeys = { ...expectations, jwksUrl };
    expect((await verifyIdToken(es256(claims()), withKeys)).sub).toBe('U1234567890abcdef1234567890abcdef');
    await expect(verifyIdToken(es256(claims(), 'k2'), withKeys)).rejects.toBeInstanceOf(
      ProviderRejectedError,
    );
    // Without a key set an ES256 token cannot be checked, so it is refused.
    await expect(verifyIdToken(es256(claims()), expectations)).rejects.toBeInstanceOf(ProviderRejectedError);
  });

  it('does not require a nonce when none was sent', async () => {
    const { nonce: _nonce, ...withoutNonce } = expectations;
    expect((await verifyIdToken(hs256(claims({ nonce: undefined })), withoutNonce)).iss).toBe(ISSUER);
  });
});
