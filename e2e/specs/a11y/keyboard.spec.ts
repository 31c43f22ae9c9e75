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

  test('Enter on a mega-menu toggle opens its panel and Tab walks into it', async ({ page }) => {
    const items = page.locator('[data-testid="mega-menu-item"], [data-testid="mega-menu-news"]');
    const count = await items.count();
    let panelsReached = 0;
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      const menuId = await item.getAttribute('data-menu-id');
      const trigger = item.locator('[data-menu-trigger]');
      if ((await trigger.count()) === 0) continue;
      await trigger.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator(`[data-testid="mega-menu-panel"][data-menu-id="${menuId}"]`);
      // An item without a panel (a plain link) has nothing to walk into.
      const hasPanel = await panel
        .waitFor({ timeout: 1500 })
        .then(() => true)
        .catch(() => false);
      if (!hasPanel || (await panel.locator('a').count()) === 0) continue;
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.locator('a').first()).toBeVisible();
      await page.keyboard.press('Tab');
      const focusedInPanel = await panel.evaluate((node) => node.contains(document.activeElement));
      expect(focusedInPanel, `menu ${menuId}`).toBe(true);
      panelsReached += 1;
    }
    expect(panelsReached).toBeGreaterThan(1);
  });

  test('最新消息: focus alone opens nothing, Escape closes and gives the focus back, leaving closes', async ({
    page,
  }) => {
    // Issue 23: the panel opened on focus, stayed open when the focus left, ignored Escape and put the
    // carousel's hidden cards in the tab order.
    const news = page.getByTestId('mega-menu-news');
    const panel = page.locator('[data-testid="mega-menu-panel"]');
    await news.getByRole('link', { name: '最新消息' }).focus();
    await page.waitForTimeout(300);
    await expect(panel).toHaveCount(0);
    const toggle = news.getByRole('button', { name: '展開「最新消息」選單' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(1);
    const cards = panel.getByTestId('news-card');
    const tabbable = await panel
      .locator('a')
      .evaluateAll((links) => links.filter((link) => !link.closest('[inert]')).length);
    expect(tabbable).toBeLessThanOrEqual(4);
    expect(await cards.count()).toBeGreaterThan(tabbable);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(1);
    await page.getByTestId('search-input').focus();
    await expect(panel).toHaveCount(0);
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
