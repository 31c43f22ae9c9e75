import http from 'node:http';
import { expect, test } from '../../fixtures/shop';

function rawGet(base: URL, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const call = http.get({ host: base.hostname, port: base.port, path }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        body += chunk;
      });
      answer.on('end', () => resolve(body));
    });
    call.on('error', reject);
  });
}

const PRODUCT = '/c-plus/vitamin-c-serum-15';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g;

async function sha256(text: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

test('CSP: a guest page allows exactly the hashes of its own inline scripts, hydrates, and nothing is blocked', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const answer = await page.goto(PRODUCT);
  const csp = answer!.headers()['content-security-policy'] ?? '';
  expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
  expect(csp).not.toContain("'nonce-");
  // Every inline script of the page (the held module script too) is named by its hash, and nothing else is.
  for (const copy of [await page.request.get(PRODUCT), await page.request.get(PRODUCT)]) {
    const policy = copy.headers()['content-security-policy'] ?? '';
    const html = await copy.text();
    const inline = [...html.matchAll(INLINE_SCRIPT)];
    expect(inline.length).toBeGreaterThan(0);
    const hashes = await Promise.all(inline.map(([, , text]) => sha256(text ?? '')));
    const allowed = /script-src 'self' ((?:'sha256-[^']+' ?)+)/.exec(policy)?.[1]?.trim().split(' ');
    expect(allowed?.sort()).toEqual([...new Set(hashes)].sort());
    for (const [, attributes] of inline) expect(attributes).not.toContain('nonce=');
  }
  // Hydrated: client navigation works.
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('caches: a guest page may be kept by a CDN and carries nothing per visitor; files for a year', async ({
  request,
}) => {
  const first = await request.get(PRODUCT, { headers: { cookie: '_ga=GA1.1.111.222' } });
  const other = await request.get(PRODUCT, { headers: { cookie: '_ga=GA1.1.333.444', 'x-visit-id': 'v-2' } });
  for (const answer of [first, other]) {
    expect(answer.headers()['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=60');
    expect(answer.headers()['set-cookie']).toBeUndefined();
    expect(answer.headers().vary).toBe('accept-encoding');
  }
  // Two visitors get the same bytes: no nonce, no token, no visitor id in a page meant for everyone.
  expect(await other.text()).toBe(await first.text());
  expect(await first.text()).not.toMatch(/ nonce="|csrf|GA1\.1\.111/i);

  const member = await request.get(PRODUCT, { headers: { authorization: 'Bearer member-token' } });
  expect(member.headers()['cache-control']).toBe('private, no-store');
  expect(member.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  const hkd = await request.get(PRODUCT, { headers: { cookie: 'Currency=HKD' } });
  expect(hkd.headers()['cache-control']).toBe('private, no-store');

  const script = /<link rel="x-held-modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(
    await first.text(),
  )?.[1];
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const upload = await request.get('/upload/demo-product-1.webp?w=320');
  expect(upload.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const memberCall = await request.get('/front-stage/v1/main-menu', {
    headers: { authorization: 'Bearer member-token' },
  });
  expect(memberCall.headers()['cache-control']).toBe('private, no-store');
});

test('attack: a forged Host or X-Forwarded-Host never reaches canonical, og:url or JSON-LD', async ({
  request,
  baseURL,
}) => {
  const forged: Record<string, string>[] = [{ 'x-forwarded-host': 'evil.example' }, { host: 'evil.example' }];
  for (const headers of forged) {
    const answer = await request.get(PRODUCT, { headers });
    const html = await answer.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`href="${baseURL}${PRODUCT}"`);
  }
  // The kept copy served to the next guest is clean too.
  const next = await (await request.get(PRODUCT)).text();
  expect(next).not.toContain('evil.example');
  // GET //evil.example/ (a raw request line; a browser would take it for another host).
  const raw = await rawGet(new URL(baseURL!), '//evil.example/');
  expect(raw).not.toContain('https://evil.example');
  expect(raw).not.toContain('http://evil.example');
});
