import { randomBytes } from 'node:crypto';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitPlugin } from './rate-limit.ts';
import { LocalCounter } from './rate-limit-store.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Far above the few milliseconds a request takes here, far below the 6–10 s it took with Redis gone. */
const ANSWER_BOUND_MS = 500;
/**
 * The default timeout (tens of ms) may pass while a busy test machine runs other work, and a request
 * would then be counted in-process although Redis is fine; these tests count exactly.
 */
const REDIS_TIMEOUT_ON_A_BUSY_MACHINE_MS = 400;
const OUTAGE_WARNING = 'rate limit: Redis does not answer; each process counts on its own until it is back';
const BACK_NOTICE = 'rate limit: Redis answers again; the limit is shared by every process again';

interface LogLine {
  level: number;
  msg: string;
}

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

/** An app limited to `max` requests a minute per address, counting in Redis at `redisUrl`; its log is kept. */
async function limitedApp(redisUrl: string, max: number, keyPrefix = 'shop-test-faults-') {
  const log: LogLine[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => log.push(JSON.parse(line) as LogLine) } },
  });
  await app.register(rateLimitPlugin, {
    max,
    timeWindow: 60_000,
    redisUrl,
    redisKeyPrefix: keyPrefix,
    redisTimeoutMs: REDIS_TIMEOUT_ON_A_BUSY_MACHINE_MS,
  });
  app.get('/menu', async () => ({ ok: true }));
  await app.ready();
  opened.push(app);
  const messages = (text: string) => log.filter((line) => line.msg === text).length;
  return { app, messages };
}

/** Sends `count` requests from one address one after the other: their statuses and the slowest time. */
async function burst(app: FastifyInstance, address: string, count: number) {
  const statuses: number[] = [];
  let slowestMs = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await app.inject({ url: '/menu', remoteAddress: address });
    slowestMs = Math.max(slowestMs, performance.now() - started);
    statuses.push(answer.statusCode);
  }
  return { statuses, slowestMs };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function listen(server: net.Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}

/** A Redis that accepts connections and never says a word (a stuck server, a black-holing firewall). */
async function silentRedis() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  opened.push({
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  });
  return `redis://127.0.0.1:${port}`;
}

/** A port nothing listens on: connections are refused at once. */
async function closedPort() {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

/** A TCP proxy to the real Redis that the test cuts (Redis gone) and restores (Redis back). */
async function cuttableRedis() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await listen(server);
  const cut = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  opened.push({ close: () => (server.listening ? cut() : Promise.resolve()) });
  return { url: `redis://127.0.0.1:${port}`, cut, restore: () => listen(server, port) };
}

describe('a Redis that does not answer', () => {
  it.each([
    ['accepts connections and never answers', silentRedis],
    ['refuses connections (closed port)', closedPort],
  ])(
    '%s: requests answer at once and the limit still holds per process, warned once',
    async (_name, open) => {
      const { app, messages } = await limitedApp(await open(), 3);
      const first = await burst(app, '198.51.100.31', 5);
      expect(first.statuses).toEqual([200, 200, 200, 429, 429]);
      expect(first.slowestMs).toBeLessThan(ANSWER_BOUND_MS);
      await waitFor(() => messages(OUTAGE_WARNING) === 1, 'the outage warning');
      // Several reconnection attempts fail meanwhile (one a second at most); none is logged again.
      await pause(2_500);
      const later = await burst(app, '198.51.100.32', 4);
      expect(later.statuses).toEqual([200, 200, 200, 429]);
      expect(later.slowestMs).toBeLessThan(ANSWER_BOUND_MS);
      expect(messages(OUTAGE_WARNING)).toBe(1);
      expect(messages(BACK_NOTICE)).toBe(0);
    },
  );
});

describe('Redis going away and coming back', () => {
  it('counts in Redis, then in the process while it is gone, then in Redis again', async () => {
    const prefix = `shop-test-${randomBytes(4).toString('hex')}-`;
    const redis = new Redis(REDIS_URL);
    opened.push({
      close: async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      },
    });
    const proxy = await cuttableRedis();
    const { app, messages } = await limitedApp(proxy.url, 3, prefix);
    const storedCount = async (address: string) => Number((await redis.get(`${prefix}${address}`)) ?? 0);
    // Until its connection is ready the app counts in-process; a probe address shows when Redis counts.
    await waitFor(async () => {
      await app.inject({ url: '/menu', remoteAddress: '198.51.100.40' });
      return (await storedCount('198.51.100.40')) > 0;
    }, 'the first count in Redis');

    expect((await burst(app, '198.51.100.41', 4)).statuses).toEqual([200, 200, 200, 429]);
    expect(await storedCount('198.51.100.41')).toBe(4);

    await proxy.cut();
    await waitFor(() => messages(OUTAGE_WARNING) === 1, 'the outage warning');
    const meanwhile = await burst(app, '198.51.100.42', 4);
    expect(meanwhile.statuses).toEqual([200, 200, 200, 429]);
    expect(meanwhile.slowestMs).toBeLessThan(ANSWER_BOUND_MS);
    expect(await storedCount('198.51.100.42')).toBe(0);

    await proxy.restore();
    await waitFor(() => messages(BACK_NOTICE) === 1, 'the notice that Redis is back');
    expect((await burst(app, '198.51.100.43', 2)).statuses).toEqual([200, 200]);
    expect(await storedCount('198.51.100.43')).toBe(2);
    expect(messages(OUTAGE_WARNING)).toBe(1);
  });
});

describe('the in-process counter', () => {
  it('starts a new window once the last one has passed', () => {
    let now = 1_000;
    const counter = new LocalCounter(() => now);
    expect(counter.increment('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 59_000;
    expect(counter.increment('a', 60_000)).toEqual({ current: 2, ttl: 1_000 });
    expect(counter.increment('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 1_000;
    expect(counter.increment('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });
});

describe('a route with a limit of its own', () => {
  it('counts under its own Redis keys, and on its own in the process while Redis is gone', async () => {
    const prefix = `shop-test-${randomBytes(4).toString('hex')}-`;
    const redis = new Redis(REDIS_URL);
    opened.push({
      close: async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      },
    });
    for (const redisUrl of [REDIS_URL, await closedPort()]) {
      const app = Fastify();
      await app.register(rateLimitPlugin, {
        max: 5,
        timeWindow: 60_000,
        redisUrl,
        redisKeyPrefix: prefix,
        redisTimeoutMs: REDIS_TIMEOUT_ON_A_BUSY_MACHINE_MS,
      });
      app.get('/strict', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
        ok: true,
      }));
      opened.push(app);
      const call = () => app.inject({ url: '/strict', remoteAddress: '198.51.100.50' });
      expect([(await call()).statusCode, (await call()).statusCode]).toEqual([200, 429]);
    }
    expect(await redis.get(`${prefix}GET/strict-198.51.100.50`)).toBe('2');
  });
});
