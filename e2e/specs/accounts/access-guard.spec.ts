import { shellMessages } from '@shop/core';
import { DEMO_MEMBER, fillPasswordLogin } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

test.describe('access guard round trips (storefront.md §2.3)', () => {
  test('a guest opening /membercenter logs in and lands back on /membercenter', async ({ page }) => {
    await page.goto('/membercenter');
    await expect(page).toHaveURL(/\/login$/);
    await fillPasswordLogin(page, DEMO_MEMBER.account, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/membercenter$/);
    await expect(page.getByTestId('member-name')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });

  test('the route-table spelling /member/membercenter is protected too', async ({ page }) => {
    await page.goto('/member/membercenter');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('lastPageBeforeLogin'))).toBe(
      '/member/membercenter',
    );
  });

  test('a page → login → back on that page', async ({ page }) => {
    const keyword = encodeURIComponent('精華');
    await page.goto(`/search/${keyword}`);
    if (isMobile(page)) await page.getByTestId('mobile-user').click();
    else await page.getByTestId('guest-links').getByRole('link', { name: shellMessages.login }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillPasswordLogin(page, DEMO_MEMBER.account, DEMO_MEMBER.password);
    await expect(page).toHaveURL(new RegExp(`/search/${keyword}$`));
    if (!isMobile(page)) await expect(page.getByTestId('account-link')).toBeVisible();
  });

  test('?redirect= names the page to return to', async ({ page }) => {
    await page.goto('/login?redirect=%2Fqa');
    await fillPasswordLogin(page, DEMO_MEMBER.account, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/qa$/);
  });

  test('a logged-in shopper opening /login is sent on, and a dead token is dropped on a protected page', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillPasswordLogin(page, DEMO_MEMBER.account, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/membercenter$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/membercenter$/);
    await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-live-token'));
    await page.goto('/membercenter');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('wrong credentials show the API message', async ({ page }) => {
    await page.goto('/login');
    await fillPasswordLogin(page, DEMO_MEMBER.account, 'not-the-password-1');
    await expect(page.getByTestId('form-error')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
