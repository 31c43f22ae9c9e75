import type { Page } from '@playwright/test';
import { catalogueMessages, dialogMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

/** A guest is told '請先登入' first (member-area §6, §8); closing the notice goes to /login. */
async function expectPleaseLogInThenLogin(page: Page) {
  const notice = page.getByTestId('dialog');
  await expect(notice).toContainText(catalogueMessages.product.pleaseLogIn);
  await expect(page).not.toHaveURL(/\/login$/);
  await notice.getByRole('button', { name: dialogMessages.confirm }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a guest who taps the favourite button is told 請先登入, then goes to /login, the product page saved', async ({
  page,
}) => {
  await page.goto('/c-plus/vitamin-c-serum-15');
  await expect(page.getByTestId('product-page')).toBeVisible();
  await page.getByTestId('favourite').click();
  await expectPleaseLogInThenLogin(page);
  const saved = await page.evaluate(() => localStorage.getItem('lastPageBeforeLogin'));
  expect(saved).toBe('/c-plus/vitamin-c-serum-15');
});

test('a sold-out product offers the restock notice; a guest is told 請先登入 and sent to /login', async ({
  page,
}) => {
  await page.goto('/resist-oily/resist-oily-cleanser');
  await expect(page.getByTestId('sold-out')).toHaveText(catalogueMessages.product.soldOut);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await page.getByTestId('restock-notice').click();
  await expectPleaseLogInThenLogin(page);
});
