import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ siteOrigin: SITE });
});
afterAll(async () => {
  await t?.close();
});
const SITE = 'https://shop.example.test';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'shop.example.test', ...headers } });

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe('/sitemap.xml', () => {
  it('lists home, series, categories, every shown product, news, articles and indexable pages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const urls = locs(res.body);
    const origin = SITE;
    for (const path of [
      '/',
      '/c-plus',
      '/omega+complex',
      '/face-care/serum',
      '/hot-sale',
      '/c-plus/vitamin-c-serum-15',
      '/news/1',
      '/skincare-advice/acne',
      '/skincare-advice/acne/salicylic-acid-for-acne',
      '/ingredient-dictionary/salicylic-acid',
      '/about-us',
      '/qa',
      '/qa/q1-1',
      '/qa/q5-3',
    ]) {
      expect(urls, path).toContain(`${origin}${path}`);
    }
    const shown = await t.db.select().from(schema.sells).where(eq(schema.sells.sell_show, 1));
    expect(urls.length).toBeGreaterThan(shown.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leaves out noindex pages, hidden sell pages and unpublished articles', async () => {
    const urls = locs((await get('/sitemap.xml')).body).map((u) => new URL(u).pathname);
    for (const path of [
      '/noindex',
      '/hidden-export',
      '/delete404',
      '/glowTest',
      '/lp-campaign-secret/glow-2509',
      '/hidden/sell',
      '/hidden/product',
      '/skincare-advice/acne/hidden-learn',
    ]) {
      expect(urls, path).not.toContain(path);
    }
    expect(urls.some((u) => u.includes('future-learn'))).toBe(false);
  });

  it('lists /hot-sale once (not /hot_sale beside it) and the promotion pages (issue 10)', async () => {
    const urls = locs((await get('/sitemap.xml')).body).map((u) => new URL(u).pathname);
    expect(urls).toContain('/hot-sale');
    expect(urls).not.toContain('/hot_sale');
    for (const path of [
      '/sale-events',
      '/match-pairs',
      '/gifts',
      '/routine-kits',
      '/point-exchange',
      '/member-benefit',
      '/consultation1on1',
      '/CustomerRoutineFinder',
      '/beautypedia-ingredient-checker',
    ]) {
      expect(urls, path).toContain(path);
    }
    const now = new Date();
    const events = await t.db.select().from(schema.saleEvents).where(eq(schema.saleEvents.saleevent_show, 1));
    const open = events.filter((e) => e.starts_at <= now && now < e.ends_at);
    expect(open.length).toBeGreaterThan(0);
    for (const event of open) expect(urls).toContain(`/sale-events/${event.saleevent_id}`);
    const closed = events.filter((e) => !(e.starts_at <= now && now < e.ends_at));
    for (const event of closed) expect(urls).not.toContain(`/sale-events/${event.saleevent_id}`);
    expect(urls.some((u) => /^\/match-pairs\/\d+$/.test(u))).toBe(true);
  });

  it('attack: Host and X-Forwarded-Host never change the addresses (SITE_URL does)', async () => {
    const poisoned = await get('/sitemap.xml', { host: 'evil.example', 'x-forwarded-host': 'evil2.example' });
    const urls = locs(poisoned.body);
    expect(urls[0]).toBe(`${SITE}/`);
    expect(urls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    const robots = await get('/robots.txt', { host: 'evil.example', 'x-forwarded-host': 'evil2.example' });
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.body).not.toContain('evil');
  });
});

describe('/robots.txt', () => {
  it('disallows member, utility and noindex pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/my_cartlist',
      '/membercenter',
      '/noindex',
      '/hidden-export',
      '/delete404',
      '/glowTest',
      '/lp-campaign-secret/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /about-us');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
