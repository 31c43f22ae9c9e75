import { contentMessages, errorMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

test.describe('news', () => {
  test('the news list leads to a news item', async ({ page }) => {
    const response = await page.goto('/news/news-list');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('news-heading')).toHaveText(contentMessages.news.listTitle);
    const first = page.getByTestId('news-card').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByTestId('news-title')).toHaveText(title);
    await expect(page.getByTestId('news-content')).not.toBeEmpty();
  });

  test('a news category chip lists that category under /news/{category}/{subcategory}@news', async ({
    page,
  }) => {
    await page.goto('/news/news-list');
    const chip = page.getByTestId('news-category-link').first();
    const name = (await chip.textContent())?.trim() ?? '';
    await chip.click();
    await expect(page).toHaveURL(/\/news\/[^/]+\/[^/]+@news$/);
    await expect(page.getByTestId('news-heading')).toContainText(name);
  });

  test('an unknown news id answers 404', async ({ page }) => {
    const response = await page.goto('/news/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-screen')).toContainText(errorMessages.routeNotFound('/news/999999'));
  });
});
