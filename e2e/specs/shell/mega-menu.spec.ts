import type { Page } from '@playwright/test';
import {
  NEWS_CARD_TITLE_CHARS,
  NEWS_CAROUSEL_INTERVAL_MS,
  NEWS_CAROUSEL_START_DELAY_MS,
  NEWS_CAROUSEL_VISIBLE_SLOTS,
  SUBMENU_COLUMN_SIZE,
  shellMessages,
} from '@shop/core';
import { expect, isMobile, test } from '../../fixtures/shop';

function barItem(page: Page, menuId: number) {
  return page.locator(`[data-testid="mega-menu-item"][data-menu-id="${menuId}"]`);
}

async function openPanel(page: Page, menuId: number) {
  await barItem(page, menuId).hover();
  const panel = page.getByTestId('mega-menu-panel');
  await expect(panel).toHaveAttribute('data-menu-id', String(menuId));
  return panel;
}

test.describe('desktop mega-menu', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isMobile(page), 'the mega-menu belongs to the desktop header');
    await page.goto('/');
  });

  test('lists the main menu without the news item (13); items carry event names', async ({ page }) => {
    const items = page.getByTestId('mega-menu-item');
    await expect(items.first()).toBeVisible();
    await expect(barItem(page, 13)).toHaveCount(0);
    for (const id of [15, 18, 20, 22]) await expect(barItem(page, id)).toHaveCount(1);
    await expect(barItem(page, 15).locator('[data-event-name]')).toHaveAttribute('data-event-name', /.+/);
  });

  test('products (15): submenu columns of at most 6 and the three fixed links', async ({ page }) => {
    const panel = await openPanel(page, 15);
    await expect(panel).toHaveAttribute('data-panel-kind', 'submenu');
    const columns = panel.getByTestId('submenu-column');
    await expect(columns.first()).toBeVisible();
    const count = await columns.count();
    for (let i = 0; i < count; i++) {
      const links = await columns.nth(i).getByTestId('submenu-link').count();
      expect(links).toBeGreaterThan(0);
      expect(links).toBeLessThanOrEqual(SUBMENU_COLUMN_SIZE);
      if (i < count - 1) expect(links).toBe(SUBMENU_COLUMN_SIZE);
    }
    const fixed = panel.getByTestId('menu-fixed-links').locator('a');
    await expect(fixed).toHaveCount(3);
    await expect(fixed.nth(0)).toHaveAttribute('href', '/new-products');
    await expect(fixed.nth(1)).toHaveAttribute('href', '/hot-sale');
    await expect(fixed.nth(2)).toHaveAttribute('href', '/monthly-campaign');
  });

  test("member (14): '2025全新會員福利' carries the new badge, nothing else does", async ({ page }) => {
    const panel = await openPanel(page, 14);
    const benefit = panel.getByTestId('submenu-link').filter({ hasText: shellMessages.newBadgeSubmenuName });
    await expect(benefit.getByTestId('new-badge')).toHaveText(shellMessages.newBadge);
    await expect(panel.getByTestId('new-badge')).toHaveCount(1);
  });

  test('encyclopedia (22): five fixed links and no submenu columns', async ({ page }) => {
    const panel = await openPanel(page, 22);
    await expect(panel.getByTestId('submenu-column')).toHaveCount(0);
    const hrefs = await panel
      .getByTestId('menu-fixed-links')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/about-beautypedia',
      '/beautypedia-ingredient-checker',
      '/ingredient-dictionary',
      '/skincare-advice',
      '/advisory-board',
    ]);
  });

  test('hot products (20): a grid of image tiles', async ({ page }) => {
    const panel = await openPanel(page, 20);
    await expect(panel).toHaveAttribute('data-panel-kind', 'tiles');
    await expect(panel.getByTestId('menu-tile').first()).toBeVisible();
  });

  test('leaving the menu area closes the panel', async ({ page }) => {
    await openPanel(page, 15);
    await page.mouse.move(640, 850);
    await expect(page.getByTestId('mega-menu-panel')).toHaveCount(0);
  });

  test('moving from an item into its panel keeps it open', async ({ page }) => {
    const panel = await openPanel(page, 15);
    await panel.getByTestId('submenu-link').first().hover();
    await page.waitForTimeout(400);
    await expect(panel).toBeVisible();
  });
});

test.describe('desktop news carousel', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isMobile(page), 'the news panel belongs to the desktop header');
    await page.goto('/');
    await page.getByTestId('mega-menu-news').hover();
  });

  test('newest first, titles cut to 8 characters, a button to each news page', async ({ page }) => {
    const carousel = page.getByTestId('news-carousel');
    const cards = carousel.getByTestId('news-card');
    await expect(cards.first()).toBeAttached();
    const ids = (await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-news-id')))).map(
      Number,
    );
    expect(ids.length).toBeGreaterThan(NEWS_CAROUSEL_VISIBLE_SLOTS);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const titles = await carousel.getByTestId('news-card-title').allTextContents();
    for (const title of titles) {
      const body = title.endsWith('...') ? title.slice(0, -3) : title;
      expect(Array.from(body).length).toBeLessThanOrEqual(NEWS_CARD_TITLE_CHARS);
    }
    const more = cards.first().getByTestId('news-card-more');
    await expect(more).toHaveText(shellMessages.newsMore);
    await expect(more).toHaveAttribute('href', `/news/${ids[0]}`);
  });

  test('autoplays from 1 s after mount every 3 s, and pauses on hover', async ({ page }) => {
    const carousel = page.getByTestId('news-carousel');
    await expect(carousel).toHaveAttribute('data-position', '0');
    // Stay on the bar entry (not the carousel) so autoplay runs.
    await expect(carousel).toHaveAttribute('data-position', '1', {
      timeout: NEWS_CAROUSEL_START_DELAY_MS + NEWS_CAROUSEL_INTERVAL_MS + 1500,
    });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const paused = await carousel.getAttribute('data-position');
    await page.waitForTimeout(NEWS_CAROUSEL_INTERVAL_MS + 500);
    await expect(carousel).toHaveAttribute('data-position', paused!);
  });

  test('previous from the first position wraps to count − visible, next wraps back to 0', async ({
    page,
  }) => {
    const carousel = page.getByTestId('news-carousel');
    await carousel.hover();
    const count = await carousel.getByTestId('news-card').count();
    const last = count - NEWS_CAROUSEL_VISIBLE_SLOTS;
    await expect(carousel).toHaveAttribute('data-position', '0');
    await carousel.getByTestId('news-prev').click();
    await expect(carousel).toHaveAttribute('data-position', String(last));
    await carousel.getByTestId('news-next').click();
    await expect(carousel).toHaveAttribute('data-position', '0');
    await carousel.getByTestId('news-next').click();
    await expect(carousel).toHaveAttribute('data-position', '1');
  });
});
