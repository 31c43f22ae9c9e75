import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkoutCalls } from '../checkout-calls.ts';
import type { CacheStorageAdapter } from './answer-cache.ts';
import { createApiClient } from './api-client.ts';
import { ApiError, isApiError } from './api-error.ts';
import { XLSX_CONTENT_TYPE } from './read-answer.ts';

const API = 'http://api.test/front-stage/v1';
const NEWS_ITEM = {
  news_id: 1,
  news_title: 't',
  news_img: 'n.jpg',
  news_summary: 's',
  news_date: '2025-01-01',
};
const NEWS = { news: [NEWS_ITEM] };
const NEWS_DETAIL = { news: { ...NEWS_ITEM, news_content: '<p>c</p>' } };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(overrides: { token?: string | null; storage?: CacheStorageAdapter } = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ mainMenu: [] }));
  const clock = { now: 0 };
  let token = overrides.token ?? null;
  const client = createApiClient({
    fetch,
    baseUrl: 'http://api.test/',
    getToken: () => token,
    getVisitId: () => 'visitor_1_abcdefghi',
    storage: overrides.storage,
    now: () => clock.now,
  });
  const sent = (index = 0) => {
    const [url, init] = fetch.mock.calls[index]!;
    return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
  };
  return { fetch, clock, client, sent, setToken: (value: string | null) => (token = value) };
}

function memoryStorage(): CacheStorageAdapter & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('request headers', () => {
  it('sends JSON headers, the visitor id and credentials', async () => {
    const { client, sent } = setup();
    await client.mainMenu();
    expect(sent().url).toBe(`${API}/main-menu`);
    expect(sent().init.method).toBe('GET');
    expect(sent().init.credentials).toBe('include');
    expect(sent().headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Visit-ID': 'visitor_1_abcdefghi',
    });
  });

  it("adds a call's own headers (create-order's Idempotency-Key) without replacing the client's", async () => {
    const { client, fetch, sent } = setup({ token: 'tok-1' });
    fetch.mockImplementation(async () =>
      json({ ordermain_id: 7, ordermain_sn: 'MR261124-AAAAAAAAAA', payment: { redirect_url: '/x' } }),
    );
    await client.send(checkoutCalls.createOrder, {
      body: {} as never,
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
    });
    expect(sent().headers['Idempotency-Key']).toBe('key-1');
    expect(sent().headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends the bearer token only when there is one and the call takes it', async () => {
    const { client, fetch, sent, setToken } = setup();
    fetch.mockImplementation(async () => json({ data: { sells: [], categories: [], learns: [] } }));
    await client.keywordSearch('a');
    expect(sent(0).headers.Authorization).toBeUndefined();
    setToken('tok-1');
    await client.keywordSearch('a');
    expect(sent(1).headers.Authorization).toBe('Bearer tok-1');
    await client.request('GET', 'is-login');
    expect(sent(2).headers.Authorization).toBe('Bearer tok-1');
    await client.request('GET', 'get-404', { auth: 'none' });
    expect(sent(3).headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies as text and FormData as multipart without a Content-Type', async () => {
    const { client, fetch, sent } = setup();
    fetch.mockImplementation(async () => json({ ok: true }));
    await client.request('POST', 'post-favorites', { body: { product_id: 3 } });
    expect(sent(0).init.body).toBe('{"product_id":3}');
    expect(sent(0).headers['Content-Type']).toBe('application/json');
    const form = new FormData();
    form.append('name', 'x');
    await client.request('POST', 'post-contact-us', { body: form });
    expect(sent(1).init.body).toBe(form);
    expect(sent(1).headers['Content-Type']).toBeUndefined();
    expect(sent(1).headers.Accept).toBe('application/json');
  });
});

describe('paths', () => {
  it('URL-encodes keywords and appends the query', async () => {
    const { client, fetch, sent } = setup();
    fetch.mockImplementation(async () => json({ data: { sells: [], categories: [], learns: [] } }));
    await client.keywordSearch('乳液 A/B', { limit_count: 5 });
    expect(sent().url).toBe(`${API}/get-keyword-search/%E4%B9%B3%E6%B6%B2%20A%2FB?limit_count=5`);
  });

  it('builds query strings, repeating array values', async () => {
    const { client, sent } = setup();
    await client.request('DELETE', 'delete-temp-cart', {
      query: { 'product_ids[]': [4, 5], skip: undefined },
    });
    expect(sent().url).toBe(`${API}/delete-temp-cart?product_ids%5B%5D=4&product_ids%5B%5D=5`);
    expect(client.urlFor('get-setting-by-key', { key: 'a b' })).toBe(`${API}/get-setting-by-key?key=a+b`);
  });

  it('accepts a base URL that already ends in the API path', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(NEWS));
    await createApiClient({ fetch, baseUrl: API }).news();
    expect(String(fetch.mock.calls[0]![0])).toBe(`${API}/news`);
  });
});

