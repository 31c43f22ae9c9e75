import { ErrorBody } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import {
  createSession,
  hashSessionToken,
  readBearerToken,
  revokeOtherSessions,
  revokeSession,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_KEPT_MS,
  SESSION_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '../../modules/sessions/index.ts';
import { dbPlugin } from '../external/db.ts';
import { authPlugin } from './auth.ts';
import { errorHandlerPlugin } from './error-handler.ts';

const MEMBER_ID = 42;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  await app.register(dbPlugin, { db: database.db });
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin);
  // A test-only (auth) call and an optional-auth call.
  app.get('/private', { preHandler: app.requireAuth }, async (request) => ({ memberId: request.memberId }));
  app.get('/optional', async (request) => ({ memberId: request.memberId }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

async function sessionRow(token: string) {
  const [row] = await database.db
    .select()
    .from(schema.sessions)
    .where(eq(schema.sessions.token_hash, hashSessionToken(token)));
  return row!;
}

describe('auth plugin', () => {
  it('lets a live bearer token through as its member', async () => {
    const token = await createSession(database.db, MEMBER_ID);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await call('/private', `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ memberId: MEMBER_ID });
  });

  it('stores only the hash of the token', async () => {
    const token = await createSession(database.db, MEMBER_ID);
    const row = await sessionRow(token);
    expect(row.token_hash).toBe(hashSessionToken(token));
    expect(row.token_hash).not.toContain(token);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(SESSION_LIFETIME_MS);
  });

  it.each([
    ['no header', undefined],
    ['a bad token', 'Bearer this-token-does-not-exist-anywhere'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed header', 'Bearer'],
  ])('answers 401 UNAUTHENTICATED for %s', async (_name, header) => {
    const res = await call('/private', header);
    expect(res.statusCode).toBe(401);
    expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
  });

  it('treats a bad token as a guest on calls with optional auth', async () => {
    const res = await call('/optional', 'Bearer this-token-does-not-exist-anywhere');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ memberId: null });
  });

  it('refuses a revoked session', async () => {
    const token = await createSession(database.db, MEMBER_ID);
    await revokeSession(database.db, token);
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a session past expires_at', async () => {
    const token = await createSession(
      database.db,
      MEMBER_ID,
      new Date(Date.now() - SESSION_LIFETIME_MS - 1000),
    );
    // Keep it recently seen, so only the absolute expiry can refuse it.
    await database.db
      .update(schema.sessions)
      .set({ last_seen_at: new Date() })
      .where(eq(schema.sessions.token_hash, hashSessionToken(token)));
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a session idle for longer than the idle timeout', async () => {
    const token = await createSession(database.db, MEMBER_ID);
    await database.db
      .update(schema.sessions)
      .set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000) })
      .where(eq(schema.sessions.token_hash, hashSessionToken(token)));
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refreshes last_seen_at once it is older than the touch interval', async () => {
    const token = await createSession(database.db, MEMBER_ID);
    const stale = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - 60_000);
    await database.db
      .update(schema.sessions)
      .set({ last_seen_at: stale })
      .where(eq(schema.sessions.token_hash, hashSessionToken(token)));
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(200);
    expect((await sessionRow(token)).last_seen_at.getTime()).toBeGreaterThan(stale.getTime());
  });
});

describe('sessions kept in memory (SESSION_KEPT_MS)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function seenOnce(): Promise<string> {
    const token = await createSession(database.db, MEMBER_ID);
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(200);
    return token;
  }

  it('refuses at once a session this process revoked after reading it (logout)', async () => {
    const token = await seenOnce();
    await revokeSession(database.db, token);
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it("refuses at once a member's other sessions this process revoked (password change), keeping hers", async () => {
    const [kept, other] = [await seenOnce(), await seenOnce()];
    await revokeOtherSessions(database.db, MEMBER_ID, kept);
    expect((await call('/private', `Bearer ${other}`)).statusCode).toBe(401);
    expect((await call('/private', `Bearer ${kept}`)).statusCode).toBe(200);
  });

  it('refuses a session revoked elsewhere (another process, a direct UPDATE) within SESSION_KEPT_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await seenOnce();
    await database.db
      .update(schema.sessions)
      .set({ revoked_at: new Date() })
      .where(eq(schema.sessions.token_hash, hashSessionToken(token)));
    // The bound: still answered from memory until SESSION_KEPT_MS after it was read.
    vi.setSystemTime(Date.now() + SESSION_KEPT_MS - 100);
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 100);
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a kept session once it is past expires_at', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await createSession(
      database.db,
      MEMBER_ID,
      new Date(Date.now() - SESSION_LIFETIME_MS + 1000),
    );
    await database.db
      .update(schema.sessions)
      .set({ last_seen_at: new Date() })
      .where(eq(schema.sessions.token_hash, hashSessionToken(token)));
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1000);
    expect((await call('/private', `Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe('readBearerToken', () => {
  it('reads only well-formed bearer headers', () => {
    expect(readBearerToken('Bearer abcdefghijklmnopqrstuvwxyz012345')).toBe(
      'abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(readBearerToken(undefined)).toBeNull();
    expect(readBearerToken('bearer abcdefghijklmnopqrstuvwxyz012345')).toBeNull();
    expect(readBearerToken('Bearer short')).toBeNull();
    expect(readBearerToken('Bearer has spaces in it and more')).toBeNull();
  });
});
