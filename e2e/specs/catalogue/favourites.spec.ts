import { catalogueMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

test('a guest who taps the favourite button goes to /login, the product page saved', async ({ page }) => {
  await page.goto('/c-plus/vitamin-c-serum-15');
  await expect(page.getByTestId('product-page')).toBeVisible();
  await page.getByTestId('favourite').click();
  await expect(page).toHaveURL(/\/login$/);
  const saved = await page.evaluate(() => localStorage.getItem('lastPageBeforeLogin'));
  expect(saved).toBe('/c-plus/vitamin-c-serum-15');
});

test('a sold-out product offers the restock notice; a guest is sent to /login', async ({ page }) => {
  await page.goto('/resist-oily/resist-oily-cleanser');
  await expect(page.getByTestId('sold-out')).toHaveText(catalogueMessages.product.soldOut);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await page.getByTestId('restock-notice').click();
  await expect(page).toHaveURL(/\/login$/);
});
