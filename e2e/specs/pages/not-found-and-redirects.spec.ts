import { errorMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

test.describe('unknown and legacy addresses', () => {
  test('an unknown path answers 404 with Page not found', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-path')).toHaveText(errorMessages.pageNotFound('/nope'));
    // Issue 23: the first line under 404 is Chinese; the spec's English line comes after it.
    const first = page.getByTestId('not-found').locator('h1');
    await expect(first).toHaveText(/[\u4e00-\u9fff]/);
    expect(await first.evaluate((h1) => h1.nextElementSibling?.getAttribute('data-testid'))).toBe(
      'not-found-path',
    );
  });

  test('/news.php?news=5 is moved permanently to /news/5', async ({ page, request }) => {
    const answer = await request.get('/news.php?news=5', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(new URL(answer.headers().location ?? '', 'http://x').pathname).toBe('/news/5');

    await page.goto('/news.php?news=5');
    await expect(page).toHaveURL(/\/news\/5$/);
  });
});
