// Keyboard use of the shell (issue 10): skip link, focus back to a dialog's opener, every mega-menu
// panel reachable with Tab, arrow keys through the search suggestions.
import { errorMessages, shellMessages } from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await page.goto('/c-plus');
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText(shellMessages.skipToContent);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('closing a dialog with Escape gives focus back to the control that opened it', async ({ page }) => {
  if (isMobile(page)) {
    await page.goto('/');
    const opener = page.getByTestId('drawer-open');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-drawer')).toBeHidden();
    await expect(opener).toBeFocused();
  } else {
    await logInThroughPage(page);
    const opener = page.getByTestId('logout-link');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('dialog')).toContainText(errorMessages.logoutConfirm);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test.describe('desktop header', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isMobile(page), 'the mega-menu and the dropdown belong to the desktop header');
    await page.goto('/');
  });

  test('Tab from any mega-menu item walks into its own panel', async ({ page }) => {
    const items = page.locator('[data-testid="mega-menu-item"], [data-testid="mega-menu-news"]');
    const count = await items.count();
    let panelsReached = 0;
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      const menuId = await item.getAttribute('data-menu-id');
      await item.locator('a, button').first().focus();
      const panel = page.locator(`[data-testid="mega-menu-panel"][data-menu-id="${menuId}"]`);
      // An item without a panel (a plain link) has nothing to walk into.
      const hasPanel = await panel
        .waitFor({ timeout: 1500 })
        .then(() => true)
        .catch(() => false);
      if (!hasPanel || (await panel.locator('a').count()) === 0) continue;
      await expect(panel.locator('a').first()).toBeVisible();
      await page.keyboard.press('Tab');
      const focusedInPanel = await panel.evaluate((node) => node.contains(document.activeElement));
      expect(focusedInPanel, `menu ${menuId}`).toBe(true);
      panelsReached += 1;
    }
    expect(panelsReached).toBeGreaterThan(1);
  });

  test('arrow keys move through the search suggestions and back to the box', async ({ page }) => {
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('精華');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toHaveAttribute('data-loading', 'false');
    const links = dropdown.locator('a');
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(input).toBeFocused();
  });
});

test('a 404 page is not kept as the page to return to after login', async ({ page }) => {
  await page.goto('/c-plus');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastPageBeforeLogin'))).toBe('/c-plus');
  await page.goto('/no-such-page-here');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/search/%20');
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem('lastPageBeforeLogin'))).toBe('/c-plus');
});

test('a route-validation 404 names itself in the title', async ({ page }) => {
  await page.goto('/sale-events/abc');
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
});
