// Where and how long the short notices show (issue 10).
import type { Locator } from '@playwright/test';
import { errorMessages, LOGOUT_TOAST_MS } from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('the add-to-cart toast does not cover the product name', async ({ page }) => {
  await page.goto('/c-plus/vitamin-c-serum-15');
  const name = page.getByTestId('product-name');
  await name.scrollIntoViewIfNeeded();
  await page.getByTestId('add-to-cart').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(errorMessages.addedToCart);
  const [t, n] = [await box(toast), await box(name)];
  const overlaps = t.x < n.x + n.width && n.x < t.x + t.width && t.y < n.y + n.height && n.y < t.y + t.height;
  expect(overlaps).toBe(false);
});

test('登出成功！ stays on screen for 1.5 s', async ({ page }) => {
  await logInThroughPage(page);
  if (isMobile(page)) {
    await page.goto('/membercenter');
    await page.getByTestId('member-logout').click();
  } else {
    await page.getByTestId('logout-link').click();
  }
  await page.getByTestId('dialog').getByRole('button', { name: errorMessages.dialog.confirm }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(errorMessages.logoutSuccess);
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: LOGOUT_TOAST_MS + 3000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(LOGOUT_TOAST_MS - 150);
});
