import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { KeywordSearchAnswer, MainMenuAnswer } from '@shop/contracts';
import { SEARCH_KEEP_MS, SHORT_ANSWER_CACHE_MS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createSession } from '../../modules/sessions/index.ts';
import { API_SECURITY_HEADERS } from '../external/helmet.ts';

// Answers kept in memory, served early in the API context (cache.ts): same answer, same headers,
// same security behaviour as the answer the handler gave.

const API = '/front-stage/v1';
const RATE_LIMIT = 40;
let t: TestApp;
// Moves are one ms past a lifetime: a kept answer is stale only after its lifetime, so a move of
// exactly the lifetime leaves it fresh when the next request comes within the same millisecond.
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimit: { max: RATE_LIMIT, timeWindow: 60_000 },
    answerCacheNow: () => Date.now() + clockOffsetMs,
  });
});
afterAll(async () => {
  await t?.close();
});

const encode = encodeURIComponent;

async function get(url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, headers, remoteAddress });
}

/** The headers that may differ between two answers to the same request. */
function lastingHeaders(res: LightMyRequestResponse) {
  const { date: _date, ...rest } = res.headers;
  return rest;
}

/** Renames main menu item 15 and says how to put it back. */
async function renameMenuItem(name: string): Promise<() => Promise<void>> {
  const [before] = await t.db.select().from(schema.mainMenus).where(eq(schema.mainMenus.mainmenu_id, 15));
  await t.db
    .update(schema.mainMenus)
    .set({ mainmenu_name: name })
    .where(eq(schema.mainMenus.mainmenu_id, 15));
  return async () => {
    await t.db
      .update(schema.mainMenus)
      .set({ mainmenu_name: before!.mainmenu_name })
      .where(eq(schema.mainMenus.mainmenu_id, 15));
  };
}

function menuName(res: LightMyRequestResponse): string | undefined {
  return MainMenuAnswer.parse(res.json()).mainMenu.find((item) => item.mainmenu_id === 15)?.mainmenu_name;
}

