import type { Page } from '@playwright/test';
import { HKD_PRICE_PREFIX, TWD_PRICE_PREFIX } from '@shop/core';
import { expect, isMobile, test } from '../../fixtures/shop';

async function choose(page: Page, currency: 'TWD' | 'HKD') {
  const reloaded = page.waitForEvent('load');
  if (isMobile(page)) {
    await page.getByTestId('drawer-open').click();
    await page.getByTestId(`drawer-currency-${currency}`).click();
  } else {
    await page.getByTestId('currency-select').selectOption(currency);
  }
  await reloaded;
}

test('switching to HKD reloads with HKD prices, and back to TWD', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const firstPrice = page.getByTestId('price').first();
  await expect(firstPrice).toContainText(TWD_PRICE_PREFIX);

  await choose(page, 'HKD');
  expect(await page.evaluate(() => localStorage.getItem('Currency'))).toBe('HKD');
  await expect(firstPrice).toContainText(HKD_PRICE_PREFIX);
  if (!isMobile(page)) await expect(page.getByTestId('currency-select')).toHaveValue('HKD');

  await choose(page, 'TWD');
  expect(await page.evaluate(() => localStorage.getItem('Currency'))).toBe('TWD');
  await expect(firstPrice).toContainText(TWD_PRICE_PREFIX);
  await expect(firstPrice).not.toContainText(HKD_PRICE_PREFIX);
});

test('with HKD chosen the server already renders HKD: no TWD price is ever painted', async ({ page }) => {
  await page.goto('/');
  await choose(page, 'HKD');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'Currency')?.value).toBe('HKD');

  // The HTML as the server sends it, before any script runs.
  const html = await (await page.request.get('/c-plus')).text();
  expect(html).toContain(`>${HKD_PRICE_PREFIX}`);
  // No product price in TWD (the price-range filter's labels are ranges, not prices).
  expect(html).not.toMatch(
    new RegExp(`data-testid="price"[^>]*>[^]{0,160}?${TWD_PRICE_PREFIX.replace('$', '\\$')}`),
  );

  // And in the browser with scripts off: the first paint shows HKD.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const firstPaint = await context.newPage();
  await firstPaint.goto(page.url().replace(/\/[^/]*$/, '/c-plus'));
  await expect(firstPaint.getByTestId('price').first()).toContainText(HKD_PRICE_PREFIX);
  await expect(firstPaint.getByTestId('price').filter({ hasText: TWD_PRICE_PREFIX })).toHaveCount(0);
  await context.close();
});

// Decision 119: a CDN keeps a guest's page rendered in TWD and may hand it to a shopper who chose HKD.
test("a shared cache's TWD copy given to a shopper who chose HKD shows HKD prices once the page works", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/');
  await choose(page, 'HKD');
  // The copy a CDN keeps: the page as any guest (no cookie) gets it.
  const guest = await playwright.request.newContext({ baseURL });
  const cached = await guest.get('/c-plus');
  expect(cached.headers()['cache-control']).toMatch(/^public/);
  const cachedHtml = await cached.text();
  await guest.dispose();
  expect(cachedHtml).toContain(`>${TWD_PRICE_PREFIX}`);
  await page.route('**/c-plus', (route) =>
    route.fulfill({ status: 200, headers: cached.headers(), body: cachedHtml }),
  );

  await page.goto('/c-plus');
  await expect(page.getByTestId('price').first()).toContainText(HKD_PRICE_PREFIX);
  await expect(page.getByTestId('price').filter({ hasText: TWD_PRICE_PREFIX })).toHaveCount(0);
});
