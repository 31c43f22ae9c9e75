import { catalogueMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

const text = catalogueMessages.promotions;

test('a sale-event page lists its tiers and products at the event price', async ({ page }) => {
  await page.goto('/sale-events');
  const links = page.getByTestId('promotion-link');
  await expect(links.first()).toBeVisible();
  await links.first().click();
  await expect(page).toHaveURL(/\/sale-events\/\d+$/);
  await expect(page.getByTestId('sale-event-tiers')).toContainText('折');
  const card = page.getByTestId('sale-event-products').getByTestId('product-card').first();
  await expect(card).toBeVisible();
  // round(p_price × sale) beside the struck p_price.
  await expect(card.getByTestId('price-original')).toContainText(/NT\$[\d,]+/);
});

test('a match-pair page shows 紅標A區 and 綠標B區', async ({ page }) => {
  await page.goto('/match-pairs');
  await page.getByTestId('promotion-link').first().click();
  await expect(page).toHaveURL(/\/match-pairs\/\d+$/);
  await expect(page.getByTestId('zone-a').getByRole('heading', { level: 2 })).toHaveText('紅標A區');
  await expect(page.getByTestId('zone-b').getByRole('heading', { level: 2 })).toHaveText('綠標B區');
  expect(text.matchPair.zoneB).toBe('綠標B區');
  await expect(page.getByTestId('zone-a').getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('zone-b').getByTestId('product-card').first()).toBeVisible();
});

test('every promotion page answers', async ({ page }) => {
  for (const path of [
    '/gifts',
    '/buy-gifts',
    '/gift-activities',
    '/add-on-purchases',
    '/routine-kits',
    '/bonus-event',
    '/point-exchange',
    '/ProductBanner',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
  }
});

test('/RoutineKit shows the routine kits without the site header and footer (onlybody)', async ({ page }) => {
  const response = await page.goto('/RoutineKit');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('routine-kit').first()).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/routine-kits$/);
});

test('threshold and trigger amounts follow the chosen currency', async ({ page }) => {
  await page.goto('/c-plus/vitamin-c-serum-15');
  const thresholds = page.getByTestId('threshold-discounts');
  await expect(thresholds).toContainText('滿 NT$1,500 折 NT$150');
  await page.evaluate(() => localStorage.setItem('Currency', 'HKD'));
  await page.reload();
  // 1500 ÷ 4.10516 → 365, 150 → 37
  await expect(thresholds).toContainText('滿 HKD 365 折 HKD 37');
  await expect(thresholds).not.toContainText('NT$1,500');
  await page.goto('/gifts');
  // 滿$3,000 送全效防曬禮盒: 3000 → HKD 731
  await expect(page.locator('body')).toContainText('消費滿 HKD 731');
});
