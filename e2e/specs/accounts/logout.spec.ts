import { errorMessages } from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

async function openLogout(page: import('@playwright/test').Page) {
  if (isMobile(page)) {
    await page.goto('/membercenter');
    await page.getByTestId('member-logout').click();
  } else {
    await page.getByTestId('logout-link').click();
  }
}

test.describe('logout (storefront.md §4.1)', () => {
  test('cancel keeps the shopper logged in', async ({ page }) => {
    await logInThroughPage(page);
    await openLogout(page);
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(errorMessages.logoutConfirm);
    await dialog.getByRole('button', { name: errorMessages.dialog.cancel }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });

  test('confirm logs out, clears storage, shows the toast for 1.5 s and goes home', async ({ page }) => {
    await logInThroughPage(page);
    await page.evaluate(() => localStorage.setItem('cart', '[{"productId":1,"quantity":1,"selected":true}]'));
    await page.goto('/search/%E7%B2%BE%E8%8F%AF');
    await openLogout(page);
    await page.getByTestId('dialog').getByRole('button', { name: errorMessages.dialog.confirm }).click();
    await expect(page.getByTestId('toast')).toHaveText(errorMessages.logoutSuccess);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast')).toBeHidden();
    expect(
      await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('cart')]),
    ).toEqual([null, null]);
  });

  test('a failing logout shows 登出失敗', async ({ page }) => {
    await logInThroughPage(page);
    await page.route('**/front-stage/v1/logout', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openLogout(page);
    await page.getByTestId('dialog').getByRole('button', { name: errorMessages.dialog.confirm }).click();
    const failure = page.getByTestId('dialog');
    await expect(failure).toContainText(errorMessages.logoutFailed);
    await expect(failure).toContainText(errorMessages.tryAgainLater);
    await failure.getByRole('button', { name: errorMessages.dialog.confirm }).click();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });
});