describe('in-flight sharing', () => {
  it('sends identical GET requests once and gives each caller its own copy', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => json(NEWS_DETAIL));
    const [first, second] = await Promise.all([client.newsById(1), client.newsById(1)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
  });

  it('sends POST requests every time', async () => {
    const { client, fetch } = setup();
    await Promise.all([client.request('POST', 'notify'), client.request('POST', 'notify')]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends again once the shared request has finished', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => json({ subMenu: [] }));
    await client.subMenu();
    await client.subMenu();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('per-call cache', () => {
  it('answers from the cache within the lifetime and refetches after it', async () => {
    const { client, fetch, clock } = setup();
    await client.mainMenu();
    clock.now = 9_999;
    await client.mainMenu();
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now = 10_000;
    await client.mainMenu();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never caches calls without a lifetime', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => json({ subMenu: [] }));
    await client.subMenu();
    await client.subMenu();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps guest and member answers apart', async () => {
    const { client, fetch, setToken } = setup();
    await client.request('GET', 'get-member-benefits', { cacheMs: 1000 });
    setToken('tok');
    await client.request('GET', 'get-member-benefits', { cacheMs: 1000 });
    await client.request('GET', 'get-member-benefits', { cacheMs: 1000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('hands out copies that callers cannot alter', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => json(NEWS));
    const first = await client.news();
    first.news.length = 0;
    expect((await client.news()).news).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands out copies of unvalidated answers too', async () => {
    const { client } = setup();
    const first = (await client.request('GET', 'main-menu', { cacheMs: 1000 })) as { mainMenu: unknown[] };
    first.mainMenu.push('x');
    expect(await client.request('GET', 'main-menu', { cacheMs: 1000 })).toEqual({ mainMenu: [] });
  });

  it('forgets everything on clearCache', async () => {
    const { client, fetch } = setup();
    await client.mainMenu();
    client.clearCache();
    await client.mainMenu();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('common service cache', () => {
  it('keeps news answers for 5 minutes', async () => {
    const { client, fetch, clock } = setup();
    fetch.mockImplementation(async () => json(NEWS));
    await client.news();
    clock.now = 299_999;
    await client.news();
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now = 300_000;
    await client.news();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('persists to storage as {service}_cache and reads it back in a new client', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    first.fetch.mockImplementation(async () => json(NEWS));
    await first.client.news();
    expect(JSON.parse(storage.items.get('news_cache')!)).toEqual({
      [`GET ${API}/news guest`]: { savedAt: 0, data: NEWS },
    });
    const second = setup({ storage });
    expect(await second.client.news()).toEqual(NEWS);
    expect(second.fetch).not.toHaveBeenCalled();
    second.client.clearCache();
    expect(storage.items.has('news_cache')).toBe(false);
  });

  it('drops the persisted cache silently when storage is full', async () => {
    const storage = memoryStorage();
    storage.items.set('news_cache', '{}');
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { client, fetch } = setup({ storage });
    fetch.mockImplementation(async () => json(NEWS));
    expect(await client.news()).toEqual(NEWS);
    expect(storage.items.has('news_cache')).toBe(false);
    await client.news();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores an unreadable stored cache', async () => {
    const storage = memoryStorage();
    storage.items.set('news_cache', '{not json');
    const { client, fetch } = setup({ storage });
    fetch.mockImplementation(async () => json(NEWS));
    expect(await client.news()).toEqual(NEWS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('retries a GET once on 503', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(json({ message: 'busy', code: 'BUSY' }, 503));
    expect(await client.mainMenu()).toEqual({ mainMenu: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => json({ message: 'busy', code: 'BUSY' }, 503));
    await expect(client.mainMenu()).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 504])('retries a request without a body on %i', async (status) => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(json({}, status));
    await client.request('PUT', 'update-temp-cart-bind-member');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a request with a body', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(json({ message: 'busy', code: 'BUSY' }, 503));
    await expect(client.request('POST', 'store-utms', { body: { utm_source: 'fb' } })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 404, 422])('does not retry on %i', async (status) => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(json({ message: 'no', code: 'NO' }, status));
    await expect(client.mainMenu()).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it('raises ApiError with the status and the parsed body', async () => {
    const { client, fetch } = setup();
    const body = { message: 'Not found', code: 'NOT_FOUND' };
    fetch.mockResolvedValueOnce(json(body, 404));
    const error = await client.newsById(99).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, data: body, reason: 'http', message: 'Not found' });
  });

  it('keeps a non-JSON error body as text', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(new Response('Bad Gateway', { status: 400 }));
    await expect(client.mainMenu()).rejects.toMatchObject({
      status: 400,
      data: 'Bad Gateway',
      message: 'Request failed with status 400',
    });
  });

  it('raises a status-0 ApiError for an answer that breaks its schema, and does not cache it', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => json({ mainMenu: 'nope' }));
    const error = await client.mainMenu().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, reason: 'invalid-answer' });
    expect((error as ApiError).data).toEqual([expect.objectContaining({ path: ['mainMenu'] })]);
    await client.mainMenu().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('raises a status-0 ApiError when no answer arrives', async () => {
    const { client, fetch } = setup();
    const cause = new TypeError('fetch failed');
    fetch.mockRejectedValueOnce(cause);
    await expect(client.mainMenu()).rejects.toMatchObject({ status: 0, reason: 'network', cause });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('answers', () => {
  it('reads a spreadsheet answer as a file named by Content-Disposition', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="orders.xlsx"; filename*=UTF-8''%E8%A8%82%E5%96%AE.xlsx`,
        },
      }),
    );
    const file = await client.request('GET', 'hidden-export', { answer: z.instanceof(File) });
    expect(file.name).toBe('訂單.xlsx');
    expect(file.type).toBe(XLSX_CONTENT_TYPE);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([80, 75, 3, 4]);
  });

  it('falls back to the plain file name', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(
      new Response('x', {
        headers: {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': 'attachment; filename=list.xlsx',
        },
      }),
    );
    expect(await client.request('GET', 'export')).toMatchObject({ name: 'list.xlsx' });
  });

  it('answers null for an empty body', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await client.request('PATCH', 'get-messages/1/mark-read', { body: {} })).toBeNull();
  });

  it('validates and types the answers of the calls table', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(json({ setting: { key: 'k', value: 'v' }, extra: 1 }));
    expect(await client.settingByKey('k')).toEqual({ setting: { key: 'k', value: 'v' } });
  });
});

describe('isApiError', () => {
  it('recognises an ApiError thrown by another copy of the module by its shape', () => {
    const foreign = Object.assign(new Error('Not found'), {
      name: 'ApiError',
      status: 404,
      data: {},
      reason: 'http',
    });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404, reason: 'http' })).toBe(false);
  });
});
