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

test('CSP: scripts need a per-response nonce, the page still hydrates and nothing is blocked', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const answer = await page.goto(PRODUCT);
  const csp = answer!.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
  // Every inline script of the page was written with that nonce.
  const html = await (await page.request.get(PRODUCT)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
  expect(inline.length).toBeGreaterThan(0);
  // A second answer (from the page cache or not) carries a nonce matching its own header.
  const again = await page.request.get(PRODUCT);
  const againNonce = /'nonce-([^']+)'/.exec(again.headers()['content-security-policy'] ?? '')?.[1];
  const againHtml = await again.text();
  for (const [, attributes] of [
    ...againHtml.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g),
  ]) {
    expect(attributes).toContain(`nonce="${againNonce}"`);
  }
  // Hydrated: client navigation works.
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
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
