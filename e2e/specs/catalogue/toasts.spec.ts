// Where and how long the short notices show (issue 10).
import type { Locator } from '@playwright/test';
import { errorMessages } from '@shop/core';
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

/** storefront.md §4.1: '登出成功！' shows for 1.5 s. A literal, so a changed constant cannot pass. */
const LOGOUT_TOAST_SPEC_MS = 1500;

test('登出成功！ stays on screen for 1.5 s, not less, then the shopper is home', async ({ page }) => {
  // Page timers run on a clock the test moves, so the duration is exact rather than sampled.
  await page.clock.install();
  await logInThroughPage(page);
  if (isMobile(page)) {
    await page.goto('/membercenter');
    await page.getByTestId('member-logout').click();
  } else {
    await page.getByTestId('logout-link').click();
  }
  const dialog = page.getByTestId('dialog');
  await expect(dialog.getByRole('button', { name: errorMessages.dialog.confirm })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  await dialog.getByRole('button', { name: errorMessages.dialog.confirm }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(errorMessages.logoutSuccess);

  await page.clock.runFor(LOGOUT_TOAST_SPEC_MS - 100);
  await expect(toast).toHaveText(errorMessages.logoutSuccess);
  await expect(page).not.toHaveURL(/\/$/);

  await page.clock.runFor(200);
  await expect(toast).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});
