// Titles, sharing images and structured data as the server sends them (issue 10 'SEO and sharing').
import { shellMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
  );
}

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

test.describe('server HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML is the same for both widths');

  test('the home page carries Organization and WebSite (with SearchAction) data', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(html).toContain('/search/{search_term_string}');
  });

  test('category and series pages carry BreadcrumbList and ItemList data', async ({ request }) => {
    for (const path of ['/face-care', '/c-plus']) {
      const html = await (await request.get(path)).text();
      expect(jsonLdTypes(html), path).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    }
  });

  test('product and content titles name the brand once', async ({ request }) => {
    for (const path of ['/c-plus/vitamin-c-serum-15', '/about-us']) {
      const title = titleOf(await (await request.get(path)).text());
      expect(title.split(shellMessages.brandName).length - 1, `${path}: ${title}`).toBe(1);
    }
  });

  test('sale-event pages share their banner from /upload/', async ({ request }) => {
    const list = await (await request.get('/sale-events')).text();
    const path = /href="(\/sale-events\/\d+)"/.exec(list)?.[1];
    expect(path).toBeTruthy();
    const html = await (await request.get(path!)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(image).pathname).toMatch(/^\/upload\//);
    expect((await request.get(new URL(image).pathname)).status()).toBe(200);
  });

  test('a route-validation 404 has a title', async ({ request }) => {
    const answer = await request.get('/sale-events/abc');
    expect(answer.status()).toBe(404);
    expect(titleOf(await answer.text())).not.toBe('');
  });
});
