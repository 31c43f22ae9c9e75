import type { Page } from '@playwright/test';
import { DRAWER_SECTIONS, MOBILE_LATEST_NEWS, SWIPE_CLOSE_PX, shellMessages } from '@shop/core';
import { expect, isMobile, test } from '../../fixtures/shop';

/** A real touch swipe through the DevTools protocol (touch and pointer events, as a finger makes them). */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 6;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function openDrawer(page: Page) {
  await page.getByTestId('drawer-open').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  // Let the slide-in finish so measured positions are the resting ones.
  await drawer.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return drawer;
}

const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

test.describe('mobile drawer', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isMobile(page), 'the drawer belongs to the mobile header');
    await page.goto('/');
  });

  test('opens with the shortcuts, six sections, latest news and currency; locks the page scroll', async ({
    page,
  }) => {
    const drawer = await openDrawer(page);
    expect(await scrollLocked(page)).toBe(true);
    await expect(drawer.getByTestId('drawer-shortcuts').locator('a')).toHaveCount(3);
    await expect(drawer.getByTestId('drawer-section-trigger')).toHaveText(
      DRAWER_SECTIONS.map((s) => s.title),
    );
    await expect(drawer.getByTestId('drawer-ingredient-tools').locator('a')).toHaveCount(2);

    const news = drawer.getByTestId('drawer-news-link');
    await expect(news).toHaveCount(MOBILE_LATEST_NEWS);
    const ids = (await news.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map(
      (href) => Number(href?.replace('/news/', '')),
    );
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await expect(drawer.getByTestId('drawer-news')).toContainText(shellMessages.latestNews);
    await expect(drawer.getByTestId('drawer-currency-TWD')).toHaveAttribute('aria-pressed', 'true');

    await drawer.getByTestId('drawer-close').click();
    await expect(drawer).toHaveCount(0);
    expect(await scrollLocked(page)).toBe(false);
  });

  test('keeps one accordion section open at a time', async ({ page }) => {
    const drawer = await openDrawer(page);
    const sections = drawer.getByTestId('drawer-section');
    const triggers = drawer.getByTestId('drawer-section-trigger');
    await triggers.nth(0).click();
    await expect(sections.nth(0)).toHaveAttribute('data-state', 'open');
    await expect(sections.nth(0).getByTestId('drawer-link').first()).toBeVisible();
    await triggers.nth(3).click();
    await expect(sections.nth(3)).toHaveAttribute('data-state', 'open');
    await expect(sections.nth(0)).toHaveAttribute('data-state', 'closed');
    await expect(drawer.locator('[data-testid="drawer-section"][data-state="open"]')).toHaveCount(1);
    await expect(sections.nth(3)).toContainText(shellMessages.newBadgeSubmenuName);
    await triggers.nth(3).click();
    await expect(drawer.locator('[data-testid="drawer-section"][data-state="open"]')).toHaveCount(0);
  });

  test(`a left swipe of more than ${SWIPE_CLOSE_PX} px closes it, a shorter one does not`, async ({
    page,
  }) => {
    const drawer = await openDrawer(page);
    const box = (await drawer.boundingBox())!;
    const from = { x: box.x + box.width - 40, y: box.y + 200 };
    await swipe(page, from, -(SWIPE_CLOSE_PX - 20));
    await page.waitForTimeout(300);
    await expect(drawer).toBeVisible();
    await swipe(page, from, -(SWIPE_CLOSE_PX + 40));
    await expect(drawer).toHaveCount(0);
  });

  test('a link closes the drawer and navigates', async ({ page }) => {
    const drawer = await openDrawer(page);
    const first = drawer.getByTestId('drawer-news-link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('mobile header', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isMobile(page), 'mobile header only');
    await page.goto('/');
  });

  test("search bar: '查詢' goes to the trimmed keyword, an empty one goes nowhere, five quick tags", async ({
    page,
  }) => {
    await page.getByTestId('mobile-search-toggle').click();
    const bar = page.getByTestId('mobile-search-bar');
    await expect(bar.getByTestId('mobile-quick-tag')).toHaveCount(5);
    await expect(bar.getByTestId('mobile-search-input')).toHaveAttribute('maxlength', '19');
    await expect(bar.getByTestId('mobile-search-submit')).toHaveText(shellMessages.mobileSearchButton);
    await bar.getByTestId('mobile-search-input').fill('   ');
    await bar.getByTestId('mobile-search-submit').click();
    await expect(page).toHaveURL(/\/$/);
    await bar.getByTestId('mobile-search-input').fill('  精華 ');
    await bar.getByTestId('mobile-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('精華')}$`));
  });

  test('the user icon goes to /login for a guest and /membercenter with a token', async ({ page }) => {
    await expect(page.getByTestId('mobile-user')).toHaveAttribute('href', '/login');
    // The token is made up: the session calls answer as for a live one, or the header would drop it.
    await page.route('**/front-stage/v1/is-login', (route) => route.fulfill({ json: { isLogin: true } }));
    await page.route('**/front-stage/v1/get-member', (route) => route.fulfill({ status: 503, json: {} }));
    await page.evaluate(() => localStorage.setItem('auth_token', 'demo-token'));
    await page.reload();
    await expect(page.getByTestId('mobile-user')).toHaveAttribute('href', '/membercenter');
  });
});
