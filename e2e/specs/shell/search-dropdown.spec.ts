import type { Request } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS, SEARCH_SKELETON_ROWS, SEARCH_SUGGESTION_LIMIT, shellMessages } from '@shop/core';
import { expect, isMobile, test } from '../../fixtures/shop';

const SUGGESTIONS = /\/front-stage\/v1\/get-keyword-search\//;
const COLUMNS = ['search-products', 'search-categories', 'search-articles'] as const;

test.describe('desktop search dropdown', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isMobile(page), 'the dropdown belongs to the desktop header');
    await page.goto('/');
  });

  test('waits 500 ms after the last keystroke and asks once, with limit_count=5', async ({ page }) => {
    const calls: { request: Request; at: number }[] = [];
    page.on('request', (request) => {
      if (SUGGESTIONS.test(request.url())) calls.push({ request, at: Date.now() });
    });
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('精華', { delay: 150 });
    const typedAt = Date.now();
    await expect.poll(() => calls.length, { timeout: 5000 }).toBe(1);
    expect(calls[0]!.at - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 100);
    const url = new URL(calls[0]!.request.url());
    expect(decodeURIComponent(url.pathname)).toMatch(/get-keyword-search\/精華$/);
    expect(url.searchParams.get('limit_count')).toBe(String(SEARCH_SUGGESTION_LIMIT));
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 200);
    expect(calls).toHaveLength(1);
  });

  test('shows 3 skeleton rows per column while loading, then the products', async ({ page }) => {
    let sentAt = 0;
    await page.route(SUGGESTIONS, async (route) => {
      sentAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const typedAt = Date.now();
    await page.getByTestId('search-input').fill('精華');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toHaveAttribute('data-loading', 'true');
    for (const column of COLUMNS) {
      await expect(dropdown.getByTestId(column).getByTestId('search-skeleton')).toHaveCount(
        SEARCH_SKELETON_ROWS,
      );
    }
    await expect(dropdown).toHaveAttribute('data-loading', 'false', { timeout: 6000 });
    expect(sentAt - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    await expect(dropdown.getByTestId('search-skeleton')).toHaveCount(0);
    await expect(dropdown).toHaveAttribute('data-no-results', 'false');

    const products = dropdown.getByTestId('search-product');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(SEARCH_SUGGESTION_LIMIT);
    await expect(products.first()).toContainText(/\d+ 則評論/);
    const image = products.first().locator('img');
    await expect(image).toHaveAttribute('width', '90');
    await expect(image).toHaveAttribute('height', '90');
    await expect(dropdown.getByTestId('search-products')).toContainText(shellMessages.searchColumnProducts);
    await expect(dropdown.getByTestId('search-categories')).toContainText(
      shellMessages.searchColumnCategories,
    );
    await expect(dropdown.getByTestId('search-articles')).toContainText(shellMessages.searchColumnArticles);

    const viewAll = dropdown.getByTestId('search-view-all');
    await expect(viewAll).toHaveText(shellMessages.searchViewAll);
    await expect(viewAll).toHaveAttribute('href', `/search/${encodeURIComponent('精華')}`);
  });

  test('spells out the empty message of every column and flags no results', async ({ page }) => {
    const keyword = 'zzqq無此關鍵字';
    await page.getByTestId('search-input').fill(`  ${keyword}  `);
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toHaveAttribute('data-no-results', 'true', { timeout: 6000 });
    await expect(dropdown.getByTestId('search-products').getByTestId('search-empty')).toHaveText(
      shellMessages.searchEmptyProducts(keyword),
    );
    await expect(dropdown.getByTestId('search-categories').getByTestId('search-empty')).toHaveText(
      shellMessages.searchEmptyCategories(keyword),
    );
    await expect(dropdown.getByTestId('search-articles').getByTestId('search-empty')).toHaveText(
      shellMessages.searchEmptyArticles(keyword),
    );
  });

  test('stays shut and silent for an empty keyword; keeps at most 19 characters', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (SUGGESTIONS.test(request.url())) calls.push(request.url());
    });
    const input = page.getByTestId('search-input');
    await expect(input).toHaveAttribute('placeholder', shellMessages.searchPlaceholder);
    await expect(input).toHaveAttribute('maxlength', '19');
    await input.fill('   ');
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 300);
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    expect(calls).toHaveLength(0);

    await input.fill('');
    await input.pressSequentially('一二三四五六七八九十一二三四五六七八九十');
    await expect(input).toHaveValue('一二三四五六七八九十一二三四五六七八九');
  });

  test('closes on a click outside and on any scroll', async ({ page }) => {
    const input = page.getByTestId('search-input');
    const dropdown = page.getByTestId('search-dropdown');
    await input.fill('化妝水');
    await expect(dropdown).toBeVisible();
    await dropdown.click({ position: { x: 5, y: 5 } });
    await expect(dropdown).toBeVisible();
    // The empty middle of the utility bar above the header: outside box and dropdown, not a link.
    await page.mouse.click(640, 18);
    await expect(dropdown).toHaveCount(0);

    await input.fill('精華');
    await expect(dropdown).toBeVisible();
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, 400);
    await expect(dropdown).toHaveCount(0);
  });

  test('the magnifier and Enter go to /search/{keyword}', async ({ page }) => {
    await page.getByTestId('search-input').fill(' 化妝水 ');
    await expect(page.getByTestId('search-submit')).toHaveAttribute(
      'href',
      `/search/${encodeURIComponent('化妝水')}`,
    );
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('化妝水')}$`));
  });
});
