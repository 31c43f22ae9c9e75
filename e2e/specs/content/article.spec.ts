import { expect, test } from '../../fixtures/shop';

interface JsonLd {
  '@type'?: string;
  headline?: string;
  mainEntityOfPage?: string;
}

test('a skincare-advice article carries Article JSON-LD', async ({ page }) => {
  // Reach the article the way a shopper does: the advice page, then an article card.
  await page.goto('/skincare-advice');
  await page.getByTestId('learn-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/skincare-advice\/[^/]+\/[^/]+$/);
  const heading = (await page.getByTestId('learn-title').textContent())?.trim();
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = scripts.map((text) => JSON.parse(text) as JsonLd);
  const article = data.find((item) => item['@type'] === 'Article');
  expect(article?.headline).toBe(heading);
  expect(article?.mainEntityOfPage).toBe(page.url());
  expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
});
