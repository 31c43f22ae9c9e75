import { ErrorBody, HealthAnswer, InjectionPointsFile, RedirectsFile } from '@shop/contracts';
import { schema } from '@shop/db';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, buildTestApp, type TestApp } from '../test/build-app.ts';
import { API_PREFIX, API_ROUTER_OPTIONS, apiPlugin, buildApiApp, staticFilesPlugin } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('unknown paths', () => {
  it('answer a JSON 404 under the API prefix and at the root', async () => {
    for (const url of [`${API_PREFIX}/nope`, `${API_PREFIX}/nope/deeper?x=1`, '/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(ErrorBody.parse(res.json()).code).toBe('NOT_FOUND');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('/healthz', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(HealthAnswer.parse(res.json())).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('/redirects.json', () => {
  it('maps legacy .php files to shop paths, news.php included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/redirects.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { phpRedirects } = RedirectsFile.parse(res.json());
    expect(phpRedirects).toHaveProperty(['news.php']);
    const rows = await t.db.select().from(schema.legacyRedirects);
    expect(Object.keys(phpRedirects)).toHaveLength(rows.length);
  });
});

describe('/injection-points.json', () => {
  it('lists the active points in the storefront field names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/injection-points.json' });
    expect(res.statusCode).toBe(200);
    const { points } = InjectionPointsFile.parse(res.json());
    const rows = await t.db.select().from(schema.injectionPoints);
    expect(points).toHaveLength(rows.filter((r) => r.active === 1).length);
    for (const point of points) {
      const row = rows.find((r) => r.id === point.id)!;
      expect(point).toEqual({
        id: row.id,
        path: row.path,
        targetElement: row.target_element,
        ...(row.style ? { style: row.style } : {}),
        currentContent: row.current_content,
      });
    }
  });
});

describe('OpenAPI document', () => {
  it('lists every call with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/main-menu',
      '/sub-menu',
      '/main-menu-with-sub-menu/{id}',
      '/home-banners',
      '/get-small-carousels',
      '/get-hot-products',
      '/get-home-video',
      '/get-setting-by-key',
      '/get-rewrite',
      '/get-product-type-rewrite',
      '/get-sell-type-rewrite',
      '/get-404',
      '/news',
      '/news/{id}',
      '/get-hot-learns',
      '/get-keyword-search/{keyword}',
      '/get-sells-by-search/{keyword}',
      '/get-learns-by-search/{keyword}',
    ]) {
      expect(paths).toContain(`${API_PREFIX}${path}`);
    }
    expect(paths.some((p) => p.includes('/docs'))).toBe(false);
    const search = doc.paths[`${API_PREFIX}/get-keyword-search/{keyword}`]!.get as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(search.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:keyword', 'query:limit_count']),
    );
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(['200', '422']));
  });

  it('attack: Swagger UI (an interactive console of every call) is not served unless API_DOCS=true', async () => {
    const hidden = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/` });
    expect(hidden.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs` })).statusCode).toBe(404);
    const withDocs = buildApiApp({ db: t.db, apiDocs: true });
    try {
      const res = await withDocs.inject({ method: 'GET', url: `${API_PREFIX}/docs/` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/html/);
    } finally {
      await withDocs.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: `${API_PREFIX}/main-menu`,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-visit-id',
      },
    });

  it('lets an allowed origin call with credentials', async () => {
    const res = await preflight(ALLOWED_ORIGIN);
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-visit-id');
    const get = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/main-menu`,
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(get.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('gives another origin no CORS headers', async () => {
    const res = await preflight('https://evil.example.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('without allowed origins (one origin for pages and API) answers no cross-origin call and does not vary on Origin', async () => {
    const sameOrigin = buildApiApp({ db: t.db, rateLimit: false, corsOrigins: [] });
    try {
      const preflightAnswer = await sameOrigin.inject({
        method: 'OPTIONS',
        url: `${API_PREFIX}/main-menu`,
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'GET' },
      });
      expect(preflightAnswer.statusCode).toBe(404);
      expect(preflightAnswer.headers['access-control-allow-origin']).toBeUndefined();
      const get = await sameOrigin.inject({
        method: 'GET',
        url: `${API_PREFIX}/main-menu`,
        headers: { origin: ALLOWED_ORIGIN },
      });
      expect(get.statusCode).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
      expect(get.headers.vary).toBe('Accept-Encoding');
    } finally {
      await sameOrigin.close();
    }
  });
});

describe('security headers', () => {
  it('gives a data answer the API headers: nothing may load, frame or sniff it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/main-menu` });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('X-Visit-ID', () => {
  it('ignores a too long value instead of failing the call', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/main-menu`,
      headers: { 'x-visit-id': 'v'.repeat(500) },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED past the limit, but never limits /healthz', async () => {
    const limited = buildApiApp({ db: t.db, rateLimit: { max: 2, timeWindow: 60_000 } });
    try {
      const call = () => limited.inject({ method: 'GET', url: `${API_PREFIX}/main-menu` });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(ErrorBody.parse(third.json()).code).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
      const unknown = await limited.inject({ method: 'GET', url: `${API_PREFIX}/nope` });
      expect(unknown.statusCode).toBe(429);
      for (let i = 0; i < 3; i++) {
        expect((await limited.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('apiPlugin inside a host server', () => {
  it('serves the API beside a catch-all page handler, which keeps the other paths', async () => {
    const host = Fastify({ routerOptions: API_ROUTER_OPTIONS });
    host.register(staticFilesPlugin, { db: t.db, siteOrigin: 'https://shop.example.test' });
    host.register(apiPlugin, { db: t.db, rateLimit: false, corsOrigins: [] });
    host.get('/*', async (_request, reply) => reply.type('text/html').send('<html>page</html>'));
    try {
      const page = await host.inject({ method: 'GET', url: '/skincare-advice/anything' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('page');
      expect(page.headers['content-security-policy']).toBeUndefined();
      const api = await host.inject({ method: 'GET', url: `${API_PREFIX}/main-menu` });
      expect(api.statusCode).toBe(200);
      const unknown = await host.inject({ method: 'GET', url: `${API_PREFIX}/nope` });
      expect(unknown.statusCode).toBe(404);
      expect(ErrorBody.parse(unknown.json()).code).toBe('NOT_FOUND');
      const invalid = await host.inject({ method: 'GET', url: `${API_PREFIX}/news/abc` });
      expect(invalid.statusCode).toBe(422);
      expect((await host.inject({ method: 'GET', url: '/redirects.json' })).statusCode).toBe(200);
    } finally {
      await host.close();
    }
  });
});