describe('answers kept in memory', () => {
  it('serve the same body with the same headers, helmet and Cache-Control included', async () => {
    clockOffsetMs += SHORT_ANSWER_CACHE_MS + 1;
    const first = await get('/main-menu', {}, '10.0.0.1');
    const restore = await renameMenuItem('改過的名字');
    try {
      const kept = await get('/main-menu', {}, '10.0.0.1');
      expect(menuName(kept)).toBe(menuName(first));
      expect(kept.body).toBe(first.body);
      expect(lastingHeaders(kept)).toEqual(lastingHeaders(first));
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect(kept.headers[name]).toBe(value);
      expect(kept.headers['cache-control']).toBe('public, max-age=10');
      // Sent as it is (no Accept-Encoding), but a compressible answer still says it varies on it.
      expect(kept.headers.vary).toBe('Origin, Accept-Encoding');
      expect(kept.headers['access-control-allow-origin']).toBeUndefined();
      // The rate limit's counters go out only with a 429 (counting kept answers is tested below).
      expect(kept.headers['x-ratelimit-remaining']).toBeUndefined();
      // Past the lifetime the handler answers again.
      clockOffsetMs += SHORT_ANSWER_CACHE_MS + 1;
      expect(menuName(await get('/main-menu', {}, '10.0.0.1'))).toBe('改過的名字');
    } finally {
      await restore();
    }
  });

  it('are never served to, nor filled by, a request with credentials', async () => {
    clockOffsetMs += SHORT_ANSWER_CACHE_MS + 1;
    const guestBefore = await get('/main-menu');
    const restore = await renameMenuItem('會員看到的名字');
    try {
      const token = await createSession(t.db, 1);
      const member = await get('/main-menu', { authorization: `Bearer ${token}` });
      expect(menuName(member)).toBe('會員看到的名字');
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect(member.headers['x-frame-options']).toBe('DENY');
      // A dead token is no member, but the request still carries credentials.
      const dead = await get('/main-menu', { authorization: 'Bearer not-a-real-token-at-all' });
      expect(menuName(dead)).toBe('會員看到的名字');
      expect(dead.headers['cache-control']).toBe('private, no-store');
      // The guests' kept answer was neither replaced nor handed out above.
      expect(menuName(await get('/main-menu'))).toBe(menuName(guestBefore));
    } finally {
      await restore();
    }
  });

  it('give an allowed Origin the CORS headers the CORS plugin gives, and a refused one none', async () => {
    clockOffsetMs += SHORT_ANSWER_CACHE_MS + 1;
    const fresh = await get('/home-banners', { origin: ALLOWED_ORIGIN });
    const kept = await get('/home-banners', { origin: ALLOWED_ORIGIN });
    expect(fresh.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(lastingHeaders(kept)).toEqual(lastingHeaders(fresh));
    expect(kept.body).toBe(fresh.body);

    const refused = await get('/home-banners', { origin: 'https://evil.example.test' });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toBe(fresh.body);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
    expect(refused.headers['content-security-policy']).toBe(API_SECURITY_HEADERS['content-security-policy']);
    expect(refused.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('still end at the rate limit, with the usual 429 answer', async () => {
    const address = '10.0.0.99';
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) answers.push(await get('/main-menu', {}, address));
    expect(answers.slice(0, RATE_LIMIT).every((res) => res.statusCode === 200)).toBe(true);
    const refused = answers[RATE_LIMIT]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(refused.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT));
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('kept answers and compression', () => {
  it('are compressed once in the encoding the client prefers, and decode to the same body', async () => {
    clockOffsetMs += SHORT_ANSWER_CACHE_MS + 1;
    const plain = await get('/main-menu');
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip;q=0.8', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const res = await get('/main-menu', { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toBe('Origin, Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const identity = await get('/main-menu', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('leave small answers as they are', async () => {
    const url = `/get-keyword-search/${encode('化妝水')}?limit_count=1`;
    const first = await get(url);
    expect(first.rawPayload.length).toBeLessThan(1024);
    const kept = await get(url, { 'accept-encoding': 'br' });
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body).toBe(first.body);
  });
});

describe('kept keyword searches', () => {
  const keywords = ['精華', '維他命C', '保濕', '化妝水', '乳液', '防曬'];

  it('answer the same cold and warm, for every keyword and limit', async () => {
    clockOffsetMs += SEARCH_KEEP_MS + 1;
    for (const keyword of keywords) {
      for (const query of ['?limit_count=5', '']) {
        const cold = await get(`/get-keyword-search/${encode(keyword)}${query}`, {}, '10.0.1.1');
        const warm = await get(`/get-keyword-search/${encode(keyword)}${query}`, {}, '10.0.1.1');
        expect(cold.statusCode).toBe(200);
        expect(warm.body).toBe(cold.body);
        expect(lastingHeaders(warm)).toEqual(lastingHeaders(cold));
        expect(warm.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('share one kept answer between spellings of a keyword, never between limits', async () => {
    clockOffsetMs += SEARCH_KEEP_MS + 1;
    const five = await get(`/get-keyword-search/${encode('精華')}?limit_count=5`);
    const spaced = await get(`/get-keyword-search/${encode(' 精華 ')}?limit_count=5`);
    expect(spaced.body).toBe(five.body);
    const one = KeywordSearchAnswer.parse(
      (await get(`/get-keyword-search/${encode('精華')}?limit_count=1`)).json(),
    );
    expect(one.data.sells).toHaveLength(1);
    // A refused request stays refused even when a kept answer has a similar key.
    expect((await get(`/get-keyword-search/${encode('精華')}?limit_count=5&limit_count=6`)).statusCode).toBe(
      422,
    );
  });

  it('are read again once their lifetime is over', async () => {
    clockOffsetMs += SEARCH_KEEP_MS + 1;
    const url = `/get-keyword-search/${encode('維他命C')}?limit_count=5`;
    const before = KeywordSearchAnswer.parse((await get(url)).json()).data;
    const learn = before.learns[0];
    expect(learn).toBeDefined();
    await t.db
      .update(schema.learns)
      .set({ learn_show: 0 })
      .where(eq(schema.learns.learn_id, learn!.learn_id));
    try {
      expect(KeywordSearchAnswer.parse((await get(url)).json()).data).toEqual(before);
      clockOffsetMs += SEARCH_KEEP_MS + 1;
      const after = KeywordSearchAnswer.parse((await get(url)).json()).data;
      expect(after.learns.map((l) => l.learn_id)).not.toContain(learn!.learn_id);
    } finally {
      await t.db
        .update(schema.learns)
        .set({ learn_show: 1 })
        .where(eq(schema.learns.learn_id, learn!.learn_id));
    }
  });
});
